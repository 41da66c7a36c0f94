import { pairingApi } from '../api/pairing';
import { LOCAL_KEYS, readStorage, removeStorage, writeStorage } from './storage';

/** A TV's pairing id, remembered while its owner logs in on a phone. */
export function rememberPairingId(pairingId: string): void {
  writeStorage('local', LOCAL_KEYS.pairingId, pairingId);
}

export function hasPendingPairing(): boolean {
  return readStorage('local', LOCAL_KEYS.pairingId) !== null;
}

/** Pairs the waiting TV with this family. Taken from storage first so a failure is not retried forever. */
export async function completePendingPairing(familyId: number | null): Promise<void> {
  const pairingId = readStorage('local', LOCAL_KEYS.pairingId);
  if (!pairingId || familyId === null) return;
  removeStorage('local', LOCAL_KEYS.pairingId);
  try {
    await pairingApi.complete(pairingId, familyId);
  } catch (err) {
    console.error('Could not complete screen pairing', err);
  }
}
