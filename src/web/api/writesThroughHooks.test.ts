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

/**
 * A write's wait is the mutation's `isPending`, drawn by MutationButton; a flag of the component's
 * own beside it goes stale when the write ends elsewhere (an unmount, a second tap joining the
 * first) and is one more state to keep right. None may hold one, but for these, each for its reason.
 */
const OWN_FLAG_EXCEPTIONS: Record<string, string> = {
  'web/ui/ConfirmDialog.tsx':
    'the one confirmation of every write: it draws the wait of the promise its caller gives it',
  'web/editor/ConfirmHost.tsx': 'a question waiting for its answer, not a write',
  'web/editor/screens/useScreenManager.ts': 'a read: the screen being opened',
};

/** `const [busy, setBusy] = useState(…)` and its kin: saving, pending, submitting, pendingTier. */
const OWN_FLAG =
  /const \[(\w*(?:[bB]usy|[pP]ending|[sS]aving|[sS]ubmitting|[sS]ending|[lL]oading|[wW]orking|[rR]esuming)\w*),\s*set\w+\]\s*=\s*useState\b/;
const holdsOwnFlag = (file: string) =>
  fs
    .readFileSync(path.join(root, file), 'utf8')
    .split('\n')
    .flatMap((line, i) => (OWN_FLAG.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []));

/**
 * A write's error is the mutation's `error`, drawn by MutationError (or a field's error drawn from
 * it); a copy in the component's own state outlives the write it came from and is one more state
 * to clear at the right moments. None may keep one, but for these, each for its reason. (A form's
 * own validation message stays the form's: it is no write's error.)
 */
const OWN_ERROR_EXCEPTIONS: Record<string, string> = {
  'web/ui/ConfirmDialog.tsx':
    'the one confirmation of every write: it draws the failure of the promise its caller gives it',
};

/**
 * `setSaveError(errorMessage(err, …))`, `setError(error instanceof Error ? error.message : …)` and
 * their kin: a write's error copied into state.
 */
const OWN_ERROR = /\bset\w*Error\(\s*(?:errorMessage\(|(?:err|error)\b)/g;
const keepsOwnError = (file: string) => {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  return [...text.matchAll(OWN_ERROR)].map((match) => {
    const line = text.slice(0, match.index).split('\n').length;
    return `${file}:${line}: ${text.split('\n')[line - 1].trim()}`;
  });
};

describe('writes from the app', () => {
  it('go through the mutation hooks in web/api: no component calls an xxxApi itself', () => {
    const found = files.filter((file) => !(file in EXCEPTIONS)).flatMap(callsApi);
    expect(found).toEqual([]);
  });

  it('lists no exception that no longer calls an xxxApi', () => {
    const stale = Object.keys(EXCEPTIONS).filter((file) => callsApi(file).length === 0);
    expect(stale).toEqual([]);
  });

  it('draw their wait from the mutation: no component keeps a busy flag of its own', () => {
    const found = files.filter((file) => !(file in OWN_FLAG_EXCEPTIONS)).flatMap(holdsOwnFlag);
    expect(found).toEqual([]);
  });

  it('lists no busy-flag exception that no longer holds one', () => {
    const stale = Object.keys(OWN_FLAG_EXCEPTIONS).filter((file) => holdsOwnFlag(file).length === 0);
    expect(stale).toEqual([]);
  });

  it("draw their error from the mutation: no component copies a write's error into state of its own", () => {
    const found = files.filter((file) => !(file in OWN_ERROR_EXCEPTIONS)).flatMap(keepsOwnError);
    expect(found).toEqual([]);
  });

  it('lists no error exception that no longer copies one', () => {
    const stale = Object.keys(OWN_ERROR_EXCEPTIONS).filter((file) => keepsOwnError(file).length === 0);
    expect(stale).toEqual([]);
  });
});
