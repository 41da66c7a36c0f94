// `npm run bench`: measures against the budgets of DESIGN.md §6 on the built app (`npm run build`
// first), comparing within one run where the budget is a ratio. Prints one table (figure, budget,
// pass/fail) and writes it as JSON; fails nothing.
//
//   npm run bench -- [--out bench-results.json] [--compare previous.json] [--only viewer,live]
//                    [--repeat 3]
//
// --out: where the JSON goes (default bench-results.json; `-` for none). --compare: a file an
// earlier run wrote; says which figures moved beyond their run-to-run noise (scripts/bench/results.mjs).
// --only: the steps to run (start, api, idempotency, reminders, memory, photos, slideshow, calendars, viewer, live,
// at-rest, streams, lighthouse); the others' figures are "not measured". --repeat: cold loads of the viewer and
// server starts (default 3). `streams` needs PostgreSQL: LUNO_BENCH_DATABASE_URL (or
// TEST_DATABASE_URL), a role that may create a database (one is made and dropped); the api and
// memory steps measure on that PostgreSQL too.

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { describeAtRest, measureAtRest } from './bench/at-rest.mjs';
import {
  measureEditorDrag,
  measureIdleCpu,
  measureServiceWorkerLoad,
  measureViewer,
  openBrowser,
} from './bench/browser.mjs';
import { serveBenchFeeds } from './bench/calendar-feeds.mjs';
import { bareServer, fetchRaw, load } from './bench/http-load.mjs';
import { measureIdempotencyCost } from './bench/idempotency.mjs';
import { CATEGORIES, measureLighthouse } from './bench/lighthouse.mjs';
import { liveBoard, measureLiveConnections, measureLiveLatency, measureViewerHeap } from './bench/live.mjs';
import { describeMemory, LEAK_REQUESTS, measureMemory } from './bench/memory.mjs';
import { measureParentViewer } from './bench/parent-viewer.mjs';
import { describePhotos, measurePhotos, phonePhoto } from './bench/photos.mjs';
import { BenchResults, compareResults, describeComparison, median } from './bench/results.mjs';
import { measureScale } from './bench/scale.mjs';
import { withScratchDatabase } from './bench/scratch-database.mjs';
import { busyBoard, everyWidgetBoard, familyBoard, makeFamily, startServer } from './bench/server.mjs';
import { describeSlideshow, measureSlideshowBytes } from './bench/slideshow.mjs';
import { BUSES, measureStreamsAcrossInstances } from './bench/streams.mjs';

const STEPS = [
  'start',
  'api',
  'idempotency',
  'reminders',
  'memory',
  'photos',
  'slideshow',
  'calendars',
  'viewer',
  'live',
  'at-rest',
  'streams',
  'lighthouse',
];
const { values: args } = parseArgs({
  options: {
    out: { type: 'string', default: 'bench-results.json' },
    compare: { type: 'string' },
    only: { type: 'string' },
    repeat: { type: 'string', default: '3' },
    scale: { type: 'boolean', default: false },
    families: { type: 'string' },
  },
});
const only = args.only ? args.only.split(',').map((name) => name.trim()) : STEPS;
const unknown = only.filter((name) => !STEPS.includes(name));
if (unknown.length) {
  console.error(`Unknown step(s) ${unknown.join(', ')}; the steps are ${STEPS.join(', ')}.`);
  process.exit(1);
}
const repeat = Math.max(1, Number(args.repeat) || 3);
const previous = args.compare ? JSON.parse(fs.readFileSync(args.compare, 'utf8')) : null;

if (!fs.existsSync('dist/server/main.js')) {
  console.error('Run `npm run build` first.');
  process.exit(1);
}

const results = new BenchResults();
const skipped = (step) => !only.includes(step);
const loadAverages = [];
const step = (name) => {
  loadAverages.push(os.loadavg()[0]);
  console.log(`… ${name} (load average ${os.loadavg()[0].toFixed(1)})`);
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const notRun = () => `not run (--only ${only.join(',')})`;

// `--scale`: only the 10,000-family figures, on the PostgreSQL server at LUNO_BENCH_DATABASE_URL
// (a role that may create databases; two are made and dropped). `--families N` for another size.
if (args.scale) {
  const adminUrl = process.env.LUNO_BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const families = Number(args.families ?? 10_000);
  if (!adminUrl) {
    results.notMeasured({
      id: 'scale-10k',
      measure: `${families.toLocaleString('en')} families on PostgreSQL vs an empty database`,
      why: 'set LUNO_BENCH_DATABASE_URL',
      budget: { max: 1.5 },
      unit: '×',
    });
  } else {
    for (const row of await measureScale({ adminUrl, families, step }))
      results.figure({
        id: row.id,
        measure: `${row.measure}, p99 ratio`,
        samples: row.ratio,
        unit: '×',
        budget: { max: 1.5 },
        floor: 0.5,
        detail: row.value,
      });
  }
  console.table(results.table());
  if (args.out !== '-') {
    fs.writeFileSync(
      args.out,
      `${JSON.stringify(results.toJSON({ date: new Date().toISOString(), steps: ['scale'] }), null, 2)}\n`,
    );
    console.log(`Written to ${args.out}.`);
  }
  process.exit(0);
}

if (skipped('start')) {
  results.notMeasured({
    id: 'cold-start',
    measure: 'server cold start to ready (SQLite)',
    why: notRun(),
    budget: { max: 500 },
    unit: 'ms',
  });
} else {
  step('cold start');
  const starts = [];
  for (let i = 0; i < repeat; i++) {
    const server = await startServer();
    starts.push(server.readyMs);
    await server.stop();
  }
  results.figure({
    id: 'cold-start',
    measure: 'server cold start to ready (SQLite), median',
    samples: starts,
    unit: 'ms',
    budget: { max: 500 },
    floor: 0.2,
  });
}

const server = await startServer({ LUNO_FETCH_ALLOW_PRIVATE: '127.0.0.1' });
const family = await makeFamily(server.base);
// LUNO_BENCH_LANGUAGE=de (and LUNO_BENCH_CURRENCY=EUR): the family's boards in that language, for
// the viewer's bytes per language (its board catalog is a script of its own).
if (process.env.LUNO_BENCH_LANGUAGE || process.env.LUNO_BENCH_CURRENCY) {
  await family.patch('/api/family', {
    ...(process.env.LUNO_BENCH_LANGUAGE && { language: process.env.LUNO_BENCH_LANGUAGE }),
    ...(process.env.LUNO_BENCH_CURRENCY && { currency: process.env.LUNO_BENCH_CURRENCY }),
  });
}
const screen = await family.post('/api/screens', busyBoard(60));

/** Luno's answer to `GET /api/screens` under load against a bare server sending the very bytes Luno sent. */
async function againstBare(port, headers) {
  const request = { path: '/api/screens', headers, connections: 50 };
  const answer = await fetchRaw({ port, ...request });
  await load({ port, ...request, seconds: 2 });
  const luno = await load({ port, ...request, seconds: 5 });
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

/** The API's figures on one database: `suffix` names the rows of any but SQLite. */
const apiFigures = (suffix, database) => [
  [
    `api-ratio${suffix}`,
    `GET /api/screens as a browser asks, vs bare node:http (${database})`,
    { min: 75 },
    '%',
  ],
  [`api-p99${suffix}`, `same, p99 at 50 connections (${database})`, { max: 20 }, 'ms'],
  [`api-ratio-plain${suffix}`, `same, for a client that accepts no encoding (${database})`, { min: 50 }, '%'],
];

async function measureApi(base, port, suffix, database) {
  // A family's boards as families write them (issue 39): three boards of eight text cards of
  // notes, each styled, about 50 KB of answer that compresses as text does. Three boards of
  // identical cards (compressed to 1 KB) left the cost of a real answer out of sight.
  const typical = await makeFamily(base);
  for (const [index, name] of ['Kitchen', 'Hallway', 'Playroom'].entries())
    await typical.post('/api/screens', familyBoard(name, index));
  const auth = { authorization: `Bearer ${typical.token}` };
  const plain = await againstBare(port, auth);
  // What Chromium sends: the answer a display gets.
  const browser = await againstBare(port, { ...auth, 'accept-encoding': 'gzip, deflate, br, zstd' });
  // One sample each, Luno's and the bare server's loads taken one after the other: the machine's
  // other work moves the ratio by tens of percent between runs (docs/performance.md).
  const [ratio, p99, ratioPlain] = apiFigures(suffix, database);
  results.figure({
    id: ratio[0],
    measure: `GET /api/screens (3 boards of 8 text cards, ${kb(plain.bytes)}; ${kb(browser.bytes)} ${browser.encoding ?? 'uncompressed'}) as a browser asks, vs bare node:http sending the same bytes (${database})`,
    samples: browser.ratio * 100,
    unit: '%',
    budget: ratio[2],
    floor: 0.3,
    detail: browser.value,
  });
  results.figure({
    id: p99[0],
    measure: p99[1],
    samples: browser.luno.p99,
    unit: 'ms',
    budget: p99[2],
    floor: 0.5,
  });
  results.figure({
    id: ratioPlain[0],
    measure: ratioPlain[1],
    samples: plain.ratio * 100,
    unit: '%',
    budget: ratioPlain[2],
    floor: 0.3,
    detail: `${plain.value}, p99 ${plain.luno.p99.toFixed(1)} ms`,
  });
}

const apiAdminUrl = process.env.LUNO_BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (skipped('api')) {
  for (const [suffix, database] of [
    ['', 'SQLite'],
    ['-postgres', 'PostgreSQL'],
  ])
    for (const [id, measure, budget, unit] of apiFigures(suffix, database))
      results.notMeasured({ id, measure, why: notRun(), budget, unit });
} else {
  step('API throughput: SQLite');
  await measureApi(server.base, server.port, '', 'SQLite');
  if (apiAdminUrl) {
    step('API throughput: PostgreSQL');
    await withScratchDatabase(apiAdminUrl, 'luno_api', async (url) => {
      const onPostgres = await startServer({ DATABASE_URL: url });
      try {
        await measureApi(onPostgres.base, onPostgres.port, '-postgres', 'PostgreSQL');
      } finally {
        await onPostgres.stop();
      }
    });
  } else {
    for (const [id, measure, budget, unit] of apiFigures('-postgres', 'PostgreSQL'))
      results.notMeasured({ id, measure, why: 'set LUNO_BENCH_DATABASE_URL', budget, unit });
  }
}

{
  // Issue 40: what keeping a write's answer under its Idempotency-Key adds to the write; DESIGN has no budget.
  const adminUrl = process.env.LUNO_BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const figure = (suffix, database) => [
    `idempotency-p99${suffix}`,
    `the idempotency check's cost on a write (p99): POST a shopping item with a fresh Idempotency-Key, minus the same write without, interleaved at 10 connections (${database})`,
  ];
  const record = ([id, measure], cost) =>
    results.figure({
      id,
      measure,
      samples: cost.keyed - cost.plain,
      unit: 'ms',
      floor: 0.5,
      detail: `p99 ${cost.keyed.toFixed(1)} ms with a key, ${cost.plain.toFixed(1)} ms without (${(cost.keyed / cost.plain).toFixed(2)}×); ${cost.rps.toFixed(0)} writes/s${cost.errors ? `, ${cost.errors} failed` : ''}`,
    });
  if (skipped('idempotency')) {
    for (const [suffix, database] of [
      ['', 'SQLite'],
      ['-postgres', 'PostgreSQL'],
    ]) {
      const [id, measure] = figure(suffix, database);
      results.notMeasured({ id, measure, why: notRun(), unit: 'ms' });
    }
  } else {
    step('the idempotency check on a write: SQLite');
    record(figure('', 'SQLite'), await measureIdempotencyCost());
    const [id, measure] = figure('-postgres', 'PostgreSQL');
    if (adminUrl) {
      step('the idempotency check on a write: PostgreSQL');
      await withScratchDatabase(adminUrl, 'luno_idempotency', async (url) =>
        record([id, measure], await measureIdempotencyCost({ DATABASE_URL: url })),
      );
    } else {
      results.notMeasured({ id, measure, why: 'set LUNO_BENCH_DATABASE_URL', unit: 'ms' });
    }
  }
}

{
  // Issue 40: 1,000 families' reminders due at one moment (scripts/bench/reminders.ts, through tsx).
  const reminders = {
    id: 'reminders-1000',
    measure:
      "1,000 families' chore reminders at one moment, all handed to the push service by one instance (SQLite)",
    unit: 's',
    budget: { max: 60 },
  };
  if (skipped('reminders')) {
    results.notMeasured({ ...reminders, why: notRun() });
  } else {
    step("1,000 families' reminders at one moment (takes 2–4 minutes)");
    const run = spawnSync('node_modules/.bin/tsx', ['scripts/bench/reminders.ts'], { encoding: 'utf8' });
    const result = run.status === 0 ? JSON.parse(run.stdout.trim().split('\n').at(-1)) : null;
    const detail = result
      ? `${result.delivered.toLocaleString('en')} of ${result.families.toLocaleString('en')} decrypted by the fake` +
        (result.duplicates ? `, ${result.duplicates} twice` : '') +
        (result.serverPeakRssMb ? `; server RSS at most ${result.serverPeakRssMb} MB` : '')
      : '';
    if (result?.seconds != null) {
      results.figure({ ...reminders, samples: result.seconds, floor: 0.5, detail });
    } else {
      results.notMeasured({
        ...reminders,
        why: result
          ? `not all within ${result.capSeconds} s: ${detail}`
          : `the run failed: ${run.stderr.slice(-300)}`,
      });
    }
  }
}

{
  const reads = `${LEAK_REQUESTS.toLocaleString('en')} authenticated reads`;
  const figures = (database) => [
    [`memory-idle-${database}`, `server RSS idle after start (${database})`, null],
    [`memory-load-${database}`, `server RSS under load, 50 connections, peak (${database})`, null],
    [
      `memory-heap-growth-${database}`,
      `server heap growth across ${reads} (boards, tasks, shopping, events), after a full collection (${database})`,
      { max: 1 },
    ],
    [`memory-rss-growth-${database}`, `server RSS growth across the same reads (${database})`, { max: 10 }],
  ];
  const adminUrl = process.env.LUNO_BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const notMeasured = (database, why) => {
    for (const [id, measure, budget] of figures(database))
      results.notMeasured({ id, measure, why, budget, unit: 'MB' });
  };
  if (skipped('memory')) {
    notMeasured('SQLite', notRun());
    notMeasured('PostgreSQL', notRun());
  } else {
    step('server memory');
    const measured = await measureMemory({ adminUrl, step });
    for (const [database, result] of [
      ['SQLite', measured.sqlite],
      ['PostgreSQL', measured.postgres],
    ]) {
      if (!result) {
        notMeasured(database, 'set LUNO_BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server');
        continue;
      }
      const memory = describeMemory(result);
      const [idle, peak, heap, rss] = figures(database);
      results.figure({ id: idle[0], measure: idle[1], samples: memory.idle, unit: 'MB', floor: 0.1 });
      results.figure({ id: peak[0], measure: peak[1], samples: memory.peak, unit: 'MB', floor: 0.2 });
      results.figure({
        id: heap[0],
        measure: heap[1],
        samples: memory.heapGrowth,
        unit: 'MB',
        budget: heap[2],
        floor: 0.5,
        detail: memory.detail,
      });
      results.figure({
        id: rss[0],
        measure: rss[1],
        samples: memory.rssGrowth,
        unit: 'MB',
        budget: rss[2],
        floor: 0.5,
      });
    }
  }
}

if (skipped('photos')) {
  results.notMeasured({ id: 'photos', measure: 'photo library', why: notRun() });
} else {
  step('photo library');
  for (const [index, [measure, value]] of describePhotos(await measurePhotos()).entries())
    results.note({ id: `photos-${index}`, measure, detail: value });
}

if (skipped('slideshow')) {
  results.notMeasured({ id: 'slideshow', measure: 'a slideshow in the viewer', why: notRun() });
} else {
  step('a slideshow in the viewer');
  for (const [index, [measure, value]] of describeSlideshow(await measureSlideshowBytes()).entries())
    results.note({ id: `slideshow-${index}`, measure, detail: value });
}

if (skipped('calendars')) {
  results.notMeasured({ id: 'calendar-expand', measure: 'calendars', why: notRun(), unit: 'ms' });
} else {
  step('calendars');
  const expand = spawnSync('node_modules/.bin/tsx', ['scripts/bench/calendar-expand.ts'], {
    encoding: 'utf8',
  });
  if (expand.status === 0) {
    const result = JSON.parse(expand.stdout);
    results.figure({
      id: 'calendar-expand',
      measure: `parse and expand a 5,000-event feed (${kb(result.bytes)}) over 90 days, best of 5`,
      samples: result.bestMs,
      unit: 'ms',
      floor: 0.3,
      detail: `median ${result.medianMs.toFixed(0)} ms (${result.occurrences} occurrences)`,
    });
  } else {
    results.notMeasured({
      id: 'calendar-expand',
      measure: 'parse and expand a 5,000-event feed over 90 days',
      why: `the run failed: ${expand.stderr.slice(0, 200)}`,
      unit: 'ms',
    });
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
      results.figure({
        id: 'events-p99',
        measure: `GET /api/events, a family with 10 sources (${count} events, ${kb(answer.body.length)} ${answer.headers['content-encoding'] ?? 'uncompressed'}), 10 clients, p99`,
        samples: busy.p99,
        unit: 'ms',
        floor: 0.5,
        detail: `${busy.rps.toFixed(0)} req/s; one client: p99 ${single.p99.toFixed(1)} ms (${single.rps.toFixed(0)} req/s)`,
      });
    } finally {
      await calendarServer.stop();
      await feeds.close();
    }
  }
}

const VIEWER_FIGURES = [
  ['viewer-js', 'viewer JS over the wire, cold cache, every widget type on the board', { max: 120 }, 'KB'],
  ['viewer-js-requests', 'viewer scripts, cold cache, every widget type', null, ''],
  ['viewer-uncompressed', 'text files over 1 KB the viewer got uncompressed', { max: 0 }, ''],
  ['viewer-editor-code', 'editor scripts the viewer loads', { max: 0 }, ''],
  [
    'viewer-paint',
    'viewer first board paint (a card with content), cold cache, 4x CPU throttling, every widget type',
    { max: 1000 },
    'ms',
  ],
  [
    'viewer-second-load',
    'viewer second load from its service worker, to the first card with content',
    { max: 300 },
    'ms',
  ],
  ['viewer-idle-cpu', 'viewer idle CPU with a seconds clock and a live stream (60 cards)', { max: 1 }, '%'],
  ['editor-drag', 'editor: drag one of 60 components, 4x CPU throttling, p95 frame', { max: 32 }, 'ms'],
  [
    'viewer-parent-js',
    `a parent's viewer: JS over the wire, cold cache, opened with "Open Viewer" from the app, every widget type`,
    { max: 120 },
    'KB',
  ],
  [
    'viewer-parent-twice',
    "a parent's viewer: files that crossed the wire twice (Open Viewer; the viewer's Log In and back)",
    { max: 0 },
    '',
  ],
  [
    'viewer-parent-js-no-cache',
    `a parent's viewer: JS over the wire, "Open Viewer" with DevTools' "Disable cache" (page and workers)`,
    { max: 120 },
    'KB',
  ],
];
if (skipped('viewer')) {
  for (const [id, measure, budget, unit] of VIEWER_FIGURES)
    results.notMeasured({ id, measure, why: notRun(), budget, unit });
} else {
  step('viewer and editor in Chromium');
  const feeds = await serveBenchFeeds(1, 50);
  const everyWidget = await family.post(
    '/api/screens',
    await everyWidgetBoard(family, { base: server.base, feedUrl: feeds.urls[0], photo: await phonePhoto() }),
  );
  const { browser: chromium, context } = await openBrowser(server.base, family.token);
  try {
    const loads = [];
    for (let i = 0; i < repeat; i++) loads.push(await measureViewer(context, server.base, everyWidget.id));
    const [first] = loads;
    // Bytes and requests depend on the build, not on load: a floor of 0.
    results.figure({
      id: 'viewer-js',
      measure: VIEWER_FIGURES[0][1],
      samples: loads.map((load) => load.js.wireBytes / 1024),
      unit: 'KB',
      budget: { max: 120 },
      detail: `${first.js.requests} requests, ${kb(first.js.decodedBytes)} decoded; everything ${kb(first.all.wireBytes)} in ${first.all.requests} requests`,
    });
    results.figure({
      id: 'viewer-js-requests',
      measure: VIEWER_FIGURES[1][1],
      samples: loads.map((load) => load.js.requests),
      detail: first.scripts
        .sort((a, b) => b.wire - a.wire)
        // LUNO_BENCH_ALL_SCRIPTS=1 names every script, not the four largest.
        .slice(0, process.env.LUNO_BENCH_ALL_SCRIPTS ? undefined : 4)
        .map((script) => `${script.path.replace('/assets/', '')} ${kb(script.wire)}`)
        .join(', '),
    });
    results.figure({
      id: 'viewer-uncompressed',
      measure: VIEWER_FIGURES[2][1],
      samples: first.uncompressedText.length,
      budget: { max: 0 },
      detail: first.uncompressedText.join(', '),
    });
    results.figure({
      id: 'viewer-editor-code',
      measure: VIEWER_FIGURES[3][1],
      samples: first.editorChunks.length,
      budget: { max: 0 },
      detail: first.editorChunks.join(', '),
    });
    // Timings in one browser back to back: their spread is this run's; another run on a machine
    // with other work moves them by more (docs/performance.md), hence the floor. As the page draws
    // the card; the test driver's wall clock, which holds its own latency too, is in the detail.
    const wallClock = (list) =>
      `driver's wall clock ${median(list.map((load) => load.wallMs))} ms (${list.map((load) => load.wallMs).join(', ')})`;
    results.figure({
      id: 'viewer-paint',
      measure: VIEWER_FIGURES[4][1],
      samples: loads.map((load) => load.paintMs),
      unit: 'ms',
      budget: { max: 1000 },
      floor: 0.2,
      detail: wallClock(loads),
    });
    const second = [];
    for (let i = 0; i < repeat; i++)
      second.push(await measureServiceWorkerLoad(context, server.base, everyWidget.id, 1));
    results.figure({
      id: 'viewer-second-load',
      measure: `${VIEWER_FIGURES[5][1]}, no CPU throttling`,
      samples: second.map((load) => load.paintMs),
      unit: 'ms',
      budget: { max: 300 },
      floor: 0.2,
      detail: `${second[0].worker} answers from the worker, ${second[0].network} from the server; ${wallClock(second)}`,
    });
    const busy = await measureViewer(context, server.base, screen.id);
    results.figure({
      id: 'viewer-js-60',
      measure: 'viewer JS over the wire, cold cache, 60 text cards and a clock',
      samples: busy.js.wireBytes / 1024,
      unit: 'KB',
      detail: `${busy.js.requests} requests`,
    });
    const idle = await measureIdleCpu(context, server.base, screen.id);
    results.figure({
      id: 'viewer-idle-cpu',
      measure: VIEWER_FIGURES[6][1],
      samples: idle * 100,
      unit: '%',
      budget: { max: 1 },
      floor: 0.5,
    });
    const drag = await measureEditorDrag(context, server.base);
    results.figure({
      id: 'editor-drag',
      measure: VIEWER_FIGURES[7][1],
      samples: drag.p95,
      unit: 'ms',
      budget: { max: 32 },
      floor: 0.5,
      detail: `p50 ${drag.p50.toFixed(1)} ms, ${drag.count} frames`,
    });
  } finally {
    await chromium.close();
    await feeds.close();
  }
  const parent = await measureParentViewer(server, family, everyWidget);
  const topScripts = (list) =>
    [...list]
      .sort((a, b) => b.wire - a.wire)
      .slice(0, 4)
      .map((script) => `${script.path.replace('/assets/', '')} ${kb(script.wire)}`)
      .join(', ');
  results.figure({
    id: 'viewer-parent-js',
    measure: VIEWER_FIGURES[8][1],
    samples: parent.fromApp.scriptBytes / 1024,
    unit: 'KB',
    budget: { max: 120 },
    detail: `${parent.fromApp.scripts.length} scripts (${topScripts(parent.fromApp.scripts)}); after the viewer's Log In, ${kb(parent.afterLogIn.scriptBytes)} in ${parent.afterLogIn.scripts.length} more`,
  });
  const twice = [...new Set([...parent.fromApp.twice, ...parent.noCache.twice, ...parent.afterLogIn.twice])];
  results.figure({
    id: 'viewer-parent-twice',
    measure: VIEWER_FIGURES[9][1],
    samples: twice.length,
    budget: { max: 0 },
    detail: twice.join(', '),
  });
  results.figure({
    id: 'viewer-parent-js-no-cache',
    measure: VIEWER_FIGURES[10][1],
    samples: parent.noCache.scriptBytes / 1024,
    unit: 'KB',
    budget: { max: 120 },
    detail: `${parent.noCache.scripts.length} scripts (${topScripts(parent.noCache.scripts)})`,
  });
}
await server.stop();

if (skipped('live')) {
  for (const [id, measure, budget, unit] of [
    ['live-p95', "a write reaches a viewer's screen, loopback, p95", { max: 100 }, 'ms'],
    ['viewer-heap', 'viewer heap growth across 1,000 live updates', { max: 5 }, 'MB'],
    ['live-rss', '1,000 live connections in one process (RSS)', { max: 250 }, 'MB'],
  ])
    results.notMeasured({ id, measure, why: notRun(), budget, unit });
} else {
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
      results.figure({
        id: 'live-p95',
        measure: `a write reaches a viewer's screen, loopback (${latency.rounds} writes), p95`,
        samples: latency.p95,
        unit: 'ms',
        budget: { max: 100 },
        floor: 0.5,
        detail: `p50 ${latency.p50} ms`,
      });
      const heap = await measureViewerHeap(liveContext, liveServer.base, liveFamily, board.id);
      const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
      results.figure({
        id: 'viewer-heap',
        measure: `viewer heap growth across ${heap.rounds} live updates (after a full collection)`,
        samples: heap.growth / 1024 / 1024,
        unit: 'MB',
        budget: { max: 5 },
        floor: 0.5,
        detail: `${mb(heap.before)} → ${mb(heap.after)}`,
      });
    } finally {
      await liveChromium.close();
    }
    try {
      const streams = await measureLiveConnections(liveServer, liveFamily);
      const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
      results.figure({
        id: 'live-rss',
        measure: `${streams.count} live connections in one process (RSS)`,
        samples: streams.held / 1024 / 1024,
        unit: 'MB',
        budget: { max: 250 },
        floor: 0.1,
        detail: `${mb(streams.idle)} before; one change reached all in ${streams.fanOutMs.toFixed(0)} ms`,
      });
    } finally {
      await liveServer.stop();
    }
  }
}

const AT_REST = 'requests a day from a paired TV at rest, live stream open, every widget type on its board';
if (skipped('at-rest')) {
  results.notMeasured({ id: 'viewer-at-rest', measure: AT_REST, why: notRun(), budget: { max: 100 } });
} else {
  step('a TV at rest for a day of its clock');
  const rest = await measureAtRest();
  // A count that depends on the code, not on the machine, but for a request racing the first answers.
  results.figure({
    id: 'viewer-at-rest',
    measure: AT_REST,
    samples: rest.perDay,
    budget: { max: 100 },
    floor: 0.05,
    detail: describeAtRest(rest),
  });
}

const STREAMS = 10_000;
const INSTANCES = 4;
const streamsAdminUrl = process.env.LUNO_BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const streamRows = (bus) => [
  [
    `live-10k-${bus.kind}`,
    `${STREAMS.toLocaleString('en')} live streams on ${INSTANCES} instances sharing ${bus.name}: streams one change reached`,
    { min: STREAMS },
    '',
  ],
  [`live-10k-${bus.kind}-p95`, 'same, one change reaching the streams, p95 across streams', null, 'ms'],
  [`live-10k-${bus.kind}-memory`, 'same, the instances’ memory a stream (RSS before and after)', null, 'KB'],
];
if (skipped('streams') || !streamsAdminUrl) {
  const why = skipped('streams') ? notRun() : 'set LUNO_BENCH_DATABASE_URL (PostgreSQL)';
  for (const bus of BUSES)
    for (const [id, measure, budget, unit] of streamRows(bus))
      results.notMeasured({ id, measure, why, budget, unit });
} else {
  step(`${STREAMS.toLocaleString('en')} live streams across ${INSTANCES} instances, on each bus`);
  const measured = await measureStreamsAcrossInstances({
    adminUrl: streamsAdminUrl,
    instances: INSTANCES,
    count: STREAMS,
    step,
  });
  const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  for (const run of measured) {
    const [reached, p95, memory] = streamRows(run.bus);
    if (!run.measured) {
      for (const [id, measure, budget, unit] of [reached, p95, memory])
        results.notMeasured({ id, measure, why: run.why, budget, unit });
      continue;
    }
    results.figure({
      id: reached[0],
      measure: reached[1],
      samples: run.reached,
      budget: reached[2],
      detail: `${run.opened.toLocaleString('en')} opened in ${(run.openMs / 1000).toFixed(1)} s${run.failed ? `, ${run.failed} refused (${run.firstError})` : ''}; the last reached after ${run.lastMs?.toFixed(0)} ms`,
    });
    results.figure({
      id: p95[0],
      measure: p95[1],
      samples: run.p95Ms,
      unit: 'ms',
      floor: 0.5,
      detail: `p50 ${run.p50Ms?.toFixed(0)} ms, last ${run.lastMs?.toFixed(0)} ms`,
    });
    results.figure({
      id: memory[0],
      measure: memory[1],
      samples: run.perStreamBytes / 1024,
      unit: 'KB',
      floor: 0.3,
      detail: `${mb(run.rssBefore)} → ${mb(run.rssAfter)} over ${INSTANCES} instances`,
    });
  }
}

results.notMeasured({
  id: 'scale-10k',
  measure: '10,000 families on PostgreSQL vs an empty database',
  why: 'run `npm run bench -- --scale` (PostgreSQL)',
  budget: { max: 1.5 },
  unit: '×',
});

/** A Lighthouse timing as text; an audit that failed in its run gives none, and says so. */
const shown = (value, digits, unit = '') =>
  Number.isFinite(value) ? `${value.toFixed(digits)}${unit}` : 'not measured';

if (skipped('lighthouse')) {
  results.notMeasured({
    id: 'lighthouse',
    measure:
      'Lighthouse mobile, every public page: lowest of performance / accessibility / best practices / SEO',
    why: notRun(),
    budget: { min: 95 },
  });
} else {
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
      results.figure({
        id: `lighthouse-${row.path}`,
        measure: `Lighthouse mobile ${row.path}: lowest of performance / accessibility / best practices / SEO`,
        samples: Math.min(...scores),
        budget: { min: 95 },
        floor: 0.1,
        detail:
          `${scores.join(' / ')}; FCP ${shown(row.fcpMs / 1000, 1, ' s')}, LCP ${shown(row.lcpMs / 1000, 1, ' s')}, TBT ${shown(row.tbtMs, 0, ' ms')}, CLS ${shown(row.cls, 3)}` +
          (row.lost.length ? `; below 0.9: ${row.lost.join('; ')}` : ''),
      });
    }
    const landing = rows.find((row) => row.path === '/');
    if (landing)
      results.figure({
        id: 'landing-lcp',
        measure: 'landing page largest contentful paint, Lighthouse mobile',
        samples: landing.lcpMs,
        unit: 'ms',
        floor: 0.2,
        detail: landing.lcpElement ?? 'element not named',
      });
    const speeds = rows.map((row) => row.benchmarkIndex).sort((a, b) => a - b);
    results.note({
      id: 'lighthouse-machine',
      measure:
        'this machine during the Lighthouse runs (its benchmark index; a quiet desktop is 1,000–2,000)',
      detail: `${Math.round(speeds[0])}–${Math.round(speeds.at(-1))}`,
    });
  } finally {
    await site.stop();
  }
}

loadAverages.push(os.loadavg()[0]);
const context = {
  date: new Date().toISOString(),
  commit: spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim() || null,
  cpus: os.cpus().length,
  loadAverage: { min: Math.min(...loadAverages), max: Math.max(...loadAverages) },
  steps: only,
};
console.table(results.table());
console.log(
  `Load average ${context.loadAverage.min.toFixed(1)}–${context.loadAverage.max.toFixed(1)} on ${context.cpus} CPUs during the run.`,
);
if (args.out !== '-') {
  fs.writeFileSync(args.out, `${JSON.stringify(results.toJSON(context), null, 2)}\n`);
  console.log(`Written to ${args.out}.`);
}
if (previous) {
  console.log(
    `\nAgainst ${args.compare} (${previous.date ?? 'undated'}, load average ${previous.loadAverage ? `${previous.loadAverage.min.toFixed(1)}–${previous.loadAverage.max.toFixed(1)}` : 'unknown'}):`,
  );
  for (const line of describeComparison(compareResults(previous, results.toJSON(context)))) console.log(line);
}
