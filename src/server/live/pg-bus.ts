/** PostgreSQL as the bus: NOTIFY on a channel, and a connection of its own that LISTENs. */
import type { Bus } from './relay';

const CHANNEL = 'luno_changes';

export function pgBus(url: string): Bus {
  return {
    name: 'PostgreSQL',
    async open(deliver, lost) {
      const { default: pg } = await import('pg');
      const client = new pg.Client({
        connectionString: url,
        keepAlive: true,
        connectionTimeoutMillis: 5_000,
      });
      client.on('notification', (message) => deliver(message.payload ?? ''));
      client.on('error', lost);
      try {
        await client.connect();
        await client.query(`LISTEN ${CHANNEL}`);
      } catch (error) {
        void client.end().catch(() => undefined);
        throw error;
      }
      return {
        send: async (payload) => void (await client.query('SELECT pg_notify($1, $2)', [CHANNEL, payload])),
        close: () => client.end(),
      };
    },
  };
}
