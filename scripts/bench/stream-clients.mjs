// Run by scripts/bench/streams.mjs in a process of its own (its file descriptors and its CPU apart
// from the servers'): holds many live streams (`GET /api/live`) open across several instances, each
// on a kept-alive socket of its own, and tells the bench when each one heard a change. Driven by
// messages over the IPC channel: open, watch, collect, close.
import http from 'node:http';

/** The time on the machine's clock, to the microsecond, comparable with the bench's. */
const now = () => performance.timeOrigin + performance.now();

const streams = [];

/** Opens one stream; resolves once the server said `ready`, rejects on any other answer. */
function openStream(agent, port, token) {
  return new Promise((resolve, reject) => {
    const stream = { heardAt: null, watching: false, request: null };
    stream.request = http.get(
      { host: '127.0.0.1', port, path: '/api/live', agent, headers: { authorization: `Bearer ${token}` } },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          return reject(new Error(`answered ${response.statusCode}`));
        }
        response.setEncoding('utf8');
        // An event's name may be cut between two chunks: the end of the last one is kept.
        let tail = '';
        response.on('data', (chunk) => {
          const text = tail + chunk;
          tail = text.slice(-32);
          if (text.includes('event: ready')) resolve(stream);
          if (stream.watching && stream.heardAt === null && text.includes('event: change')) {
            stream.heardAt = now();
          }
        });
        response.on('error', () => {});
      },
    );
    stream.request.on('error', reject);
  });
}

async function open({ ports, token, count, batch = 250 }) {
  const agents = ports.map(() => new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY }));
  const started = now();
  let failed = 0;
  let firstError = null;
  for (let opened = 0; opened < count; opened += batch) {
    const size = Math.min(batch, count - opened);
    const results = await Promise.allSettled(
      Array.from({ length: size }, (_, index) => {
        const which = (opened + index) % ports.length;
        return openStream(agents[which], ports[which], token);
      }),
    );
    for (const result of results) {
      if (result.status === 'fulfilled') streams.push(result.value);
      else {
        failed += 1;
        firstError ??= String(result.reason?.message ?? result.reason);
      }
    }
  }
  return { opened: streams.length, failed, firstError, ms: now() - started };
}

/** When each stream heard the change it was told to watch for: waits for all, up to `timeoutMs`. */
async function collect({ timeoutMs = 60_000 }) {
  const deadline = now() + timeoutMs;
  while (streams.some((stream) => stream.heardAt === null) && now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return streams.map((stream) => stream.heardAt);
}

process.on('message', async (message) => {
  if (message.type === 'open') process.send({ type: 'opened', ...(await open(message)) });
  if (message.type === 'watch') {
    for (const stream of streams) {
      stream.heardAt = null;
      stream.watching = true;
    }
    process.send({ type: 'watching' });
  }
  if (message.type === 'collect') process.send({ type: 'heard', times: await collect(message) });
  if (message.type === 'close') {
    for (const stream of streams) stream.request.destroy();
    process.exit(0);
  }
});
