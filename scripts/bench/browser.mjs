// Browser measurements in the system Chromium: what the viewer downloads, how soon it paints
// under 4x CPU throttling, its idle CPU, and editor frame times while dragging.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function openBrowser(base, token) {
  const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find(Boolean);
  const browser = await chromium.launch({ executablePath, args: ARGS });
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  await context.addCookies([{ name: 'luno_session', value: token, url: base }]);
  await context.addInitScript((t) => localStorage.setItem('token', t), token);
  return { browser, context };
}

async function throttled(page, rate) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

/** JS the viewer route downloads (gzip), and the time to the first component on the board. */
export async function measureViewer(context, base, screenId) {
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      scripts.set(response.url(), gzipSync(await response.body()).length);
    } catch {
      // A script cancelled by navigation has no body; it was not needed for the board.
    }
  });
  await throttled(page, 4);
  const started = Date.now();
  await page.goto(`${base}/view/${screenId}`);
  await page.locator('[data-component-id]').first().waitFor();
  const paintMs = Date.now() - started;
  await page.waitForLoadState('networkidle');
  const gzipBytes = [...scripts.values()].reduce((a, b) => a + b, 0);
  const editorChunks = [...scripts.keys()].filter((url) => /editor|rnd|zustand/i.test(url));
  await page.close();
  return { gzipBytes, paintMs, files: scripts.size, editorChunks };
}

/** Share of one core the viewer uses while idle with a seconds clock, over `seconds`. */
export async function measureIdleCpu(context, base, screenId, seconds = 10) {
  const page = await context.newPage();
  await page.goto(`${base}/view/${screenId}`);
  await page.locator('[data-component-id]').first().waitFor();
  await page.waitForTimeout(2000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const taskTime = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value;
  const before = await taskTime();
  await page.waitForTimeout(seconds * 1000);
  const share = (await taskTime()) - before;
  await page.close();
  return share / seconds;
}

/** Frame times while dragging one of the board's components across the canvas, at 4x throttling. */
export async function measureEditorDrag(context, base) {
  const page = await context.newPage();
  await page.goto(`${base}/app/layout`);
  const layer = page.getByRole('button', { name: /^Text layer/ }).nth(25);
  await layer.waitFor({ timeout: 30_000 });
  // Selecting opens the layer's settings in the sidebar; that is a click of its own, not the drag.
  await layer.click();
  await page.waitForTimeout(1000);
  await throttled(page, 4);
  const box = await layer.boundingBox();
  await page.evaluate(() => {
    window.__frames = [];
    let last = performance.now();
    const tick = (now) => {
      window.__frames.push(now - last);
      last = now;
      if (window.__frames.length < 100_000) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 60; i++) await page.mouse.move(x + i * 4, y + i * 2);
  await page.mouse.up();
  const frames = (await page.evaluate(() => window.__frames)).slice(2).sort((a, b) => a - b);
  await page.close();
  return {
    p50: frames[Math.floor(frames.length * 0.5)] ?? 0,
    p95: frames[Math.floor(frames.length * 0.95)] ?? 0,
    count: frames.length,
  };
}
