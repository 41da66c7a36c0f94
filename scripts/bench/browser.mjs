// Browser measurements in the system Chromium: what the viewer downloads, how soon it paints
// under 4x CPU throttling, its idle CPU, and editor frame times while dragging.
import { chromium } from '@playwright/test';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Chromium, and a context signed in with `token` (none without one). */
export async function openBrowser(base, token) {
  const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find(Boolean);
  const browser = await chromium.launch({ executablePath, args: ARGS });
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  if (token) {
    await context.addCookies([{ name: 'luno_session', value: token, url: base }]);
    await context.addInitScript((t) => localStorage.setItem('token', t), token);
  }
  return { browser, context };
}

async function throttled(page, rate) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

/** A card whose widget has drawn something: a frame of an empty card is not yet the board. */
const DRAWN_CARD = '[data-component-id] .board-card__body > *';

/**
 * Times the first card as the page draws it: from the start of the navigation to the animation
 * frame that first holds a card with its widget's content. Timed from here instead, the figure also
 * held the test driver's own latency — its polling steps, the script it puts in the page, its
 * messages — which a loaded machine makes hundreds of milliseconds; that wall-clock time is
 * returned beside it.
 */
async function watchFirstCard(page) {
  await page.addInitScript((selector) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector(selector)) return;
      observer.disconnect();
      requestAnimationFrame((frameAt) => {
        window.__firstCardFrameMs = frameAt;
      });
    });
    observer.observe(document, { childList: true, subtree: true });
  }, DRAWN_CARD);
  const started = Date.now();
  return async () => {
    await page.locator(DRAWN_CARD).first().waitFor();
    const wallMs = Date.now() - started;
    const paintMs = await page.evaluate(async () => {
      while (window.__firstCardFrameMs === undefined) await new Promise(requestAnimationFrame);
      return window.__firstCardFrameMs;
    });
    return { paintMs: Math.round(paintMs), wallMs };
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const header = (headers, name) => Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];

/**
 * What a display opening `/view/{id}` with a cold cache receives from the server, counted by
 * Chromium as bytes on the wire (headers included, after compression), and the time to the
 * first component on the board at 4x CPU throttling.
 */
export async function measureViewer(context, base, screenId) {
  const page = await context.newPage();
  const cdp = await throttled(page, 4);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // Cold means cold: a service worker installed by an earlier load of this context would answer,
  // and the board and answers an earlier load kept (localStorage) would be drawn before any came.
  await cdp.send('Network.setBypassServiceWorker', { bypass: true });
  await page.addInitScript(() => {
    const token = localStorage.getItem('token');
    localStorage.clear();
    if (token) localStorage.setItem('token', token);
  });
  const requests = new Map();
  const request = (id) => requests.get(id) ?? requests.set(id, { wire: 0, decoded: 0 }).get(id);
  cdp.on('Network.requestWillBeSent', ({ requestId, request: { url } }) => {
    if (url.startsWith(base)) request(requestId).url = url;
  });
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    // What has arrived so far is the headers: all that counts for an answer the browser drops
    // before its body (it does so with some answers that have no content).
    const encoding = header(response.headers, 'content-encoding');
    Object.assign(request(requestId), {
      type,
      encoding,
      wire: response.encodedDataLength,
      mimeType: response.mimeType,
      fromServiceWorker: response.fromServiceWorker,
    });
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    request(requestId).decoded += dataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    Object.assign(request(requestId), { wire: encodedDataLength, settled: 'finished' });
  });
  cdp.on('Network.loadingFailed', ({ requestId, errorText }) => {
    request(requestId).settled = errorText;
  });
  const ours = () => [...requests.values()].filter((r) => r.url);

  const firstCard = await watchFirstCard(page);
  await page.goto(`${base}/view/${screenId}`);
  const { paintMs, wallMs } = await firstCard();
  // The board's fonts are part of what it downloads, and can start after the network went quiet.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  // The last answers' events can trail the network going quiet.
  for (let i = 0; i < 50 && ours().some((r) => !r.settled); i++) await page.waitForTimeout(100);
  await page.close();

  const sum = (list) => ({
    requests: list.length,
    wireBytes: list.reduce((total, r) => total + r.wire, 0),
    decodedBytes: list.reduce((total, r) => total + r.decoded, 0),
    compressed: list.filter((r) => r.encoding).length,
    unfinished: list.filter((r) => r.settled !== 'finished').length,
  });
  const scripts = ours().filter((r) => r.type === 'Script');
  const editorChunks = scripts.map((r) => r.url).filter((url) => /editor|rnd|zustand/i.test(url));
  // Text the server sent as it is although it is over 1 KB (decoded): each should go compressed.
  const text = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg)/;
  const uncompressedText = ours()
    .filter((r) => !r.encoding && r.decoded > 1024 && text.test(r.mimeType ?? ''))
    .map((r) => `${new URL(r.url).pathname} (${kb(r.decoded)})`);
  const files = scripts.map((r) => ({ path: new URL(r.url).pathname, wire: r.wire, decoded: r.decoded }));
  return {
    paintMs,
    wallMs,
    js: sum(scripts),
    all: sum(ours()),
    editorChunks,
    uncompressedText,
    scripts: files,
  };
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

/**
 * A display's second load of its board, from its service worker: the page opens once (the worker
 * installs and keeps the page and its code), then again; the figure is the time from navigation to
 * the first card of the second load, at `rate`× CPU throttling, and how many of the answers that
 * came before it the worker gave against those that reached the network.
 */
export async function measureServiceWorkerLoad(context, base, screenId, rate = 4) {
  const first = await context.newPage();
  await first.goto(`${base}/view/${screenId}`);
  await first.locator('[data-component-id]').first().waitFor();
  // main.tsx hands the worker what the page loaded once the worker is active: the second load starts
  // once the worker has kept the page and every built file the first one loaded. (Polled from here:
  // waitForFunction takes the promise of an async predicate for a truthy answer.)
  const kept = () =>
    first.evaluate(async () => {
      const assets = new Set(
        (await (await caches.open('luno-viewer-assets')).keys()).map((request) => request.url),
      );
      const pages = await (await caches.open('luno-viewer-page')).keys();
      const loaded = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => new URL(url).pathname.startsWith('/assets/'));
      return pages.length > 0 && loaded.length > 0 && loaded.every((url) => assets.has(url));
    });
  const waitingSince = Date.now();
  while (!(await kept())) {
    if (Date.now() - waitingSince > 60_000) throw new Error('the worker did not keep the viewer');
    await first.waitForTimeout(250);
  }
  await first.close();

  const page = await context.newPage();
  const cdp = await throttled(page, rate);
  await cdp.send('Network.enable');
  const answered = { worker: 0, network: 0 };
  cdp.on('Network.responseReceived', ({ response }) => {
    if (response.url.startsWith(base)) answered[response.fromServiceWorker ? 'worker' : 'network'] += 1;
  });
  const firstCard = await watchFirstCard(page);
  await page.goto(`${base}/view/${screenId}`);
  const { paintMs, wallMs } = await firstCard();
  await page.close();
  return { paintMs, wallMs, ...answered };
}
