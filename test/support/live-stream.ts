/** Reads a live stream (`GET /api/live`) as a browser's EventSource would, event by event. */
interface LiveEvent {
  event: string;
  data: string;
}

/** Reads a live stream as a browser's EventSource would, event by event. */
export async function openStream(url: string, cookie: string) {
  const controller = new AbortController();
  const response = await fetch(`${url}/api/live`, { headers: { cookie }, signal: controller.signal });
  const received: LiveEvent[] = [];
  const waiters: (() => void)[] = [];
  let ended = false;
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) {
          ended = true;
          for (const wake of waiters.splice(0)) wake();
          return;
        }
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event) received.push({ event, data: data ?? '' });
          for (const wake of waiters.splice(0)) wake();
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted.
    }
  })();
  return {
    response,
    received,
    changes: () => received.filter((e) => e.event === 'change').map((e) => JSON.parse(e.data)),
    /** Whether the server ended the stream. */
    ended: () => ended,
    /** Waits until `test` holds, or fails after `ms`. */
    async until(test: () => boolean, ms = 3_000) {
      const deadline = Date.now() + ms;
      while (!test()) {
        if (Date.now() > deadline) throw new Error(`timed out; received ${JSON.stringify(received)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
    },
    close: () => controller.abort(),
  };
}
