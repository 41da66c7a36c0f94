import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The app writes one way: through a mutation hook here in web/api, whose pending and error state
 * the page draws (web/data-ui/MutationState.tsx). A component that calls `xxxApi.…` itself keeps
 * its own busy and error flags and may send a write twice, so none may, but for these, each for
 * its reason.
 */
const EXCEPTIONS: Record<string, string> = {
  'web/session/SessionContext.tsx':
    'the session itself: logging in, signing up and out are its own, drawn through useSession',
  'web/session/device.ts': 'reports the screen size in the background; nobody taps anything',
  'web/site/pair/PairPage.tsx': 'the TV asks for a pairing code and polls it by itself; nobody taps',
  'web/viewer/main.tsx': "the display's first reads, before React starts",
  'web/editor/EditorPage.tsx': "hands the editor store its save; the store's status draws it",
  'web/editor/screens/useScreenManager.ts': 'a read, in a query of the screen being opened',
};

const root = path.resolve('src');
const CALL = /\b[a-z]\w*Api\.\w+/;

/** Client code (pages, components and widgets) outside web/api, with paths from src/. */
function clientFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === path.join(root, 'web', 'api') ? [] : clientFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
      ? [path.relative(root, full)]
      : [];
  });
}

const files = [...clientFiles(path.join(root, 'web')), ...clientFiles(path.join(root, 'widgets'))];
const callsApi = (file: string) =>
  fs
    .readFileSync(path.join(root, file), 'utf8')
    .split('\n')
    .flatMap((line, i) =>
      CALL.test(line) && !/^\s*(import|\/\/|\*)/.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [],
    );

describe('writes from the app', () => {
  it('go through the mutation hooks in web/api: no component calls an xxxApi itself', () => {
    const found = files.filter((file) => !(file in EXCEPTIONS)).flatMap(callsApi);
    expect(found).toEqual([]);
  });

  it('lists no exception that no longer calls an xxxApi', () => {
    const stale = Object.keys(EXCEPTIONS).filter((file) => callsApi(file).length === 0);
    expect(stale).toEqual([]);
  });
});
