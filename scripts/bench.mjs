// `npm run bench`: measures against the budgets of DESIGN.md §6 on the built app (`npm run build`
// first), comparing within one run where the budget is a ratio. Prints a table; fails nothing.
import fs from 'node:fs';
import { measureEditorDrag, measureIdleCpu, measureViewer, openBrowser } from './bench/browser.mjs';
import { bareServer, fetchRaw, load } from './bench/http-load.mjs';
import { busyBoard, makeFamily, startServer } from './bench/server.mjs';

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
report('same, p99 at 50 connections', `${browser.luno.p99.toFixed(1)} ms`, '≤ 20 ms', browser.luno.p99 <= 20);
report(
  'same, for a client that accepts no encoding',
  `${plain.value}, p99 ${plain.luno.p99.toFixed(1)} ms`,
  '≥ 50 %',
  plain.ratio >= 0.5,
);

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
    'viewer idle CPU with a seconds clock (60 cards)',
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
notMeasured('viewer heap across 1,000 live updates', 'live updates are not built yet', '≤ 5 MB growth');
notMeasured('live update reaches a viewer', 'live updates are not built yet', '≤ 100 ms p95');
notMeasured('1,000 live connections in one process', 'live updates are not built yet', '≤ 250 MB RSS');
notMeasured('10,000 families on PostgreSQL vs an empty database', 'the bench runs on SQLite only', '≤ 1.5×');

console.table(rows);
