import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDemoQueryClient, NOT_IN_DEMO } from './demoQueryClient';

describe('the demo’s query client', () => {
  afterEach(() => vi.unstubAllGlobals());

  function noNetwork() {
    const fetch = vi.fn(() => Promise.reject(new Error('no network in the demo')));
    vi.stubGlobal('fetch', fetch);
    return fetch;
  }

  it('answers a query from the sample data, whatever the query would ask the server', async () => {
    const fetch = noNetwork();
    const client = createDemoQueryClient([[['task-items', 1], [{ id: 1, task: 'Feed the cat' }]]]);
    const answer = await client.fetchQuery({
      queryKey: ['task-items', 1],
      queryFn: () => globalThis.fetch('/api/task-lists/1/items'),
      staleTime: 0,
    });
    expect(answer).toEqual([{ id: 1, task: 'Feed the cat' }]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a query it has no sample for, without asking the server', async () => {
    const fetch = noNetwork();
    const client = createDemoQueryClient([]);
    await expect(
      client.fetchQuery({ queryKey: ['photos'], queryFn: () => globalThis.fetch('/api/photos') }),
    ).rejects.toThrow(NOT_IN_DEMO);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks again from the sample data only, even on an interval or when a write invalidates', async () => {
    const fetch = noNetwork();
    const client = createDemoQueryClient([[['events'], [{ id: 'e1' }]]]);
    const observer = new QueryObserver(client, {
      queryKey: ['events'],
      queryFn: () => globalThis.fetch('/api/events'),
      refetchInterval: 10,
      staleTime: 0,
    });
    const stop = observer.subscribe(() => undefined);
    expect(observer.options).toMatchObject({
      refetchInterval: false,
      refetchOnWindowFocus: false,
      retry: false,
    });
    await client.invalidateQueries({ queryKey: ['events'] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    stop();
    expect(client.getQueryData(['events'])).toEqual([{ id: 'e1' }]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses every write before it is sent', async () => {
    const fetch = noNetwork();
    const client = createDemoQueryClient([]);
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => globalThis.fetch('/api/screens', { method: 'POST' }),
    });
    await expect(mutation.execute(undefined)).rejects.toThrow(NOT_IN_DEMO);
    expect(fetch).not.toHaveBeenCalled();
  });
});
