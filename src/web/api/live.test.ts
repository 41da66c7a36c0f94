import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from './freshness';
import { applyChange, REOPEN_DELAYS_MS, reopenDelay } from './live';

describe('the live stream on the client', () => {
  it('waits longer after each failure in a row to reopen a stream, up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 50].map(reopenDelay)).toEqual([
      1_000, 2_000, 5_000, 10_000, 30_000, 30_000, 30_000,
    ]);
    expect(REOPEN_DELAYS_MS.at(-1)).toBe(30_000);
  });

  it('marks stale exactly what a change names, and ignores what it cannot read', () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.shoppingItems(7), []);
    client.setQueryData(queryKeys.shoppingItems(8), []);
    client.setQueryData(queryKeys.menu, []);
    applyChange(client, JSON.stringify({ resource: 'shopping-items', ids: [7] }));
    applyChange(client, 'not json');
    applyChange(client, JSON.stringify({ resource: 'passwords', ids: [] }));
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(queryKeys.shoppingItems(7))).toBe(true);
    expect(stale(queryKeys.shoppingItems(8))).toBe(false);
    expect(stale(queryKeys.menu)).toBe(false);
    applyChange(client, JSON.stringify({ resource: 'menu', ids: [] }));
    expect(stale(queryKeys.menu)).toBe(true);
  });
});
