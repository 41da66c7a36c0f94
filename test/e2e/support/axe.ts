import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { finiteAnimationsEnded } from './animations';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * What axe-core finds for WCAG 2.1 A and AA on the page as it is now (within `selector` when
 * given), as `rule: targets` lines. `label-content-name-mismatch` is a rule axe leaves out unless
 * asked, so it is asked for. Finite animations end first: a dialog caught mid fade-in has the
 * contrast of a half-drawn page, not of the one a family sees.
 *
 * axe runs in the page itself ("legacy" mode): Luno's pages have no frames, and the default mode's
 * merging of frames' results in a blank page of its own cost a third of every scan. Only the
 * violations are asked for, which spares gathering the details of every pass.
 */
export async function axeFindings(page: Page, selector?: string): Promise<string[]> {
  await finiteAnimationsEnded(page);
  const builder = new AxeBuilder({ page }).setLegacyMode().options({
    runOnly: { type: 'tag', values: WCAG_21_AA },
    resultTypes: ['violations'],
    rules: { 'label-content-name-mismatch': { enabled: true } },
  });
  if (selector) builder.include(selector);
  const { violations } = await builder.analyze();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
