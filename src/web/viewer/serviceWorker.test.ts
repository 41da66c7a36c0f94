import fs from 'node:fs';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';

const ORIGIN = 'http://luno.test';
const script = fs.readFileSync(new URL('../public/sw.js', import.meta.url), 'utf8');

type Listener = (event: unknown) => void;

/**
 * The viewer's worker in a worker-like scope: caches in memory, and a network that takes a moment.
 * The browser's HTTP cache holds `inBrowserCache` (what the page loaded); `network` lists what
 * crossed the wire.
 */
function startWorker(inBrowserCache: string[] = []) {
  const listeners = new Map<string, Listener>();
  const stores = new Map<string, Map<string, Response>>();
  const network: string[] = [];
  const keyOf = (request: Request | string) =>
    new URL(typeof request === 'string' ? request : request.url, ORIGIN).href;
  const caches = {
    async open(name: string) {
      const entries = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, entries);
      return {
        match: async (request: Request | string) => entries.get(keyOf(request))?.clone(),
        put: async (request: Request | string, response: Response) =>
          void entries.set(keyOf(request), response),
        keys: async () => [...entries.keys()].map((url) => new Request(url)),
        delete: async (request: Request | string) => entries.delete(keyOf(request)),
      };
    },
  };
  const fetch = async (request: Request | string) => {
    const path = new URL(keyOf(request)).pathname;
    if (typeof request !== 'string' && request.cache === 'only-if-cached') {
      // As the browser answers it: from its cache, or a network error without asking anyone.
      if (inBrowserCache.includes(path)) return new Response('file', { status: 200 });
      throw new TypeError('Failed to fetch');
    }
    network.push(path);
    await new Promise((resolve) => setTimeout(resolve, 5));
    return new Response('file', { status: 200 });
  };
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: () => undefined,
  };
  vm.runInNewContext(script, { self, caches, fetch, Request, Response, URL, Set, Map });

  /** Sends the worker a message as the page does, answering once the worker is done with it. */
  function post(data: unknown): Promise<unknown> {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get('message')?.({ data, waitUntil: (work: Promise<unknown>) => (done = work) });
    return done;
  }
  return { post, network, stores };
}

describe('the viewer’s service worker', () => {
  it('asks the server for the page it keeps once, however many lists of files the page sends at once', async () => {
    const loaded = [
      '/assets/view-1.js',
      '/assets/viewer-1.js',
      '/assets/nunito-700.woff2',
      '/assets/View-1.js',
    ];
    const worker = startWorker(loaded);
    await Promise.all([
      worker.post({ keep: [`${ORIGIN}/assets/view-1.js`, `${ORIGIN}/assets/viewer-1.js`] }),
      worker.post({ keep: [`${ORIGIN}/assets/nunito-700.woff2`] }),
      worker.post({ keep: [`${ORIGIN}/assets/View-1.js`] }),
    ]);
    expect(worker.network).toEqual(['/view/']);
    expect([...(worker.stores.get('luno-viewer-assets')?.keys() ?? [])]).toHaveLength(4);
  });

  it('keeps the files the page loaded from the browser’s cache, and downloads none of them again', async () => {
    // DevTools' "Disable cache", or a cache that dropped a file: what the browser lacks is left.
    const worker = startWorker(['/assets/view-1.js']);
    await worker.post({ keep: [`${ORIGIN}/assets/view-1.js`, `${ORIGIN}/assets/viewer-1.js`] });
    expect(worker.network).toEqual(['/view/']);
    expect([...(worker.stores.get('luno-viewer-assets')?.keys() ?? [])]).toEqual([
      `${ORIGIN}/assets/view-1.js`,
    ]);
  });
});
