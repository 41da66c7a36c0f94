import { describe, expect, it } from 'vitest';
import { describeOccurrence, isDueNow, occurrenceState } from './taskOccurrence';

const TODAY = '2026-11-26';

describe('a task occurrence as lists show it', () => {
  it('tells a done week from one still to do', () => {
    const done = occurrenceState({ dueDate: '2026-12-03', lastDoneDate: TODAY }, TODAY);
    expect(done).toEqual({ kind: 'done', due: '2026-12-03', doneFor: TODAY });
    expect(describeOccurrence(done, TODAY)).toBe('Next due Thu, Dec 3');
    expect(isDueNow(done)).toBe(false);

    const due = occurrenceState({ dueDate: TODAY, lastDoneDate: '2026-11-19' }, TODAY);
    expect(due).toEqual({ kind: 'due', due: TODAY });
    expect(describeOccurrence(due, TODAY)).toBe('Due today');
    expect(isDueNow(due)).toBe(true);
  });

  it('keeps a first occurrence still to come apart from a done one, and a missed one due', () => {
    const upcoming = occurrenceState({ dueDate: '2026-11-28', lastDoneDate: null }, TODAY);
    expect(upcoming.kind).toBe('upcoming');
    expect(describeOccurrence(upcoming, TODAY)).toBe('Due Sat, Nov 28');
    expect(isDueNow(upcoming)).toBe(false);

    const overdue = occurrenceState({ dueDate: '2026-11-19', lastDoneDate: '2026-11-12' }, TODAY);
    expect(describeOccurrence(overdue, TODAY)).toBe('Overdue since Thu, Nov 19');
    expect(isDueNow(overdue)).toBe(true);
  });

  it('leaves a one-off task open and without a day', () => {
    const once = occurrenceState({ dueDate: null, lastDoneDate: null }, TODAY);
    expect(describeOccurrence(once, TODAY)).toBeNull();
    expect(isDueNow(once)).toBe(true);
  });
});
