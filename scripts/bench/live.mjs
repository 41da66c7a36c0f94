// Live updates (DESIGN.md §6): how soon a write reaches a viewer in Chromium, what 1,000 open
// streams cost the server process, and whether the viewer's heap stays flat across 1,000 updates.
import fs from 'node:fs';
import http from 'node:http';

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** A board whose one text card the bench rewrites, and a clock ticking seconds beside it. */
export function liveBoard() {
  return {
    name: 'Live',
    components: [
      { id: 'live', type: 'text', x: 40, y: 40, width: 900, height: 200, textContent: 'Live 0' },
      {
        id: 'clock',
        type: 'clock',
        x: 1000,
        y: 40,
        width: 600,
        height: 300,
        clockConfig: { hour12: false, showSeconds: true },
      },
    ],
  };
}

async function openViewer(context, base, screenId) {
  const page = await context.newPage();
  await page.goto(`${base}/view/${screenId}`);
  await page.locator('[data-component-id="live"]').waitFor();
  // Let the stream open and the first answers settle.
  await page.waitForTimeout(1500);
  return page;
}

/** Rewrites the card `rounds` times through the API; answers each write's time to the screen. */
async function rewrite(page, family, screenId, rounds, { timed }) {
  let screen = await family.get(`/api/screens/${screenId}`);
  const latencies = [];
  const run = Math.random().toString(36).slice(2, 8);
  for (let round = 1; round <= rounds; round++) {
    // Unique and closed, so no earlier text can contain it ("Live 10" contains "Live 1").
    const text = `Live [${run}-${round}]`;
    // The moment the text lands, taken in the page by a mutation observer (same machine clock).
    await page.evaluate((expected) => {
      window.__seenAt = null;
      const check = () => {
        const card = document.querySelector('[data-component-id="live"]');
        if (card?.textContent?.includes(expected)) {
          window.__seenAt = Date.now();
          observer.disconnect();
        }
      };
      const observer = new MutationObserver(check);
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    }, text);
    const sent = Date.now();
    screen.components[0].textContent = text;
    screen = await family.put(`/api/screens/${screenId}`, screen);
    await page.waitForFunction(() => window.__seenAt !== null, null, { polling: 20, timeout: 10_000 });
    const at = await page.evaluate(() => window.__seenAt);
    if (timed) latencies.push(at - sent);
  }
  return latencies;
}

/** From the start of the write to the changed text on the viewer's screen, over `rounds` writes. */
export async function measureLiveLatency(context, base, family, screenId, rounds = 60) {
  const page = await openViewer(context, base, screenId);
  try {
    await rewrite(page, family, screenId, 5, { timed: false });
    const latencies = await rewrite(page, family, screenId, rounds, { timed: true });
    return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), rounds };
  } finally {
    await page.close();
  }
}

/** The viewer's JS heap after a full collection, before and after `rounds` live updates. */
export async function measureViewerHeap(context, base, family, screenId, rounds = 1000) {
  const page = await openViewer(context, base, screenId);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };
  try {
    // A first round warms every path (lazy chunks, caches) before the baseline.
    await rewrite(page, family, screenId, 50, { timed: false });
    const before = await heap();
    await rewrite(page, family, screenId, rounds, { timed: false });
    const after = await heap();
    return { before, after, growth: after - before, rounds };
  } finally {
    await page.close();
  }
}

function rssOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) * 1024;
}

/** Opens one stream; resolves once the server has said `ready`, with a way to watch for a change. */
function openStream(port, token) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        path: '/api/live',
        agent: false,
        headers: { authorization: `Bearer ${token}` },
      },
      (response) => {
        let text = '';
        let onChange = null;
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
          if (text.includes('event: ready')) resolve(stream);
          if (onChange && text.includes('event: change')) onChange();
        });
        const stream = {
          changed: () =>
            new Promise((done) => {
              if (text.includes('event: change')) done();
              else onChange = done;
            }),
          close: () => request.destroy(),
        };
      },
    );
    request.on('error', reject);
  });
}

/** The server's resident memory with `count` streams open, and how long one change takes to reach them all. */
export async function measureLiveConnections(server, family, count = 1000) {
  const idle = rssOf(server.pid);
  const streams = [];
  for (let opened = 0; opened < count; opened += 100) {
    streams.push(
      ...(await Promise.all(Array.from({ length: 100 }, () => openStream(server.port, family.token)))),
    );
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const held = rssOf(server.pid);
  const started = performance.now();
  await family.post('/api/shopping-lists', { name: 'Fan-out' });
  await Promise.all(streams.map((stream) => stream.changed()));
  const fanOutMs = performance.now() - started;
  for (const stream of streams) stream.close();
  return { idle, held, fanOutMs, count };
}
