// `npm run bench -- --only memory`: the built server's memory on SQLite and on PostgreSQL — its
// resident set idle after start and at its peak under load — and a leak check: the heap and the
// resident set after a forced collection, before and after 100,000 authenticated reads.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { load } from './http-load.mjs';
import { withScratchDatabase } from './scratch-database.mjs';
import { busyBoard, makeFamily, startServer } from './server.mjs';

export const LEAK_REQUESTS = 100_000;
const WARM_UP_REQUESTS = 10_000;
const FAMILIES = 10;

/**
 * Loaded into the server (with `--expose-gc`): on SIGUSR2 it collects garbage in full, twice (what
 * the first frees may let more go), and writes `process.memoryUsage()` to the file it is given.
 * Nothing else in the server changes.
 */
const PROBE = `data:text/javascript,${encodeURIComponent(`
import fs from 'node:fs';
process.on('SIGUSR2', () => {
  globalThis.gc();
  globalThis.gc();
  fs.writeFileSync(process.env.LUNO_MEMORY_PROBE, JSON.stringify(process.memoryUsage()));
});`)}`;

const mb = (bytes) => bytes / 1024 / 1024;

/** The process's resident set now, from /proc. */
function residentSet(pid) {
  const kb = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) * 1024;
}

/** The server's memory after a full collection. */
async function collected(server, probeFile) {
  fs.rmSync(probeFile, { force: true });
  process.kill(server.pid, 'SIGUSR2');
  const deadline = performance.now() + 10_000;
  while (!fs.existsSync(probeFile) || fs.statSync(probeFile).size === 0) {
    if (performance.now() > deadline) throw new Error('the server did not answer the memory probe');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const usage = JSON.parse(fs.readFileSync(probeFile, 'utf8'));
  return { heap: usage.heapUsed, rss: residentSet(server.pid) };
}

/** A family with what a display reads: three boards, a chore list, a shopping list. */
async function readingFamily(base) {
  const family = await makeFamily(base);
  const boards = [];
  for (const name of ['Kitchen', 'Hallway', 'Playroom'])
    boards.push(await family.post('/api/screens', { ...busyBoard(7), name }));
  const list = await family.post('/api/task-lists', { name: 'Chores' });
  for (let i = 0; i < 10; i++) await family.post(`/api/task-lists/${list.id}/items`, { task: `Chore ${i}` });
  const shopping = await family.post('/api/shopping-lists', { name: 'Groceries' });
  for (let i = 0; i < 10; i++)
    await family.post(`/api/shopping-lists/${shopping.id}/items`, { item: `Thing ${i}` });
  const headers = { authorization: `Bearer ${family.token}`, 'accept-encoding': 'gzip, deflate, br, zstd' };
  return [
    '/api/screens',
    `/api/screens/${boards[0].id}`,
    `/api/task-lists/${list.id}/items`,
    `/api/shopping-lists/${shopping.id}/items`,
    '/api/events',
  ].map((requestPath) => ({ path: requestPath, headers }));
}

/** One server on one database: its memory idle, under load, and before and after the leak check's reads. */
async function measureOne(env) {
  const probeFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'luno-memory-')), 'usage.json');
  const server = await startServer(
    { ...env, LUNO_MEMORY_PROBE: probeFile },
    { nodeArgs: ['--expose-gc', '--import', PROBE] },
  );
  try {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const idle = residentSet(server.pid);
    const requests = [];
    for (let i = 0; i < FAMILIES; i++) requests.push(...(await readingFamily(server.base)));
    await load({ port: server.port, requests, count: WARM_UP_REQUESTS });
    const before = await collected(server, probeFile);
    let peak = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, residentSet(server.pid));
    }, 100);
    const run = await load({ port: server.port, requests, count: LEAK_REQUESTS });
    clearInterval(sampler);
    const after = await collected(server, probeFile);
    return { idle, peak, before, after, rps: run.rps, errors: run.errors };
  } finally {
    await server.stop();
    fs.rmSync(path.dirname(probeFile), { recursive: true, force: true });
  }
}

/** On SQLite, and on a PostgreSQL database made from `adminUrl` (and dropped after) when one is given. */
export async function measureMemory({ adminUrl, step = () => {} }) {
  step('memory: SQLite');
  const results = { sqlite: await measureOne({}) };
  if (adminUrl) {
    step('memory: PostgreSQL');
    results.postgres = await withScratchDatabase(adminUrl, 'luno_memory', (url) =>
      measureOne({ DATABASE_URL: url }),
    );
  }
  return results;
}

/** The figures' wording, shared by the bench's table. */
export function describeMemory({ idle, peak, before, after, rps, errors }) {
  return {
    idle: mb(idle),
    peak: mb(peak),
    heapGrowth: mb(after.heap - before.heap),
    rssGrowth: mb(after.rss - before.rss),
    detail: `heap ${mb(before.heap).toFixed(1)} → ${mb(after.heap).toFixed(1)} MB, resident ${mb(before.rss).toFixed(0)} → ${mb(after.rss).toFixed(0)} MB after a full collection; ${rps.toFixed(0)} req/s${errors ? `, ${errors} errors` : ''}`,
  };
}
