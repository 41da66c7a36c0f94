import fs from 'node:fs';

/** The system Chromium (never a downloaded one): CHROMIUM_PATH, else Debian's. */
export function chromiumPath(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate): candidate is string => !!candidate && fs.existsSync(candidate)) ?? null;
}
