// What `npm test` needs from the system besides node_modules: the system Chromium for the browser
// tests and a Radicale server for the CalDAV tests. Finds them, installs the missing ones where the
// system's package manager can (as root), and otherwise names the tests it will skip and the
// command that installs what they need: a fresh machine never gets a failing suite for want of them.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The Debian packages, and the one command that installs both. */
export const PACKAGES = ['chromium', 'radicale'];
export const INSTALL_COMMAND = `apt-get install -y ${PACKAGES.join(' ')}`;

const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** A command as a shell would find it: a path as it is, a bare name along PATH. */
export function findCommand(command, env) {
  if (command.includes('/')) return isExecutable(command) ? command : null;
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    if (dir && isExecutable(path.join(dir, command))) return path.join(dir, command);
  }
  return null;
}

/** The system Chromium (never a downloaded one): CHROMIUM_PATH when set, else Debian's. */
export function findChromium(env) {
  if (env.CHROMIUM_PATH) return isExecutable(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : null;
  return CHROMIUM_CANDIDATES.find(isExecutable) ?? null;
}

/** Radicale as test/support/radicale.ts starts it: RADICALE_BIN, else `radicale` on PATH. */
export function findRadicale(env) {
  return findCommand(env.RADICALE_BIN ?? 'radicale', env);
}

/** The unit and API test files that start a Radicale server (through test/support/radicale.ts). */
export function radicaleTestFiles(root = '.') {
  const found = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules' && entry.name !== 'e2e') walk(relative);
      else if (/\.test\.tsx?$/.test(entry.name)) {
        const text = fs.readFileSync(path.join(root, relative), 'utf8');
        if (/from '[./]*(test\/)?support\/radicale(\.js)?'/.test(text)) found.push(relative);
      }
    }
  };
  for (const dir of ['src', 'test']) if (fs.existsSync(path.join(root, dir))) walk(dir);
  return found.sort();
}

/** The browser test files, each of which needs Chromium. */
export function browserTestFiles(root = '.') {
  return fs
    .readdirSync(path.join(root, 'test/e2e'))
    .filter((name) => name.endsWith('.spec.ts'))
    .map((name) => `test/e2e/${name}`)
    .sort();
}

function find(env) {
  return { chromium: findChromium(env), radicale: findRadicale(env) };
}

function missingPackages(found) {
  return PACKAGES.filter((name) => !found[name]);
}

/**
 * Installs what is missing with the system's package manager (LUNO_TEST_PACKAGE_MANAGER, apt-get
 * by default) when this process may: as root, with the command present. Answers whether it ran
 * and succeeded.
 */
function install(packages, { env, isRoot, log }) {
  const manager = env.LUNO_TEST_PACKAGE_MANAGER ?? 'apt-get';
  const command = findCommand(manager, env);
  if (!isRoot) return { ran: false, why: 'not running as root' };
  if (!command) return { ran: false, why: `no ${manager} on this machine` };
  log(`\n▶ installing what the tests need: ${manager} install -y ${packages.join(' ')}`);
  const options = { stdio: 'inherit', env: { ...env, DEBIAN_FRONTEND: 'noninteractive' } };
  for (const args of [
    ['update', '-q'],
    ['install', '-y', '-q', ...packages],
  ]) {
    const result = spawnSync(command, args, options);
    if (result.status !== 0) {
      return {
        ran: true,
        why: `${manager} ${args[0]} failed (${result.error?.message ?? `exit ${result.status}`})`,
      };
    }
  }
  return { ran: true, why: null };
}

function shout(log, lines) {
  const width = Math.max(...lines.map((line) => line.length));
  log(`\n${'!'.repeat(width)}\n${lines.join('\n')}\n${'!'.repeat(width)}`);
}

/**
 * Finds Chromium and Radicale, installing the missing ones where it can, and answers what the
 * test run has and which test files it must leave out (with the reason, already said aloud).
 */
export function ensurePrerequisites({
  env = process.env,
  isRoot = process.getuid?.() === 0,
  root = '.',
  log = console.log,
} = {}) {
  let found = find(env);
  const missing = missingPackages(found);
  if (missing.length) {
    const { why } = install(missing, { env, isRoot, log });
    found = find(env);
    const still = missingPackages(found);
    if (still.length) {
      const skipRadicale = !found.radicale ? radicaleTestFiles(root) : [];
      const skipBrowser = !found.chromium ? browserTestFiles(root) : [];
      shout(log, [
        `NOT INSTALLED: ${still.join(', ')} (${why ?? 'the package manager did not provide it'}).`,
        'These tests are SKIPPED:',
        ...[...skipRadicale, ...skipBrowser].map((file) => `  ${file}`),
        `Install what they need with: sudo ${INSTALL_COMMAND}`,
        ...(env.CHROMIUM_PATH && !found.chromium
          ? [`(CHROMIUM_PATH=${env.CHROMIUM_PATH} is not a program)`]
          : []),
        ...(env.RADICALE_BIN && !found.radicale
          ? [`(RADICALE_BIN=${env.RADICALE_BIN} is not a program)`]
          : []),
      ]);
      return { ...found, skipped: [...skipRadicale, ...skipBrowser], skipRadicale, skipBrowser };
    }
    log(`installed ${missing.join(', ')}`);
  }
  return { ...found, skipped: [], skipRadicale: [], skipBrowser: [] };
}
