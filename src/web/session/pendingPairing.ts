import { LOCAL_KEYS, readStorage, removeStorage, writeStorage } from '../api/storage';

/**
 * A TV's pairing id, remembered while its owner logs in or signs up on a phone. Nothing pairs
 * until the owner has seen which device it is and confirmed (`/app/pair`).
 */
export function rememberPairingId(pairingId: string): void {
  writeStorage('local', LOCAL_KEYS.pairingId, pairingId);
}

export function hasPendingPairing(): boolean {
  return readStorage('local', LOCAL_KEYS.pairingId) !== null;
}

export function forgetPendingPairing(): void {
  removeStorage('local', LOCAL_KEYS.pairingId);
}

/** Where a signed-in phone confirms a TV's pairing. */
export const pairingConfirmPath = (pairingId: string) =>
  `/app/pair?pairingId=${encodeURIComponent(pairingId)}`;

/**
 * Where to go after signing in: joining the family of a remembered invite first, then confirming
 * a remembered pairing, else `fallback`.
 */
export function afterSignIn(fallback: string): string {
  const invite = readStorage('local', LOCAL_KEYS.pendingInvite);
  if (invite) return joinPath(invite);
  const pairingId = readStorage('local', LOCAL_KEYS.pairingId);
  return pairingId ? pairingConfirmPath(pairingId) : fallback;
}

export const joinPath = (token: string) => `/join/${encodeURIComponent(token)}`;

export function rememberInvite(token: string): void {
  writeStorage('local', LOCAL_KEYS.pendingInvite, token);
}

export function pendingInvite(): string | null {
  return readStorage('local', LOCAL_KEYS.pendingInvite);
}

export function forgetInvite(): void {
  removeStorage('local', LOCAL_KEYS.pendingInvite);
}
