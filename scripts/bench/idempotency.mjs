// The idempotency check's cost on a write (issue 40): adding a shopping item with a fresh
// `Idempotency-Key` (reserve the key, write, keep the answer) against the same write without one,
// interleaved in one load so both see the same list, the same machine and the same moment.
import { load } from './http-load.mjs';
import { makeFamily, startServer } from './server.mjs';

const CONNECTIONS = 10;

/** p99 of each kind of write, in milliseconds, on a server started with `env`. */
export async function measureIdempotencyCost(env = {}, { seconds = 4 } = {}) {
  const server = await startServer(env);
  try {
    const family = await makeFamily(server.base);
    const list = await family.post('/api/shopping-lists', { name: 'Groceries' });
    const headers = { ...family.headers, 'content-type': 'application/json' };
    const run = `${Date.now().toString(36)}`;
    const write = {
      method: 'POST',
      path: `/api/shopping-lists/${list.id}/items`,
      body: JSON.stringify({ item: 'Milk' }),
    };
    const requests = [
      { ...write, tag: 'plain', headers },
      {
        ...write,
        tag: 'keyed',
        headers: (number) => ({ ...headers, 'idempotency-key': `bench-${run}-${number}` }),
      },
    ];
    await load({ port: server.port, requests, connections: CONNECTIONS, seconds: 1 });
    const measured = await load({ port: server.port, requests, connections: CONNECTIONS, seconds });
    return {
      errors: measured.errors,
      plain: measured.p99ByTag.plain,
      keyed: measured.p99ByTag.keyed,
      rps: measured.rps,
      connections: CONNECTIONS,
    };
  } finally {
    await server.stop();
  }
}
