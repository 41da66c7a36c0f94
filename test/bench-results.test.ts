import { describe, expect, it } from 'vitest';
import { BenchResults, compareResults } from '../scripts/bench/results.mjs';

describe("the bench's results", () => {
  it('never counts a figure that was not measured as within its budget', () => {
    const results = new BenchResults();
    results.notMeasured({
      id: 'paint',
      measure: 'first paint',
      why: 'not run',
      budget: { max: 1000 },
      unit: 'ms',
    });
    results.figure({ id: 'empty', measure: 'no samples', samples: [Number.NaN], budget: { max: 1 } });
    results.figure({ id: 'js', measure: 'JS', samples: [110, 112, 111], unit: 'KB', budget: { max: 120 } });
    results.figure({ id: 'ratio', measure: 'ratio', samples: 40, unit: '%', budget: { min: 50 } });
    expect(results.rows.map((row) => [row.id, row.status])).toEqual([
      ['paint', 'not measured'],
      ['empty', 'not measured'],
      ['js', 'pass'],
      ['ratio', 'FAIL'],
    ]);
    expect(results.table()[0]).toMatchObject({ value: 'not measured: not run', within: 'not measured' });
    expect(results.rows[2]).toMatchObject({ value: 111, low: 110, high: 112, noise: 2 });
  });

  it('says which figures moved beyond the spread of their samples or their noise floor', () => {
    const run = (paint: number[], js: number, cpu: number) => {
      const results = new BenchResults();
      results.figure({ id: 'paint', measure: 'paint', samples: paint, unit: 'ms' });
      results.figure({ id: 'js', measure: 'js', samples: js, unit: 'KB' });
      results.figure({ id: 'cpu', measure: 'cpu', samples: cpu, unit: '%', floor: 0.5 });
      results.notMeasured({ id: 'scale', measure: 'scale', why: 'not run' });
      return results.toJSON();
    };
    const before = run([900, 1000, 1100], 120, 0.6);
    // Overlapping paint ranges and a CPU share within half of itself: noise. A byte count: any change.
    const same = compareResults(before, run([1050, 1150, 1200], 120, 0.8));
    expect(same.moved).toEqual([]);
    const moved = compareResults(before, run([1300, 1400, 1500], 110, 2));
    expect(moved.moved.map((entry) => [entry.id, entry.direction])).toEqual([
      ['paint', 'up'],
      ['js', 'down'],
      ['cpu', 'up'],
    ]);
    const gone = compareResults(before, { rows: [{ ...before.rows[0], value: null }] });
    expect(gone.unmatched.map((entry) => entry.id)).toEqual(['paint']);
  });
});
