// Feeds for the bench, served on 127.0.0.1 as a calendar site would: one path per feed.
import { spawnSync } from 'node:child_process';
import http from 'node:http';

/** `count` feeds of `events` events each, made by the same generator as the parsing bench. */
export async function serveBenchFeeds(count, events) {
  const made = spawnSync(
    'node_modules/.bin/tsx',
    [
      '-e',
      `import { makeBenchFeed } from './src/server/integrations/calendar/bench-feed.ts';
       process.stdout.write(makeBenchFeed(${events}, new Date(Date.now() - 200 * 86400000).toISOString().slice(0, 10)));`,
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (made.status !== 0) throw new Error(`could not make the bench feed: ${made.stderr}`);
  const body = made.stdout;
  let served = 0;
  const server = http.createServer((_request, response) => {
    served += 1;
    response.writeHead(200, { 'content-type': 'text/calendar' }).end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    urls: Array.from({ length: count }, (_, index) => `http://127.0.0.1:${port}/feed-${index}.ics`),
    /** How many times a feed was read. */
    served: () => served,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
