// The bench's results: one row per figure, printed as one table and written as JSON, and the
// comparison of two such files (`npm run bench -- --compare previous.json`).
//
// A figure is the median of its samples. Its noise is how far repeated samples of it spread in
// this run (max − min), and never less than its floor: the share of the value it is known to move
// by from run to run on this machine when its samples cannot show it (one sample, or samples taken
// back to back in one process). Byte and request counts depend on the build only: their floor is 0.
// Two runs differ beyond noise when their ranges, each widened by its noise floor, do not overlap.

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** `max`: the figure must be at most this; `min`: at least this. */
function budgetText(budget, unit) {
  if (!budget) return '—';
  const bound = budget.max !== undefined ? `≤ ${budget.max}` : `≥ ${budget.min}`;
  return unit ? `${bound} ${unit}` : bound;
}

function withinBudget(value, budget) {
  return budget.max !== undefined ? value <= budget.max : value >= budget.min;
}

const format = (value, unit) => {
  const size = Math.abs(value);
  const digits = Number.isInteger(value) || size >= 1000 ? 0 : size >= 10 ? 1 : 2;
  return `${value.toFixed(digits)}${unit ? ` ${unit}` : ''}`;
};

export class BenchResults {
  rows = [];

  /**
   * A measured figure. `samples`: one number or several (repetitions); `floor`: the relative noise
   * it is known to have beyond what its samples show (0.2 = 20 %); `detail`: what to print beside it.
   */
  figure({ id, measure, samples, unit = '', budget = null, floor = 0, detail = '' }) {
    const list = (Array.isArray(samples) ? samples : [samples]).filter((value) => Number.isFinite(value));
    if (list.length === 0) return this.notMeasured({ id, measure, why: 'no sample was taken', budget, unit });
    const value = median(list);
    const low = Math.min(...list);
    const high = Math.max(...list);
    this.rows.push({
      id,
      measure,
      unit,
      value,
      samples: list,
      low,
      high,
      noise: Math.max(high - low, Math.abs(value) * floor),
      floor,
      budget,
      status: budget ? (withinBudget(value, budget) ? 'pass' : 'FAIL') : '—',
      detail,
    });
  }

  /** A figure the run did not measure: it says why, and never counts as within its budget. */
  notMeasured({ id, measure, why, budget = null, unit = '' }) {
    this.rows.push({ id, measure, unit, value: null, budget, status: 'not measured', detail: why });
  }

  /** A fact without a number to compare (a description); shown, never compared. */
  note({ id, measure, detail }) {
    this.rows.push({ id, measure, unit: '', value: null, budget: null, status: '—', detail });
  }

  table() {
    return this.rows.map((row) => ({
      measure: row.measure,
      value:
        row.value === null
          ? row.status === 'not measured'
            ? `not measured: ${row.detail}`
            : row.detail
          : `${format(row.value, row.unit)}${row.samples.length > 1 ? ` (${format(row.low, '')}–${format(row.high, row.unit)}, n=${row.samples.length})` : ''}${row.detail ? `; ${row.detail}` : ''}`,
      budget: budgetText(row.budget, row.unit),
      within: row.status,
    }));
  }

  toJSON(context = {}) {
    return { ...context, rows: this.rows };
  }
}

/**
 * Which figures moved beyond their noise between `previous` and `current` (both as written by
 * `toJSON`). A figure measured in one run and not the other is listed as such, not as a move.
 */
export function compareResults(previous, current) {
  const before = new Map(previous.rows.map((row) => [row.id, row]));
  const moved = [];
  const steady = [];
  const unmatched = [];
  for (const row of current.rows) {
    const old = before.get(row.id);
    if (!old || (old.value === null && row.value === null)) continue;
    if (old.value === null || row.value === null) {
      unmatched.push({ id: row.id, measure: row.measure, before: old.value, after: row.value });
      continue;
    }
    const widen = (r) => Math.abs(r.value) * (r.floor ?? 0);
    const oldRange = [old.low - widen(old), old.high + widen(old)];
    const newRange = [row.low - widen(row), row.high + widen(row)];
    const overlap = oldRange[0] <= newRange[1] && newRange[0] <= oldRange[1];
    const entry = {
      id: row.id,
      measure: row.measure,
      unit: row.unit,
      before: old.value,
      after: row.value,
      change: old.value === 0 ? null : (row.value - old.value) / Math.abs(old.value),
      noise: Math.max(old.noise, row.noise),
    };
    if (overlap || row.value === old.value) steady.push(entry);
    else moved.push({ ...entry, direction: row.value > old.value ? 'up' : 'down' });
  }
  return { moved, steady, unmatched };
}

/** The comparison as lines to print. */
export function describeComparison({ moved, steady, unmatched }) {
  const percent = (change) =>
    change === null ? '' : ` (${change >= 0 ? '+' : ''}${(change * 100).toFixed(1)} %)`;
  const lines = [];
  lines.push(
    moved.length
      ? `${moved.length} figure(s) moved beyond their run-to-run noise:`
      : 'No figure moved beyond its run-to-run noise.',
  );
  for (const entry of moved) {
    lines.push(
      `  ${entry.direction === 'up' ? '▲' : '▼'} ${entry.measure}: ${format(entry.before, entry.unit)} → ${format(entry.after, entry.unit)}${percent(entry.change)}, noise ±${format(entry.noise, entry.unit)}`,
    );
  }
  if (steady.length) lines.push(`${steady.length} figure(s) within noise.`);
  for (const entry of unmatched) {
    lines.push(
      `  measured in only one run: ${entry.measure} (${entry.before ?? 'not measured'} → ${entry.after ?? 'not measured'})`,
    );
  }
  return lines;
}
