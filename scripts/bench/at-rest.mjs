// A TV at rest (DESIGN §6: with the live stream open, ≤ 100 requests a day): a paired display shows
// a board with every widget type — Spotify connected with nothing playing, a forecast, a calendar
// feed, slideshows — in Chromium, through a proxy that counts every request reaching the server,
// while a day passes on the page's clock and nothing changes.
//
// The page's clock is Playwright's, paused, and moved on 50 s at a time with every timer in the span
// firing in turn (`clock.runFor`); after each step a heartbeat of the live stream is handed to the
// page, as the server would have sent two: the server's own keep to the real clock, and without them
// the viewer's watchdog would take the day for a dead stream and reopen it. The stream itself stays
// open to the server all along. The server's own background work keeps the real clock: it reads the
// calendar feed and the album every minute here (instead of every 10 and 60), so that each is read
// again during the day at least once and, finding nothing new, must cost the display nothing; a new
// forecast (every 20 minutes) is a change and is not part of a day at rest.
// Run alone (`node scripts/bench/at-rest.mjs`, after `npm run build`) or from scripts/bench.mjs.
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { openBrowser } from './browser.mjs';
import { serveBenchFeeds } from './calendar-feeds.mjs';
import { loopbackProxy } from './loopback-proxy.mjs';
import { phonePhoto } from './photos.mjs';
import { everyWidgetBoard, makeFamily, startServer } from './server.mjs';

const DAY_MS = 24 * 60 * 60_000;
const STEP_MS = 50_000;
/** The day lasts this long at least in real time, so that the server reads the feed and the album again. */
const MIN_REAL_MS = 150_000;

/**
 * Reads the HTTP/1.1 messages of one direction of a connection, calling `onHead(startLine, headers)`
 * for each; `onHead` answers how its body is framed: 'none', 'length', 'chunked' or 'close'.
 */
function messageReader(onHead) {
  let buffer = Buffer.alloc(0);
  let body = { kind: 'none' };
  return (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      if (body.kind === 'close') {
        buffer = Buffer.alloc(0);
        return;
      }
      if (body.kind === 'length') {
        const taken = Math.min(body.remaining, buffer.length);
        buffer = buffer.subarray(taken);
        body.remaining -= taken;
        if (body.remaining > 0) return;
        body = { kind: 'none' };
        continue;
      }
      const lineEnd = buffer.indexOf('\r\n');
      if (body.kind === 'chunked') {
        if (lineEnd < 0) return;
        const size = Number.parseInt(buffer.subarray(0, lineEnd).toString('latin1'), 16);
        if (size === 0) {
          // The last chunk, then any trailers, up to an empty line.
          const rest = buffer.subarray(lineEnd + 2);
          const trailers = rest.indexOf('\r\n\r\n');
          const end = rest.toString('latin1').startsWith('\r\n') ? 2 : trailers < 0 ? -1 : trailers + 4;
          if (end < 0) return;
          buffer = rest.subarray(end);
          body = { kind: 'none' };
          continue;
        }
        if (buffer.length < lineEnd + 2 + size + 2) return;
        buffer = buffer.subarray(lineEnd + 2 + size + 2);
        continue;
      }
      const headEnd = buffer.indexOf('\r\n\r\n');
      if (headEnd < 0) return;
      const [startLine, ...lines] = buffer.subarray(0, headEnd).toString('latin1').split('\r\n');
      buffer = buffer.subarray(headEnd + 4);
      const headers = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const framing = onHead(startLine, headers);
      body =
        framing === 'length'
          ? { kind: 'length', remaining: Number(headers['content-length'] ?? 0) }
          : { kind: framing };
    }
  };
}

/**
 * A TCP proxy to `port` on loopback that reads every request and answer crossing it: `requests`
 * lists each request that reached the server, with the status it was answered (null while open).
 */
async function requestCountingProxy(port) {
  const requests = [];
  const proxy = await loopbackProxy(port, () => {
    const waiting = [];
    return {
      fromClient: messageReader((startLine, headers) => {
        const [method, target] = startLine.split(' ');
        const request = { method, path: target, status: null, at: Date.now() };
        requests.push(request);
        waiting.push(request);
        return headers['content-length'] ? 'length' : 'none';
      }),
      fromServer: messageReader((startLine, headers) => {
        const status = Number(startLine.split(' ')[1]);
        const request = waiting.shift();
        if (request) request.status = status;
        if (status === 304 || status === 204 || status < 200 || request?.method === 'HEAD') return 'none';
        if (/chunked/i.test(headers['transfer-encoding'] ?? '')) return 'chunked';
        return headers['content-length'] !== undefined ? 'length' : 'close';
      }),
    };
  });
  return { ...proxy, requests };
}

/** The fakes of Spotify and Open-Meteo in a process of their own (they are TypeScript): its variables. */
async function startFakes() {
  const child = spawn('node_modules/.bin/tsx', ['scripts/bench/fakes.ts'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const env = await new Promise((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (chunk) => {
      text += chunk;
      if (text.includes('\n')) resolve(JSON.parse(text));
    });
    child.once('exit', (code) => reject(new Error(`the fakes exited with ${code}`)));
  });
  return { env, stop: () => child.stdin.end() };
}

/** Connects the family's Spotify through the fake's consent page, as a parent's browser would. */
async function connectSpotify(base, family) {
  const start = await fetch(`${base}/api/auth/spotify`, { headers: family.headers, redirect: 'manual' });
  const flow = start.headers.get('set-cookie')?.split(';')[0];
  const consent = await fetch(start.headers.get('location'), { redirect: 'manual' });
  const back = new URL(consent.headers.get('location'));
  const landed = await fetch(`${base}${back.pathname}${back.search}`, {
    headers: { cookie: flow },
    redirect: 'manual',
  });
  if (!landed.headers.get('location')?.includes('result=connected'))
    throw new Error(`Spotify did not connect: ${landed.headers.get('location')}`);
}

/**
 * Pairs a new browser context as the family's display of `screenId`, as its QR code would; answers
 * its page, on the board, with its clock installed and its live streams within reach.
 */
async function pairDisplay(browser, base, family, screenId) {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  await context.addInitScript(() => {
    const Native = window.EventSource;
    window.__liveStreams = [];
    window.EventSource = class extends Native {
      constructor(url, init) {
        super(url, init);
        window.__liveStreams.push(this);
      }
    };
  });
  const page = await context.newPage();
  await page.clock.install();
  const asked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/pair');
  await page.goto(`${base}/pair`);
  const { pairingId } = await (await asked).json();
  const { user } = await family.get('/api/auth/status');
  await family.post(`/api/pair/${pairingId}/complete`, {
    familyId: user.familyid,
    screenId,
    name: 'Kitchen TV',
  });
  await page.waitForURL(`**/view/${screenId}`, { timeout: 60_000 });
  return page;
}

/** Requests a day from a paired display at rest on a board with every widget type. */
export async function measureAtRest({ hours = 24 } = {}) {
  const fakes = await startFakes();
  const feeds = await serveBenchFeeds(1, 50);
  const server = await startServer({
    ...fakes.env,
    LUNO_FETCH_ALLOW_PRIVATE: '127.0.0.1',
    // The bench's album link is never read from outside this machine: a closed port answers.
    LUNO_GOOGLE_PHOTOS_BASE_URL: 'http://127.0.0.1:9',
    LUNO_CALENDAR_SYNC_MINUTES: '1',
    LUNO_ALBUM_REFRESH_MINUTES: '1',
  });
  const proxy = await requestCountingProxy(server.port);
  const base = `http://127.0.0.1:${proxy.port}`;
  const { browser } = await openBrowser(base, null);
  try {
    const family = await makeFamily(server.base);
    await connectSpotify(server.base, family);
    await family.put('/api/weather/place', {
      name: 'Berlin',
      latitude: 52.52437,
      longitude: 13.41053,
      units: 'celsius',
    });
    const board = await family.post(
      '/api/screens',
      await everyWidgetBoard(family, { base, feedUrl: feeds.urls[0], photo: await phonePhoto() }),
    );
    const tv = await pairDisplay(browser, base, family, board.id);
    await tv.locator('[data-component-id="chores"]').getByText('Walk the dog').waitFor();
    await tv.locator('[data-component-id="music"]').getByText('Nothing is playing.').waitFor();
    await tv.locator('[data-component-id="weather"]').getByText(/°/).first().waitFor();
    await tv.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    // Loaded: the service worker has fetched the slideshows' photos ahead, and nothing has reached
    // the server for three seconds.
    for (let quiet = 0; quiet < 3_000; ) {
      const seen = proxy.requests.length;
      await tv.waitForTimeout(500);
      quiet = proxy.requests.length === seen ? quiet + 500 : 0;
    }
    const loaded = proxy.requests.length;

    await tv.clock.pauseAt((await tv.evaluate(() => Date.now())) + 1_000);
    const started = Date.now();
    const feedReads = feeds.served();
    const span = hours * 60 * 60_000;
    for (let passed = 0; passed < span; passed += STEP_MS) {
      const due = started + (passed / span) * MIN_REAL_MS;
      if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
      await tv.clock.runFor(Math.min(STEP_MS, span - passed));
      await tv.evaluate(() =>
        window.__liveStreams.at(-1)?.dispatchEvent(new MessageEvent('heartbeat', { data: '{}' })),
      );
    }
    // Answers to the last step's requests.
    await tv.clock.resume();
    await tv.waitForTimeout(2_000);
    const realMs = Date.now() - started;
    const feedReadsDuring = feeds.served() - feedReads;
    const day = proxy.requests.slice(loaded);
    const byPath = new Map();
    for (const request of day) {
      const key = `${request.method} ${request.path.replace(/\?.*$/, '').replace(/\/\d+/g, '/{id}')}`;
      byPath.set(key, (byPath.get(key) ?? 0) + 1);
    }
    return {
      hours,
      realMs,
      loaded,
      requests: day.length,
      perDay: (day.length * DAY_MS) / span,
      notModified: day.filter((request) => request.status === 304).length,
      changed: day
        .filter((request) => request.status !== 304)
        .map((request) => `${request.method} ${request.path} ${request.status}`),
      streams: day.filter((request) => request.path === '/api/live').length,
      feedReads: feedReadsDuring,
      byPath: [...byPath].sort((a, b) => b[1] - a[1]),
    };
  } finally {
    await browser.close();
    await proxy.close();
    await server.stop();
    await feeds.close();
    fakes.stop();
  }
}

export function describeAtRest(m) {
  return `${m.requests} requests in ${m.hours} h of the page's clock (${(m.realMs / 1000).toFixed(0)} s real, the feed read ${m.feedReads} times meanwhile), ${m.notModified} answered 304 (the others: ${m.changed.join(', ') || 'none'}), ${m.streams} new streams; ${m.byPath.map(([path, count]) => `${path} ×${count}`).join(', ') || 'none'}; ${m.loaded} to load the board`;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const measured = await measureAtRest({ hours: Number(process.argv[2] ?? 24) });
  console.log(`${measured.perDay.toFixed(0)} requests a day: ${describeAtRest(measured)}`);
}
