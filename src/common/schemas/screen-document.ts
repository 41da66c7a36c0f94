/**
 * The stored screen document: the body of screen.ts with the version of its shape. Numbered
 * upgrades bring an older document forward one version at a time as it is read (as tldraw's shape
 * migrations do), so a screen saved by any earlier build opens the same. Documents saved before
 * documents carried a version are version 0.
 *
 * A new body field with a default needs no upgrade: a document without it reads with the default.
 * One that renames, moves or reinterprets what older documents hold gets the next number here.
 */
import { isRecord } from './component';
import { type Screen, type ScreenBody, type ScreenData, screenBodyOf } from './screen';
import { repairScreenBody, repairScreenName, UNTITLED_SCREEN_NAME } from './screen-repair';

type StoredDocument = Record<string, unknown>;

/** Upgrade n takes a document of version n - 1 to version n. */
const UPGRADES: Record<number, (document: StoredDocument) => StoredDocument> = {
  /**
   * The unversioned documents of earlier builds, read as those builds read them: fitted to the
   * body leniently (screen-repair.ts), so every later upgrade starts from a whole version-1 body.
   */
  1: (document) => repairScreenBody(document),
};

/** The version of the document this code writes: the number of the last upgrade. */
export const SCREEN_DOCUMENT_VERSION = Math.max(...Object.keys(UPGRADES).map(Number));

/** The key of the stored document that holds its version (`version` is the screen's save count). */
const VERSION_KEY = 'documentVersion';

function versionOf(document: StoredDocument): number {
  const version = document[VERSION_KEY];
  return typeof version === 'number' && Number.isSafeInteger(version) && version >= 0 ? version : 0;
}

/** `body` as it is stored: its fields and the version of their shape. */
export function storedScreenDocument(body: ScreenBody): StoredDocument {
  return { [VERSION_KEY]: SCREEN_DOCUMENT_VERSION, ...screenBodyOf(body) };
}

/**
 * A stored document of any version, brought forward and fitted to today's body. A current one is
 * fitted too: a row edited by hand, or holding what a widget no longer accepts, still opens.
 */
export function readScreenBody(raw: unknown): ScreenBody {
  let document = isRecord(raw) ? raw : {};
  for (let version = versionOf(document) + 1; version <= SCREEN_DOCUMENT_VERSION; version++) {
    document = UPGRADES[version](document);
  }
  return repairScreenBody(document);
}

/** A stored template: its body, and its own name when it kept one. */
export function readScreenData(raw: unknown): ScreenData {
  const body = readScreenBody(raw);
  const name = isRecord(raw) ? repairScreenName(raw.name) : '';
  return name === '' ? body : { name, ...body };
}

function wholeNumberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : fallback;
}

/**
 * A whole screen from outside the database (the demo's board kept in the browser, its sample made in
 * code), read as a stored document: its body brought forward, and an id, name, version and place it
 * can be shown with.
 */
export function readScreen(raw: unknown): Screen {
  const stored = isRecord(raw) ? raw : {};
  const name = repairScreenName(stored.name);
  return {
    id: wholeNumberOr(typeof stored.id === 'string' ? Number(stored.id) : stored.id, 0),
    name: name === '' ? UNTITLED_SCREEN_NAME : name,
    ...readScreenBody(stored),
    version: wholeNumberOr(stored.version, 0),
    position: wholeNumberOr(stored.position, 0),
  };
}
