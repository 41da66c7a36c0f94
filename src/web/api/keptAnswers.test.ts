import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { decodeKept, restoreAnswers, withAnswer } from './keptAnswers';

describe('kept answers', () => {
  it('reads back the answers of the family that kept them', () => {
    const kept = withAnswer(
      { familyId: '7', answers: {} },
      '["task-items",3]',
      [{ task: 'Feed the cat' }],
      1,
    );
    expect(decodeKept(JSON.stringify(kept), '7').answers['["task-items",3]']?.data).toEqual([
      { task: 'Feed the cat' },
    ]);
  });

  it('never gives one family another family’s answers', () => {
    const kept = withAnswer({ familyId: '7', answers: {} }, '["menu"]', [{ dinner: 'Pancakes' }], 1);
    expect(decodeKept(JSON.stringify(kept), '8')).toEqual({ familyId: '8', answers: {} });
  });

  it('counts a broken copy as none', () => {
    expect(decodeKept('{not json', '7')).toEqual({ familyId: '7', answers: {} });
    expect(decodeKept('{"familyId":"7","answers":null}', '7')).toEqual({ familyId: '7', answers: {} });
    expect(decodeKept(null, '7')).toEqual({ familyId: '7', answers: {} });
  });

  it('replaces an older answer and keeps only the newest hundred', () => {
    let kept = { familyId: '7', answers: {} };
    for (let day = 0; day < 120; day++) kept = withAnswer(kept, `["menu","${day}"]`, day, day);
    kept = withAnswer(kept, '["menu","119"]', 'latest', 200);
    const hashes = Object.keys(kept.answers);
    expect(hashes).toHaveLength(100);
    expect(hashes).not.toContain('["menu","19"]');
    expect(hashes).toContain('["menu","20"]');
    expect(decodeKept(JSON.stringify(kept), '7').answers['["menu","119"]']?.data).toBe('latest');
  });

  it('restores each kept answer for a display to draw at once, and asks the server again for it', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    const keptAt = Date.now() - 1_000;
    const kept = withAnswer({ familyId: '7', answers: {} }, '["task-items",3]', ['Feed the cat'], keptAt);
    restoreAnswers(queryClient, kept);
    expect(queryClient.getQueryData(['task-items', 3])).toEqual(['Feed the cat']);

    let asked = 0;
    const observer = new QueryObserver(queryClient, {
      queryKey: ['task-items', 3],
      queryFn: async () => {
        asked += 1;
        return ['Feed the cat', 'Water the plants'];
      },
    });
    const seen: unknown[] = [];
    const stop = observer.subscribe((result) => seen.push(result.data));
    expect(observer.getCurrentResult().data).toEqual(['Feed the cat']);
    await vi.waitFor(() => expect(seen.at(-1)).toEqual(['Feed the cat', 'Water the plants']));
    expect(asked).toBe(1);
    stop();
  });

  it('leaves out what cannot be a query key', () => {
    const queryClient = new QueryClient();
    restoreAnswers(queryClient, {
      familyId: '7',
      answers: { '{broken': { at: 1, data: 1 }, '"menu"': { at: 1, data: 2 } },
    });
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
