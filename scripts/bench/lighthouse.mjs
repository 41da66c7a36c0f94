// Lighthouse (mobile preset: a mid-range phone, 4x CPU slowdown and a slow 4G link, simulated) on
// every public page of the built app, in the system Chromium, headless, against a server on
// loopback. Each run has a fresh browser profile, so nothing is cached.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** One Lighthouse run of `url`: the four scores (0–100), the paint and blocking times, and why points were lost. */
async function runOnce(url, chromePath) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    const { categories, audits } = lhr;
    const lost = [];
    for (const id of CATEGORIES) {
      for (const ref of categories[id].auditRefs) {
        const audit = audits[ref.id];
        if (ref.weight > 0 && audit.score !== null && audit.score < 0.9)
          lost.push(`${id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
      }
    }
    return {
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round(categories[id].score * 100)])),
      lcpMs: audits['largest-contentful-paint'].numericValue,
      fcpMs: audits['first-contentful-paint'].numericValue,
      tbtMs: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      lcpElement:
        audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
      // Lighthouse's own measure of this machine's speed at the time (a quiet desktop is 1,000–2,000).
      benchmarkIndex: lhr.environment.benchmarkIndex,
      lost,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse on each of `paths` under `base`, `runs` times each; each page's row is its run with
 * the median performance score (Lighthouse's own advice for a noisy machine).
 */
export async function measureLighthouse(base, paths, { runs = 1 } = {}) {
  const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const rows = [];
  for (const path of paths) {
    const all = [];
    for (let i = 0; i < runs; i++) all.push(await runOnce(`${base}${path}`, chromePath));
    all.sort((a, b) => a.scores.performance - b.scores.performance);
    rows.push({ path, runs, ...all[Math.floor(all.length / 2)] });
  }
  return rows;
}
