// Live updates past one instance (DESIGN §6: 10,000 streams across instances on a shared bus): the
// built server started several times on one PostgreSQL database, the instances sharing a bus —
// PostgreSQL's LISTEN/NOTIFY, NATS or Redis — and 10,000 `GET /api/live` streams of one family
// spread over them, held by a client process of its own (scripts/bench/stream-clients.mjs). Measures
// what the streams cost the instances (their resident memory before and after), and how long one
// change made on the first instance takes to reach every stream: the last one, and the 95th
// percentile across streams.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { makeFamily, startServer } from './server.mjs';

export const BUSES = [
  { kind: 'postgres', name: 'PostgreSQL LISTEN/NOTIFY' },
  { kind: 'nats', name: 'NATS JetStream', url: 'nats://127.0.0.1:4222' },
  { kind: 'redis', name: 'Redis Streams', url: 'redis://127.0.0.1:6379' },
];

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

function rssOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) * 1024;
}

/** Whether something listens at `url`'s host and port on this machine. */
function reachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** The client process, and a way to ask it something and wait for its answer. */
function startClients() {
  const child = fork('scripts/bench/stream-clients.mjs', [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ask = (message, answer) =>
    new Promise((resolve, reject) => {
      const onMessage = (reply) => {
        if (reply.type !== answer) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(reply);
      };
      const onExit = (code) => reject(new Error(`the stream clients exited with ${code}`));
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.send(message);
    });
  return {
    ask,
    close: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.send({ type: 'close' });
      }),
  };
}

/** One bus: `instances` servers on the database at `databaseUrl`, `count` streams across them. */
async function measureBus(bus, { databaseUrl, instances, count, step }) {
  const env = {
    DATABASE_URL: databaseUrl,
    LUNO_LIVE_BUS: bus.kind,
    ...(bus.url ? { LUNO_LIVE_BUS_URL: bus.url } : {}),
    // The streams' sessions, and the bench's own requests, all come from one address.
    LUNO_AUTH_RATE_LIMIT: '100000',
  };
  const servers = [];
  try {
    for (let i = 0; i < instances; i++) servers.push(await startServer(env));
    const family = await makeFamily(servers[0].base);
    // Warm every instance (its session query, its first stream) before the baseline.
    for (const server of servers) {
      await fetch(`${server.base}/api/screens`, { headers: { authorization: `Bearer ${family.token}` } });
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const before = servers.map((server) => rssOf(server.pid));
    const clients = startClients();
    try {
      step(`streams: opening ${count.toLocaleString('en')} streams on ${instances} instances (${bus.name})`);
      const opened = await clients.ask(
        { type: 'open', ports: servers.map((server) => server.port), token: family.token, count },
        'opened',
      );
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const after = servers.map((server) => rssOf(server.pid));
      await clients.ask({ type: 'watch' }, 'watching');
      const sent = performance.timeOrigin + performance.now();
      await family.post('/api/shopping-lists', { name: 'Fan-out' });
      const { times } = await clients.ask({ type: 'collect', timeoutMs: 60_000 }, 'heard');
      const heard = times.filter((time) => time !== null).map((time) => time - sent);
      const sum = (list) => list.reduce((total, value) => total + value, 0);
      return {
        measured: true,
        opened: opened.opened,
        failed: opened.failed,
        firstError: opened.firstError,
        openMs: opened.ms,
        reached: heard.length,
        lastMs: heard.length ? Math.max(...heard) : null,
        p95Ms: heard.length ? percentile(heard, 95) : null,
        p50Ms: heard.length ? percentile(heard, 50) : null,
        rssBefore: sum(before),
        rssAfter: sum(after),
        perStreamBytes: opened.opened ? (sum(after) - sum(before)) / opened.opened : null,
      };
    } finally {
      await clients.close();
    }
  } finally {
    for (const server of servers) await server.stop();
  }
}

/**
 * Each bus in turn on one scratch database made from `adminUrl` (dropped afterwards); a bus that
 * is not reachable is not measured, and says so.
 */
export async function measureStreamsAcrossInstances({
  adminUrl,
  instances = 4,
  count = 10_000,
  step = () => {},
}) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const name = `luno_streams_${Math.random().toString(16).slice(2, 8)}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const results = [];
  try {
    await admin.query(`create database ${name}`);
    // The first start migrates the database; the instances then start together on it.
    const migrate = await startServer({ DATABASE_URL: databaseUrl });
    await migrate.stop();
    for (const bus of BUSES) {
      if (bus.url && !(await reachable(bus.url))) {
        results.push({ bus, measured: false, why: `${bus.url} is not reachable` });
        continue;
      }
      try {
        results.push({ bus, ...(await measureBus(bus, { databaseUrl, instances, count, step })) });
      } catch (error) {
        results.push({ bus, measured: false, why: `the run failed: ${String(error.message).slice(0, 200)}` });
      }
    }
    return results;
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const adminUrl = process.env.LUNO_BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    throw new Error(
      'Set LUNO_BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL role that may create databases.',
    );
  const rows = await measureStreamsAcrossInstances({
    adminUrl,
    count: Number(process.argv[2] ?? 10_000),
    instances: Number(process.argv[3] ?? 4),
    step: console.log,
  });
  console.log(JSON.stringify(rows, null, 2));
}
