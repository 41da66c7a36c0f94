import fs from 'node:fs';

/**
 * The system Chromium (never a downloaded one): CHROMIUM_PATH when set, else Debian's. The same
 * search as scripts/test-setup.mjs, which installs it where it can.
 */
export function chromiumPath(): string | null {
  if (process.env.CHROMIUM_PATH)
    return fs.existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : null;
  return (
    ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((candidate) => fs.existsSync(candidate)) ?? null
  );
}
