import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The client decides what an error means by its `code` (`common/error-codes.ts`), never by a 4xx
 * status: one status carries several meanings (a 403 is a lapsed plan, a wall not allowed, a screen
 * limit…). Only a status that carries no code may be read, and no code does: a proxy's 5xx and a
 * network failure are told apart by status class (`>= 500`), which this does not forbid. A file
 * that must compare a 4xx one day is listed here with its reason.
 */
const EXCEPTIONS: Record<string, string> = {};

const root = path.resolve('src');

/** `x.status === 404`, `404 !== x.status`, `[403, 409].includes(x.status)`, `switch (x.status)`. */
const STATUS_DECISION = [
  /\.status\s*(?:[!=]==?|[<>]=?)\s*4\d\d\b/,
  /\b4\d\d\s*(?:[!=]==?|[<>]=?)\s*[\w.?]*\.status\b/,
  /\[[\d\s,]*\b4\d\d\b[\d\s,]*\]\s*\.includes\(\s*[\w.?]*\.status\s*\)/,
  /\bswitch\s*\(\s*[\w.?]*\.status\s*\)/,
];

/** Client code (pages, components, widgets and web/api), with paths from src/. */
function clientFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return clientFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
      ? [path.relative(root, full)]
      : [];
  });
}

const decidesByStatus = (line: string) =>
  !/^\s*(\/\/|\*)/.test(line) && STATUS_DECISION.some((pattern) => pattern.test(line));

const statusDecisions = (file: string) =>
  fs
    .readFileSync(path.join(root, file), 'utf8')
    .split('\n')
    .flatMap((line, i) => (decidesByStatus(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []));

const files = [...clientFiles(path.join(root, 'web')), ...clientFiles(path.join(root, 'widgets'))];

describe('error decisions in the client', () => {
  it('read the code: nothing compares a status to a 4xx', () => {
    const found = files.filter((file) => !(file in EXCEPTIONS)).flatMap(statusDecisions);
    expect(found).toEqual([]);
  });

  it('lists no exception that no longer compares a status to a 4xx', () => {
    const stale = Object.keys(EXCEPTIONS).filter((file) => statusDecisions(file).length === 0);
    expect(stale).toEqual([]);
  });

  it('catches every way of writing such a comparison, and not a status class', () => {
    expect(
      [
        'if (err instanceof ApiError && err.status === 404) renew();',
        'error.status !== 409 ? error.error : null',
        'if (401 === query.error?.status) leave();',
        '[403, 409, 422].includes(error.status)',
        'switch (error.status) {',
      ].filter((line) => !decidesByStatus(line)),
    ).toEqual([]);
    expect(
      [
        'return !(error instanceof ApiError) || error.status >= 500;',
        "if (response.status === 204 || method === 'HEAD') return undefined as T;",
        "// an error.status === 404 once meant 'not here'",
      ].filter(decidesByStatus),
    ).toEqual([]);
  });
});
