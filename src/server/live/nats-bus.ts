/**
 * NATS as the bus: changes are published to a JetStream stream kept in memory for a minute, and
 * each instance reads it from the moment it joins with an ordered consumer, which JetStream keeps
 * gap-free and in order across the client's own reconnects.
 */
import type { Bus } from './relay';

const STREAM = 'LUNO_CHANGES';
const SUBJECT = 'luno.changes';
const KEEP_NS = 60 * 1e9;

export function natsBus(url: string): Bus {
  return {
    name: 'NATS',
    async open(deliver, lost) {
      // Loaded on first use: an instance on another bus never loads this client.
      const { connect, DeliverPolicy, RetentionPolicy, StorageType } = await import('nats');
      const address = new URL(url);
      const nc = await connect({
        servers: `${address.hostname}:${address.port || 4222}`,
        ...(address.username ? { user: decodeURIComponent(address.username) } : {}),
        ...(address.password ? { pass: decodeURIComponent(address.password) } : {}),
        maxReconnectAttempts: -1,
        timeout: 5_000,
      });
      try {
        const manager = await nc.jetstreamManager();
        await manager.streams
          .add({
            name: STREAM,
            subjects: [SUBJECT],
            storage: StorageType.Memory,
            retention: RetentionPolicy.Limits,
            max_age: KEEP_NS,
          })
          .catch(async (error: Error) => {
            // Another instance made it first.
            if (!/already in use|exists/i.test(error.message)) throw error;
          });
        const js = nc.jetstream();
        const consumer = await js.consumers.get(STREAM, { deliver_policy: DeliverPolicy.New });
        const messages = await consumer.consume();
        void (async () => {
          for await (const message of messages) deliver(message.string());
        })().catch(lost);
        void nc.closed().then((error) => {
          if (error) lost(error);
        });
        return {
          send: async (payload) => void (await js.publish(SUBJECT, payload)),
          close: async () => {
            await messages.close().catch(() => undefined);
            await nc.close();
          },
        };
      } catch (error) {
        await nc.close().catch(() => undefined);
        throw error;
      }
    },
  };
}
