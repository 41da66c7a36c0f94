import fs from 'node:fs';
import path from 'node:path';

let version: string | undefined;

/** This build's version, from the package.json `npm start` runs beside. */
export function packageVersion(): string {
  if (version !== undefined) return version;
  try {
    const read = JSON.parse(fs.readFileSync(path.resolve('package.json'), 'utf8')) as { version?: unknown };
    version = typeof read.version === 'string' ? read.version : 'unknown';
  } catch {
    version = 'unknown';
  }
  return version;
}
