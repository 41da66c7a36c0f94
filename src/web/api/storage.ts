/**
 * Browser storage keys named by the product spec, and access that never throws: storage can be
 * disabled (private modes, locked-down TV browsers) and the app must still run without it.
 */

export const LOCAL_KEYS = {
  token: 'token',
  familyId: 'familyId',
  deviceId: 'deviceId',
  selectedPlanForSignup: 'selectedPlanForSignup',
  pairingId: 'pairingId',
  /** An invite link's token, remembered while its holder signs up or logs in. */
  pendingInvite: 'pendingInvite',
  /** The last user the server confirmed, so a display that restarts offline keeps its board. */
  lastUser: 'lastUser',
  /** Set on a TV that paired by QR code: losing its session sends it back to /pair, not to a log-in. */
  pairedDisplay: 'pairedDisplay',
  /** This browser's push subscription and the server's id of it, so turning off can remove it there. */
  pushSubscription: 'pushSubscription',
} as const;

export const SESSION_KEYS = {
  trafficSource: 'trafficSource',
} as const;

type Area = 'local' | 'session';

function storageArea(area: Area): Storage | null {
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStorage(area: Area, key: string): string | null {
  try {
    return storageArea(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(area: Area, key: string, value: string): void {
  try {
    storageArea(area)?.setItem(key, value);
  } catch {
    // Full or disabled storage: the value lives only as long as the page, which is acceptable.
  }
}

export function removeStorage(area: Area, key: string): void {
  try {
    storageArea(area)?.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

export function clearLocalStorage(): void {
  try {
    storageArea('local')?.clear();
  } catch {
    // Disabled storage holds nothing to clear.
  }
}
