/**
 * The boards a viewer last loaded, kept in localStorage so a display that loses the network, or
 * reloads while the server is away, still shows its board (DESIGN §5 always-on displays). Stored per
 * family: a browser that signs in to another family never shows the previous family's boards.
 */

import type { Screen } from '../api/screens';
import { readStorage, writeStorage } from '../api/storage';

const STORAGE_KEY = 'viewerBoards';

interface StoredBoards {
  familyId: number | null;
  screens: readonly Screen[];
}

function looksLikeScreen(value: unknown): value is Screen {
  if (typeof value !== 'object' || value === null) return false;
  const screen = value as Partial<Screen>;
  return (
    (typeof screen.id === 'number' || typeof screen.id === 'string') &&
    Array.isArray(screen.components) &&
    typeof screen.background === 'object' &&
    screen.background !== null &&
    typeof screen.timer === 'object' &&
    screen.timer !== null
  );
}

/** The stored screens of `familyId`; anything unreadable or another family's counts as none. */
export function decodeBoards(text: string | null, familyId: number | null): Screen[] {
  if (!text) return [];
  try {
    const stored = JSON.parse(text) as Partial<StoredBoards>;
    if (stored.familyId !== familyId || !Array.isArray(stored.screens)) return [];
    return stored.screens.filter(looksLikeScreen);
  } catch {
    return [];
  }
}

export function encodeBoards(familyId: number | null, screens: readonly Screen[]): string {
  return JSON.stringify({ familyId, screens } satisfies StoredBoards);
}

/** `screens` with `screen` replacing its older copy, or added at the end. */
export function withScreen(screens: readonly Screen[], screen: Screen): Screen[] {
  const known = screens.some((entry) => String(entry.id) === String(screen.id));
  if (!known) return [...screens, screen];
  return screens.map((entry) => (String(entry.id) === String(screen.id) ? screen : entry));
}

export function readOfflineBoards(familyId: number | null): Screen[] {
  return decodeBoards(readStorage('local', STORAGE_KEY), familyId);
}

export function saveOfflineBoards(familyId: number | null, screens: readonly Screen[]): void {
  writeStorage('local', STORAGE_KEY, encodeBoards(familyId, screens));
}
