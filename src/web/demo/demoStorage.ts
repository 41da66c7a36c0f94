/**
 * The visitor's arrangement of the sample board, kept in this browser (never on the server), so a
 * reload keeps it until "Start over" (demoBoardKey.ts). Whether the visitor gave an address is in
 * demoEmailFlag.ts.
 */
import { LAYOUT_PRESETS, type LayoutPreset } from '../../common/board';
import type { Screen } from '../../common/schemas/screen';
import { readScreen, storedScreenDocument } from '../../common/schemas/screen-document';
import { readStorage, writeStorage } from '../api/storage';
import type { ScreenContent } from '../editor/store/screenContent';
import { DEMO_BOARD_KEY } from './demoBoardKey';
import { DEMO_SCREEN_ID } from './sampleLayout';

const STORED_VERSION = 1;

export interface StoredDemoBoard {
  screen: Screen;
  /** The device whose layout the visitor was arranging. */
  preset: LayoutPreset;
}

/** The visitor's board as last left, read leniently; null when there is none (or it is unreadable). */
export function readDemoBoard(): StoredDemoBoard | null {
  const text = readStorage('local', DEMO_BOARD_KEY);
  if (!text) return null;
  try {
    const stored = JSON.parse(text) as { version?: unknown; screen?: unknown; preset?: unknown };
    if (stored.version !== STORED_VERSION || typeof stored.screen !== 'object' || stored.screen === null)
      return null;
    const screen = readScreen({ ...stored.screen, id: DEMO_SCREEN_ID, version: 1, position: 0 });
    const preset = LAYOUT_PRESETS.find((candidate) => candidate === stored.preset) ?? 'base';
    return { screen, preset };
  } catch {
    return null;
  }
}

export function writeDemoBoard(content: ScreenContent, preset: LayoutPreset): void {
  const screen = { name: content.name, ...storedScreenDocument(content) };
  writeStorage('local', DEMO_BOARD_KEY, JSON.stringify({ version: STORED_VERSION, screen, preset }));
}
