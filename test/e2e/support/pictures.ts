import path from 'node:path';
import { type Locator, type Page, test } from '@playwright/test';
import { finiteAnimationsEnded } from './animations';

/**
 * Pictures taken along a test for a person to look at, only when asked for:
 * `E2E_PICTURES=1 npx playwright test …`. Encoding a 1920×1080 PNG costs the browser a good part
 * of a second on a small machine, and a run that only checks behaviour has no one to look.
 *
 * Finite animations end first, so a picture shows what stays rather than a dialog mid fade-in.
 *
 * `docs: true` writes `docs/screenshots/<name>.png`, the picture the README shows (commit it when
 * it changed on purpose); otherwise the picture goes to the test's own output folder.
 */
export async function picture(
  target: Page | Locator,
  name: string,
  options: { docs?: boolean; fullPage?: boolean } = {},
): Promise<void> {
  if (!process.env.E2E_PICTURES) return;
  const file = options.docs
    ? path.resolve('docs/screenshots', `${name}.png`)
    : test.info().outputPath(`${name}.png`);
  await finiteAnimationsEnded('goto' in target ? target : target.page());
  if ('goto' in target) await target.screenshot({ path: file, fullPage: options.fullPage });
  else await target.screenshot({ path: file });
}
