import { describe, expect, it } from 'vitest';
import { decodeKept, withAnswer } from './keptAnswers';

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
});
