// A parent's viewer: a member signed in to the app opens a board's viewer from it, in Chromium,
// through a proxy that sees every request reaching the server — from the app's page, the viewer's
// tab and the viewer's service worker alike — and the bytes of each answer as they crossed the wire
// (headers included, compressed as the server sent them), each answer late by a home network's
// latency. Two ways a parent gets there:
// - "Open Viewer" on the app's Manage Screens page: a tab of its own. The browser's cache is emptied
//   just before the click, so the figure is the viewer's first load, as a TV's is (the app's page
//   would otherwise have left the shared code in the cache, which a parent on another device, or
//   after a deploy, does not have);
// - the same with DevTools' "Disable cache" ticked, as someone measuring a first load does: the
//   browser's cache is bypassed by the app's page, the viewer's tab and the viewer's worker alike.
//   The worker keeps the files the page loaded from the browser's cache; bypassed, it once fetched
//   every one of them again (240 KB of scripts, each twice);
// - the viewer's own "Log In": the log-in page sends the parent back to the board inside the app's
//   page, without a new document.
import { openBrowser } from './browser.mjs';
import { loopbackProxy } from './loopback-proxy.mjs';

/** Every request that reached the server through the proxy, in order, with its answer's bytes. */
function wireLog() {
  const requests = [];
  const watch = () => {
    // Chromium sends a connection's next request only once the answer before it is in: every byte
    // from the server belongs to the last request sent on the connection.
    let last = null;
    let pending = '';
    return {
      fromClient(chunk) {
        pending += chunk.toString('latin1');
        const lines = pending.split('\r\n');
        pending = lines.pop();
        for (const line of lines) {
          const match = /^([A-Z]+) (\S+) HTTP\/1\.1$/.exec(line);
          if (!match) continue;
          last = { method: match[1], path: match[2], bytes: 0 };
          requests.push(last);
        }
      },
      fromServer(chunk) {
        if (last) last.bytes += chunk.length;
      },
    };
  };
  return { requests, watch };
}

/**
 * What `requests` cost: the built scripts' bytes, and every file asked for more than once (the
 * API's answers are asked for again by design: a page that signs in reads the session anew).
 */
function describe(requests) {
  const scripts = requests.filter((r) => /^\/assets\/.+\.js$/.test(r.path.split('?')[0]));
  const counts = new Map();
  for (const r of requests)
    if (r.method === 'GET' && !r.path.startsWith('/api/')) counts.set(r.path, (counts.get(r.path) ?? 0) + 1);
  return {
    scriptBytes: scripts.reduce((total, r) => total + r.bytes, 0),
    scripts: scripts.map((r) => ({ path: r.path, wire: r.bytes })),
    // The page the worker keeps (/view/) is its own copy of the shell, asked for once on purpose;
    // the worker's keeps running side by side asked for it once per message (eight on a first load).
    twice: [...counts].filter(([, count]) => count > 1).map(([path]) => path),
  };
}

const DRAWN_CARD = '[data-component-id] .board-card__body > *';

/**
 * How long each answer takes to reach the browser, as on a phone's or a laptop's Wi-Fi. On loopback
 * a file arrives before the page can ask for the next: the worker's keeps then ran one after the
 * other by chance, and asked for /view/ once; with 80 ms they ran side by side and asked again.
 */
const PHONE_LATENCY_MS = 80;

/** Until the board is drawn and the viewer, its widgets and its worker have stopped asking. */
async function settled(page) {
  await page.locator(DRAWN_CARD).first().waitFor({ timeout: 60_000 });
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  // The worker keeps the viewer's files after the page's load: give it the time to ask for them.
  await page.waitForTimeout(3000);
}

/**
 * DevTools' "Disable cache" in `browser`: on every page of `context` and on every service worker,
 * which DevTools reaches through the browser's own session (a page's session cannot).
 */
async function disableCache(browser, context) {
  const onPage = async (page) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  };
  context.on('page', (page) => void onPage(page).catch(() => undefined));
  const root = await browser.newBrowserCDPSession();
  let id = 0;
  const toWorker = (sessionId, method, params = {}) =>
    root.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({ id: ++id, method, params }),
    });
  root.on('Target.targetCreated', ({ targetInfo }) => {
    if (targetInfo.type !== 'service_worker') return;
    void (async () => {
      const { sessionId } = await root.send('Target.attachToTarget', {
        targetId: targetInfo.targetId,
        flatten: false,
      });
      await toWorker(sessionId, 'Network.enable');
      await toWorker(sessionId, 'Network.setCacheDisabled', { cacheDisabled: true });
    })().catch(() => undefined);
  });
  await root.send('Target.setDiscoverTargets', { discover: true });
}

/**
 * "Open Viewer" on the app's Manage Screens page, signed in as the app's log-in leaves a browser:
 * the viewer's tab from the click on, the browser's cache emptied just before it (or bypassed all
 * along, `disableCache`).
 */
async function openViewerFromApp(log, base, family, screen, { disableCache: bypass = false } = {}) {
  const { browser, context } = await openBrowser(base, family.token);
  try {
    if (bypass) await disableCache(browser, context);
    const app = await context.newPage();
    await app.goto(`${base}/app/screens`);
    const open = app.getByRole('link', { name: `Open Viewer for ${screen.name} (opens in a new tab)` });
    await open.waitFor({ timeout: 60_000 });
    await app.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(app);
    await cdp.send('Network.clearBrowserCache');
    const from = log.requests.length;
    const [viewer] = await Promise.all([context.waitForEvent('page'), open.click()]);
    await settled(viewer);
    return describe(log.requests.slice(from));
  } finally {
    await browser.close();
  }
}

/**
 * Both ways, each in a browser of its own with a cold cache. `family` is a signed-up family from
 * ./server.mjs `makeFamily` whose `email` and `password` log in; `screen` one of its boards.
 */
export async function measureParentViewer(server, family, screen) {
  const log = wireLog();
  const proxy = await loopbackProxy(server.port, log.watch, { latencyMs: PHONE_LATENCY_MS });
  const base = `http://127.0.0.1:${proxy.port}`;
  try {
    const fromApp = await openViewerFromApp(log, base, family, screen);
    const noCache = await openViewerFromApp(log, base, family, screen, { disableCache: true });
    // The viewer's "Log In", and back to the board.
    const afterLogIn = await (async () => {
      const { browser, context } = await openBrowser(base);
      try {
        const page = await context.newPage();
        const start = log.requests.length;
        await page.goto(`${base}/view/${screen.id}`);
        await page.getByRole('link', { name: 'Log In' }).click();
        await page.getByLabel('Email').fill(family.email);
        await page.getByLabel('Password', { exact: true }).fill(family.password);
        const from = log.requests.length;
        await page.getByRole('button', { name: 'Log In' }).click();
        await settled(page);
        // Bytes from the log-in on; an address asked for twice, from the first sight of the viewer on.
        return { ...describe(log.requests.slice(from)), twice: describe(log.requests.slice(start)).twice };
      } finally {
        await browser.close();
      }
    })();
    return { fromApp, noCache, afterLogIn };
  } finally {
    await proxy.close();
  }
}
