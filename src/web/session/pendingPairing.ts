import { LOCAL_KEYS, readStorage, removeStorage, writeStorage } from './storage';

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

/** Where to go after signing in: confirming a remembered pairing first, else `fallback`. */
export function afterSignIn(fallback: string): string {
  const pairingId = readStorage('local', LOCAL_KEYS.pairingId);
  return pairingId ? pairingConfirmPath(pairingId) : fallback;
}
