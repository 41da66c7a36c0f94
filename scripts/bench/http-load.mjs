// A small closed-loop load generator: `connections` keep-alive clients each sending requests
// back to back for `seconds`, or until `count` were sent. Traffic stays on loopback and stops by itself.
import { spawn } from 'node:child_process';
import http from 'node:http';

/**
 * `requests`: a mix of `{ path, headers }` sent in turn, in place of the one `path` with `headers`.
 * An entry may also name a `method` and a `body` (text), give `headers` as a function of the
 * request's number (a fresh key each), and a `tag`: `p99ByTag` then holds each tag's own p99.
 */
export async function load({
  port,
  path,
  headers = {},
  requests = [{ path, headers }],
  connections = 50,
  seconds = 5,
  count = Number.POSITIVE_INFINITY,
}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  const byTag = new Map();
  let errors = 0;
  let sent = 0;
  const began = performance.now();
  const deadline = Number.isFinite(count) ? Number.POSITIVE_INFINITY : began + seconds * 1000;
  const once = () =>
    new Promise((resolve) => {
      const started = performance.now();
      const number = sent++;
      const { path, headers, method = 'GET', body, tag } = requests[number % requests.length];
      const sentHeaders = typeof headers === 'function' ? headers(number) : headers;
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path,
          method,
          headers:
            body === undefined ? sentHeaders : { ...sentHeaders, 'content-length': Buffer.byteLength(body) },
          agent,
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            if (response.statusCode < 200 || response.statusCode >= 300) errors += 1;
            const latency = performance.now() - started;
            latencies.push(latency);
            if (tag !== undefined) {
              if (!byTag.has(tag)) byTag.set(tag, []);
              byTag.get(tag).push(latency);
            }
            resolve();
          });
        },
      );
      request.on('error', () => {
        errors += 1;
        resolve();
      });
      request.end(body);
    });
  const client = async () => {
    while (performance.now() < deadline && sent < count) await once();
  };
  await Promise.all(Array.from({ length: connections }, client));
  agent.destroy();
  const elapsed = (performance.now() - began) / 1000;
  const p99Of = (list) => {
    list.sort((a, b) => a - b);
    return list[Math.floor(list.length * 0.99)] ?? 0;
  };
  return {
    rps: latencies.length / elapsed,
    p99: p99Of(latencies),
    p99ByTag: Object.fromEntries([...byTag].map(([tag, list]) => [tag, p99Of(list)])),
    errors,
  };
}

/** One answer as it crosses the wire: its body still encoded, and its headers. */
export function fetchRaw({ port, path, headers = {} }) {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ body: Buffer.concat(chunks), headers: response.headers }));
      })
      .on('error', reject);
  });
}

/**
 * A bare node:http server in its own process answering `body` (a Buffer, sent with
 * `contentEncoding` when given) to every request: the ceiling Luno's own answer is compared
 * with, under the same load and on the same machine.
 */
export async function bareServer(body, contentEncoding) {
  const source = `
    const http = require('node:http');
    const body = Buffer.from(process.env.BODY, 'base64');
    const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length };
    if (process.env.ENCODING) Object.assign(headers, { 'content-encoding': process.env.ENCODING, vary: 'accept-encoding' });
    const server = http.createServer((_req, res) => {
      res.writeHead(200, headers);
      res.end(body);
    });
    server.listen(0, '127.0.0.1', () => console.log(server.address().port));`;
  const child = spawn('node', ['-e', source], {
    env: { ...process.env, BODY: body.toString('base64'), ENCODING: contentEncoding ?? '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve) =>
    child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim()))),
  );
  return {
    port,
    pid: child.pid,
    close: () => {
      child.kill('SIGTERM');
      return new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
