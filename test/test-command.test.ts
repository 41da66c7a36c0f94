// `npm test` on a machine without Chromium or Radicale: it installs them with the package manager
// where it can, and otherwise names the tests it skips and the command that installs what they
// need. Nothing is uninstalled here: the machine is seen through a PATH holding only node, and the
// package manager is a script of the test's own.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensurePrerequisites, INSTALL_COMMAND } from '../scripts/test-setup.mjs';
import {
  closingLines,
  countNotRun,
  countPlaywright,
  countVitest,
  emptyTally,
  exitCode,
} from '../scripts/test-summary.mjs';

const RADICALE_FILES = [
  'src/server/calendars/apple-calendars.test.ts',
  'src/server/calendars/calendar-writes.test.ts',
  'src/server/integrations/calendar/caldav.test.ts',
];

let sandbox: string;
let bin: string;
let said: string[];
const log = (line: string) => said.push(line);

beforeEach(() => {
  sandbox = fs.mkdtempSync(path.join(os.tmpdir(), 'luno-test-command-'));
  bin = path.join(sandbox, 'bin');
  fs.mkdirSync(bin);
  fs.symlinkSync(process.execPath, path.join(bin, 'node'));
  said = [];
});
afterEach(() => fs.rmSync(sandbox, { recursive: true, force: true }));

/** The environment of a machine with node and nothing else the tests need. */
function bareMachine(packageManager?: string): NodeJS.ProcessEnv {
  return {
    PATH: bin,
    CHROMIUM_PATH: path.join(sandbox, 'chromium'),
    ...(packageManager ? { LUNO_TEST_PACKAGE_MANAGER: packageManager } : {}),
  };
}

/** A package manager that logs how it was called and then runs `script` (sh). */
function fakePackageManager(script: string): string {
  const file = path.join(bin, 'fake-apt-get');
  fs.writeFileSync(file, `#!/bin/sh\necho "$DEBIAN_FRONTEND $*" >> "${sandbox}/calls"\n${script}\n`, {
    mode: 0o755,
  });
  return 'fake-apt-get';
}

function calls(): string[] {
  const file = path.join(sandbox, 'calls');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n') : [];
}

describe('the set-up step of npm test', () => {
  it('installs Chromium and Radicale with the package manager when they are missing', () => {
    const env = bareMachine(
      fakePackageManager(
        `if [ "$1" = install ]; then
  printf '#!/bin/sh\\n' > "${sandbox}/chromium"; /bin/chmod +x "${sandbox}/chromium"
  printf '#!/bin/sh\\n' > "${bin}/radicale"; /bin/chmod +x "${bin}/radicale"
fi`,
      ),
    );

    const result = ensurePrerequisites({ env, isRoot: true, log });

    expect(calls()).toEqual(['noninteractive update -q', 'noninteractive install -y -q chromium radicale']);
    expect(said.join('\n')).toMatch(/installing what the tests need/);
    expect(result.chromium).toBe(env.CHROMIUM_PATH);
    expect(result.radicale).toBe(path.join(bin, 'radicale'));
    expect(result.skipped).toEqual([]);
  });

  it('skips the tests that need them, by name, when the install fails', () => {
    const env = bareMachine(fakePackageManager('exit 100'));

    const result = ensurePrerequisites({ env, isRoot: true, log });

    expect(calls()).toEqual(['noninteractive update -q']);
    expect(result.skipRadicale).toEqual(RADICALE_FILES);
    expect(result.skipBrowser).toContain('test/e2e/auth.spec.ts');
    const notice = said.join('\n');
    expect(notice).toMatch(/fake-apt-get update failed \(exit 100\)/);
    for (const file of [...RADICALE_FILES, 'test/e2e/auth.spec.ts']) expect(notice).toContain(`  ${file}`);
    expect(notice).toContain(`sudo ${INSTALL_COMMAND}`);
  });

  it('skips them when there is no package manager', () => {
    const result = ensurePrerequisites({ env: bareMachine('apt-get'), isRoot: true, log });

    expect(result.skipped).toEqual([...RADICALE_FILES, ...result.skipBrowser]);
    expect(result.skipBrowser.length).toBeGreaterThan(0);
    expect(said.join('\n')).toMatch(/no apt-get on this machine/);
    expect(said.join('\n')).toContain(INSTALL_COMMAND);
  });

  it('does not try to install when not root, and says why', () => {
    const env = bareMachine(fakePackageManager('exit 0'));

    const result = ensurePrerequisites({ env, isRoot: false, log });

    expect(calls()).toEqual([]);
    expect(result.skipped).toEqual([...RADICALE_FILES, ...result.skipBrowser]);
    expect(said.join('\n')).toMatch(/not running as root/);
  });

  it('skips only the browser tests when Radicale is there and Chromium is not', () => {
    fs.writeFileSync(path.join(bin, 'radicale'), '#!/bin/sh\n', { mode: 0o755 });

    const result = ensurePrerequisites({ env: bareMachine('apt-get'), isRoot: false, log });

    expect(result.radicale).toBe(path.join(bin, 'radicale'));
    expect(result.skipRadicale).toEqual([]);
    expect(result.skipBrowser).toContain('test/e2e/auth.spec.ts');
    expect(said.join('\n')).toContain('NOT INSTALLED: chromium');
  });
});

describe('the closing line of npm test', () => {
  it('counts a test file that failed to load as a failure, and the run exits 1', () => {
    // A real Vitest run over one good file and one whose import throws.
    fs.writeFileSync(
      path.join(sandbox, 'vitest.config.mjs'),
      'export default { test: { globals: true } };\n',
    );
    fs.writeFileSync(path.join(sandbox, 'good.test.mjs'), "test('adds', () => expect(1 + 1).toBe(2));\n");
    fs.writeFileSync(path.join(sandbox, 'broken.test.mjs'), "throw new Error('this file does not load');\n");
    const report = path.join(sandbox, 'vitest.json');
    spawnSync(
      path.resolve('node_modules/.bin/vitest'),
      [
        'run',
        '--root',
        sandbox,
        '--config',
        'vitest.config.mjs',
        '--reporter=json',
        `--outputFile.json=${report}`,
      ],
      { cwd: sandbox, stdio: 'ignore' },
    );

    const tally = countVitest(emptyTally(), JSON.parse(fs.readFileSync(report, 'utf8')));
    const lines = closingLines(tally, []);

    expect(lines.at(-1)).toBe('tests: 1 passed, 1 failed, 0 skipped');
    expect(lines.join('\n')).toMatch(/broken\.test\.mjs \(the file failed: .*this file does not load/);
    expect(exitCode(tally, [])).toBe(1);
  });

  it('counts and names a browser test that passed only when retried, and the run exits 1', () => {
    const report = {
      suites: [
        {
          title: 'auth.spec.ts',
          file: 'auth.spec.ts',
          specs: [
            { title: 'signs up', tests: [{ status: 'expected' }] },
            { title: 'logs in', tests: [{ status: 'flaky' }] },
          ],
        },
      ],
      errors: [],
    };

    const tally = countPlaywright(emptyTally(), report);
    const lines = closingLines(tally, []);

    expect(lines).toContain('  auth.spec.ts › logs in');
    expect(lines.at(-1)).toBe('tests: 1 passed, 1 failed, 0 skipped');
    expect(exitCode(tally, [])).toBe(1);
  });

  it('counts the files it did not run as skipped, names them, and passes', () => {
    const tally = countNotRun(emptyTally(), RADICALE_FILES);
    const lines = closingLines(tally, []);

    expect(lines).toContain(`  ${RADICALE_FILES[0]}`);
    expect(lines.at(-1)).toBe(`tests: 0 passed, 0 failed, ${RADICALE_FILES.length} skipped`);
    expect(exitCode(tally, [])).toBe(0);
  });
});
