// `npm run bench`: measures against the budgets of DESIGN.md §6 on the built app (`npm run build`
// first), comparing within one run where the budget is a ratio. Prints a table; fails nothing.
// `npm run bench -- app` runs only the server, API and browser measures; `npm run bench --
// lighthouse` only Lighthouse on the public pages (LIGHTHOUSE_RUNS=3 takes each page's median run).

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { measureEditorDrag, measureIdleCpu, measureViewer, openBrowser } from './bench/browser.mjs';
import { serveBenchFeeds } from './bench/calendar-feeds.mjs';
import { bareServer, fetchRaw, load } from './bench/http-load.mjs';
import { CATEGORIES, measureLighthouse } from './bench/lighthouse.mjs';
import { liveBoard, measureLiveConnections, measureLiveLatency, measureViewerHeap } from './bench/live.mjs';
import { describePhotos, measurePhotos } from './bench/photos.mjs';
import { busyBoard, makeFamily, startServer } from './bench/server.mjs';
import { describeSlideshow, measureSlideshowBytes } from './bench/slideshow.mjs';

const PARTS = ['app', 'lighthouse'];
const asked = process.argv.slice(2);
const unknown = asked.filter((part) => !PARTS.includes(part));
if (unknown.length) {
  console.error(`Unknown part ${unknown.join(', ')}: choose from ${PARTS.join(', ')} (none for all).`);
  process.exit(1);
}
const runs = (part) => asked.length === 0 || asked.includes(part);

if (!fs.existsSync('dist/server/main.js')) {
  console.error('Run `npm run build` first.');
  process.exit(1);
}

const rows = [];
/** `ok` says whether a measured value is within its budget; a row with no budget passes none. */
const report = (measure, value, budget, ok) =>
  rows.push({ measure, value, budget, within: ok === undefined ? '—' : ok ? 'yes' : 'NO' });
const notMeasured = (measure, why, budget) =>
  rows.push({ measure, value: `not measured: ${why}`, budget, within: '—' });
const step = (name) => console.log(`… ${name}`);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (runs('app')) {
  step('cold start');
  const starts = [];
  for (let i = 0; i < 3; i++) {
    const server = await startServer();
    starts.push(server.readyMs);
    await server.stop();
  }
  const coldStart = Math.min(...starts);
  report(
    'server cold start to ready (SQLite)',
    `${coldStart.toFixed(0)} ms (best of 3)`,
    '≤ 500 ms',
    coldStart <= 500,
  );

  const server = await startServer();
  const family = await makeFamily(server.base);
  const screen = await family.post('/api/screens', busyBoard(60));

  step('API throughput');
  // A typical family: three boards of eight cards each (the 60-card board is for the editor).
  const typical = await makeFamily(server.base);
  for (const name of ['Kitchen', 'Hallway', 'Playroom'])
    await typical.post('/api/screens', { ...busyBoard(7), name });
  const auth = { authorization: `Bearer ${typical.token}` };

  /** Luno's answer under load against a bare server sending the very bytes Luno sent. */
  async function againstBare(headers) {
    const request = { path: '/api/screens', headers, connections: 50 };
    const answer = await fetchRaw({ port: server.port, ...request });
    await load({ port: server.port, ...request, seconds: 2 });
    const luno = await load({ port: server.port, ...request, seconds: 5 });
    const bare = await bareServer(answer.body, answer.headers['content-encoding']);
    await load({ port: bare.port, ...request, seconds: 2 });
    const ceiling = await load({ port: bare.port, ...request, seconds: 5 });
    await bare.close();
    const ratio = luno.rps / ceiling.rps;
    return {
      luno,
      ratio,
      bytes: answer.body.length,
      encoding: answer.headers['content-encoding'],
      value: `${luno.rps.toFixed(0)} vs ${ceiling.rps.toFixed(0)} req/s = ${(ratio * 100).toFixed(0)} %`,
    };
  }

  const plain = await againstBare(auth);
  // What Chromium sends: the answer a display gets.
  const browser = await againstBare({ ...auth, 'accept-encoding': 'gzip, deflate, br, zstd' });
  report(
    `GET /api/screens (3 boards, ${kb(plain.bytes)}; ${kb(browser.bytes)} ${browser.encoding ?? 'uncompressed'}) as a browser asks, vs bare node:http sending the same bytes`,
    browser.value,
    '≥ 50 %',
    browser.ratio >= 0.5,
  );
  report(
    'same, p99 at 50 connections',
    `${browser.luno.p99.toFixed(1)} ms`,
    '≤ 20 ms',
    browser.luno.p99 <= 20,
  );
  report(
    'same, for a client that accepts no encoding',
    `${plain.value}, p99 ${plain.luno.p99.toFixed(1)} ms`,
    '≥ 50 %',
    plain.ratio >= 0.5,
  );

  step('photo library');
  for (const [measure, value] of describePhotos(await measurePhotos())) report(measure, value, '—');

  step('a slideshow in the viewer');
  for (const [measure, value] of describeSlideshow(await measureSlideshowBytes()))
    report(measure, value, '—');

  step('calendars');
  const expand = spawnSync('node_modules/.bin/tsx', ['scripts/bench/calendar-expand.ts'], {
    encoding: 'utf8',
  });
  if (expand.status === 0) {
    const result = JSON.parse(expand.stdout);
    report(
      `parse and expand a 5,000-event feed (${kb(result.bytes)}) over 90 days`,
      `${result.bestMs.toFixed(0)} ms best, ${result.medianMs.toFixed(0)} ms median of 5 (${result.occurrences} occurrences)`,
      '—',
    );
  } else {
    notMeasured(
      'parse and expand a 5,000-event feed over 90 days',
      `the run failed: ${expand.stderr.slice(0, 200)}`,
      '—',
    );
  }
  {
    const feeds = await serveBenchFeeds(10, 500);
    const calendarServer = await startServer({ LUNO_FETCH_ALLOW_PRIVATE: '127.0.0.1' });
    try {
      const calendarFamily = await makeFamily(calendarServer.base);
      for (const [index, url] of feeds.urls.entries()) {
        await calendarFamily.post('/api/calendars', { name: `Calendar ${index + 1}`, url });
      }
      const request = {
        port: calendarServer.port,
        path: '/api/events',
        headers: {
          authorization: `Bearer ${calendarFamily.token}`,
          'accept-encoding': 'gzip, deflate, br, zstd',
        },
      };
      const answer = await fetchRaw(request);
      const count = JSON.parse(
        (await fetch(`${calendarServer.base}/api/events`, {
          headers: { authorization: request.headers.authorization },
        }).then((r) => r.text())) || '[]',
      ).length;
      const single = await load({ ...request, connections: 1, seconds: 3 });
      const busy = await load({ ...request, connections: 10, seconds: 5 });
      report(
        `GET /api/events, a family with 10 sources (${count} events, ${kb(answer.body.length)} ${answer.headers['content-encoding'] ?? 'uncompressed'})`,
        `one client: p99 ${single.p99.toFixed(1)} ms (${single.rps.toFixed(0)} req/s); 10 clients: p99 ${busy.p99.toFixed(1)} ms (${busy.rps.toFixed(0)} req/s)`,
        '—',
      );
    } finally {
      await calendarServer.stop();
      await feeds.close();
    }
  }

  step('viewer and editor in Chromium');
  const { browser: chromium, context } = await openBrowser(server.base, family.token);
  try {
    const viewer = await measureViewer(context, server.base, screen.id);
    const { js, all } = viewer;
    report(
      'viewer JS over the wire, cold cache',
      `${kb(js.wireBytes)} in ${js.requests} requests (${kb(js.decodedBytes)} decoded)`,
      '≤ 120 KB',
      js.wireBytes <= 120 * 1024,
    );
    report(
      'viewer everything over the wire, cold cache',
      `${kb(all.wireBytes)} in ${all.requests} requests, ${all.compressed} compressed` +
        (all.unfinished ? `, ${all.unfinished} ended before their body` : ''),
      '—',
    );
    report(
      'viewer loads editor code',
      viewer.editorChunks.length ? viewer.editorChunks.join(', ') : 'no',
      'no',
      viewer.editorChunks.length === 0,
    );
    report(
      'viewer first board paint, cold cache, 4x CPU throttling',
      `${viewer.paintMs} ms`,
      '≤ 1000 ms',
      viewer.paintMs <= 1000,
    );
    const idle = await measureIdleCpu(context, server.base, screen.id);
    report(
      'viewer idle CPU with a seconds clock and a live stream (60 cards)',
      `${(idle * 100).toFixed(2)} % of a core`,
      '≤ 1 %',
      idle <= 0.01,
    );
    const drag = await measureEditorDrag(context, server.base);
    report(
      'editor: drag one of 60 components, 4x CPU throttling',
      `p50 ${drag.p50.toFixed(1)} ms, p95 ${drag.p95.toFixed(1)} ms (${drag.count} frames)`,
      'frames < 32 ms',
      drag.p95 < 32,
    );
  } finally {
    await chromium.close();
    await server.stop();
  }

  step('live updates');
  {
    const liveServer = await startServer();
    const liveFamily = await makeFamily(liveServer.base);
    const board = await liveFamily.post('/api/screens', liveBoard());
    const { browser: liveChromium, context: liveContext } = await openBrowser(
      liveServer.base,
      liveFamily.token,
    );
    try {
      const latency = await measureLiveLatency(liveContext, liveServer.base, liveFamily, board.id);
      report(
        `a write reaches a viewer's screen, loopback (${latency.rounds} writes)`,
        `p50 ${latency.p50} ms, p95 ${latency.p95} ms`,
        '≤ 100 ms p95',
        latency.p95 <= 100,
      );
      const heap = await measureViewerHeap(liveContext, liveServer.base, liveFamily, board.id);
      const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
      report(
        `viewer heap across ${heap.rounds} live updates (after a full collection)`,
        `${mb(heap.before)} → ${mb(heap.after)} (${heap.growth >= 0 ? '+' : ''}${mb(heap.growth)})`,
        '≤ 5 MB growth',
        heap.growth <= 5 * 1024 * 1024,
      );
    } finally {
      await liveChromium.close();
    }
    try {
      const streams = await measureLiveConnections(liveServer, liveFamily);
      const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
      report(
        `${streams.count} live connections in one process (RSS)`,
        `${mb(streams.held)} (${mb(streams.idle)} before); one change reached all in ${streams.fanOutMs.toFixed(0)} ms`,
        '≤ 250 MB RSS',
        streams.held <= 250 * 1024 * 1024,
      );
    } finally {
      await liveServer.stop();
    }
  }
  notMeasured(
    '10,000 families on PostgreSQL vs an empty database',
    'the bench runs on SQLite only',
    '≤ 1.5×',
  );
}

if (runs('lighthouse')) {
  step('Lighthouse, mobile, on every public page');
  const site = await startServer();
  try {
    // The public pages are the ones the sitemap lists.
    const sitemap = await (await fetch(`${site.base}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    const rows = await measureLighthouse(site.base, paths, {
      runs: Number(process.env.LIGHTHOUSE_RUNS ?? 1),
    });
    for (const row of rows) {
      const scores = CATEGORIES.map((id) => row.scores[id]);
      report(
        `Lighthouse mobile ${row.path}: performance / accessibility / best practices / SEO`,
        `${scores.join(' / ')}; FCP ${(row.fcpMs / 1000).toFixed(1)} s, LCP ${(row.lcpMs / 1000).toFixed(1)} s, TBT ${row.tbtMs.toFixed(0)} ms, CLS ${row.cls.toFixed(3)}` +
          (row.lost.length ? `; below 0.9: ${row.lost.join('; ')}` : ''),
        '≥ 95 each',
        scores.every((score) => score >= 95),
      );
    }
    const landing = rows.find((row) => row.path === '/');
    if (landing)
      report(
        'landing page largest contentful paint, Lighthouse mobile',
        `${(landing.lcpMs / 1000).toFixed(2)} s (${landing.lcpElement ?? 'element not named'})`,
        '—',
      );
    const speeds = rows.map((row) => row.benchmarkIndex).sort((a, b) => a - b);
    report(
      'this machine during the Lighthouse runs (its benchmark index; a quiet desktop is 1,000–2,000)',
      `${Math.round(speeds[0])}–${Math.round(speeds.at(-1))}`,
      '—',
    );
  } finally {
    await site.stop();
  }
}

console.table(rows);
