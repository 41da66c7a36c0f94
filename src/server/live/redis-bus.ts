/**
 * Redis as the bus: changes are appended to a stream trimmed to its latest entries, and each
 * instance reads it from the moment it joins with a blocking XREAD on a connection of its own
 * (a blocked connection can send nothing else).
 */
import type { Bus } from './relay';

const KEY = 'luno:changes';
/** Enough for a reader that was away for a moment; older entries are trimmed as new ones come. */
const KEEP = 10_000;
const BLOCK_MS = 5_000;

export function redisBus(url: string): Bus {
  return {
    name: 'Redis',
    async open(deliver, lost) {
      // Loaded on first use: an instance on another bus never loads this client.
      const { createClient } = await import('@redis/client');
      const writer = createClient({ url, socket: { connectTimeout: 5_000 } });
      const reader = writer.duplicate();
      writer.on('error', () => undefined);
      reader.on('error', () => undefined);
      let open = true;
      try {
        await Promise.all([writer.connect(), reader.connect()]);
      } catch (error) {
        await Promise.allSettled([writer.destroy(), reader.destroy()]);
        throw error;
      }
      void (async () => {
        let last = '$';
        while (open) {
          const answer = (await reader.xRead({ key: KEY, id: last }, { BLOCK: BLOCK_MS, COUNT: 500 })) as
            | { messages: { id: string; message: Record<string, string> }[] }[]
            | null;
          for (const message of answer?.[0]?.messages ?? []) {
            last = message.id;
            if (message.message.change) deliver(message.message.change);
          }
        }
      })().catch((error: unknown) => {
        if (open) lost(error);
      });
      return {
        send: async (payload) =>
          void (await writer.xAdd(
            KEY,
            '*',
            { change: payload },
            {
              TRIM: { strategy: 'MAXLEN', strategyModifier: '~', threshold: KEEP },
            },
          )),
        close: async () => {
          open = false;
          await Promise.allSettled([writer.quit(), reader.destroy()]);
        },
      };
    },
  };
}
