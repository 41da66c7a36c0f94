import { describe, expect, it } from 'vitest';
import { type RepeatConfigInput, repeatConfigSchema } from '../../common/recurrence';
import { nextDueDate, scheduleFor } from './task-schedule';

const rule = (input: RepeatConfigInput) => repeatConfigSchema.parse(input);

// 2026-03-04 is a Wednesday; 2026-03-02 and 2026-03-09 are Mondays.
const WEDNESDAY = '2026-03-04';

describe('scheduleFor', () => {
  it('gives a one-off task no due day', () => {
    expect(scheduleFor(null, WEDNESDAY)).toEqual({ anchorDate: WEDNESDAY, dueDate: null });
  });

  it('makes a new repeating task due on its first occurrence on or after today', () => {
    expect(scheduleFor(rule({ freq: 'DAILY' }), WEDNESDAY).dueDate).toBe(WEDNESDAY);
    expect(scheduleFor(rule({ freq: 'WEEKLY' }), WEDNESDAY).dueDate).toBe(WEDNESDAY);
    expect(scheduleFor(rule({ freq: 'WEEKLY', byweekday: ['MO'] }), WEDNESDAY)).toEqual({
      anchorDate: WEDNESDAY,
      dueDate: '2026-03-09',
    });
    expect(scheduleFor(rule({ freq: 'MONTHLY', bymonthday: 1 }), WEDNESDAY).dueDate).toBe('2026-04-01');
  });

  it('keeps the anchor and the due day when an edit keeps the rule, even a due day in the past', () => {
    const weekly = rule({ freq: 'WEEKLY', interval: 2, byweekday: ['MO'] });
    const current = { anchorDate: '2026-02-02', dueDate: '2026-02-16', repeatConfig: weekly };
    expect(scheduleFor(rule({ freq: 'WEEKLY', interval: 2, byweekday: ['MO'] }), WEDNESDAY, current)).toEqual(
      {
        anchorDate: '2026-02-02',
        dueDate: '2026-02-16',
      },
    );
  });

  it('starts a changed rule afresh from today', () => {
    const current = {
      anchorDate: '2026-02-02',
      dueDate: '2026-02-16',
      repeatConfig: rule({ freq: 'WEEKLY', byweekday: ['MO'] }),
    };
    expect(scheduleFor(rule({ freq: 'WEEKLY', byweekday: ['FR'] }), WEDNESDAY, current)).toEqual({
      anchorDate: WEDNESDAY,
      dueDate: '2026-03-06',
    });
    expect(scheduleFor(rule({ freq: 'DAILY' }), WEDNESDAY, { ...current, repeatConfig: null })).toEqual({
      anchorDate: WEDNESDAY,
      dueDate: WEDNESDAY,
    });
  });

  it('drops the due day when the rule is removed', () => {
    const current = {
      anchorDate: '2026-02-02',
      dueDate: '2026-03-09',
      repeatConfig: rule({ freq: 'DAILY' }),
    };
    expect(scheduleFor(null, WEDNESDAY, current)).toEqual({ anchorDate: '2026-02-02', dueDate: null });
  });
});

describe('nextDueDate', () => {
  it('moves a weekly task on by a week', () => {
    const weekly = rule({ freq: 'WEEKLY', byweekday: ['MO'] });
    expect(nextDueDate({ repeatConfig: weekly, dueDate: '2026-03-09' }, '2026-03-02')).toBe('2026-03-16');
  });

  it('keeps the rhythm of "every 2 weeks" from the anchor', () => {
    const fortnightly = rule({ freq: 'WEEKLY', interval: 2, byweekday: ['MO'] });
    expect(nextDueDate({ repeatConfig: fortnightly, dueDate: '2026-03-02' }, '2026-03-02')).toBe(
      '2026-03-16',
    );
    expect(nextDueDate({ repeatConfig: fortnightly, dueDate: '2026-03-16' }, '2026-03-02')).toBe(
      '2026-03-30',
    );
  });

  it('moves an overdue task to the occurrence after the one completed, not past today', () => {
    const weekly = rule({ freq: 'WEEKLY', byweekday: ['MO'] });
    expect(nextDueDate({ repeatConfig: weekly, dueDate: '2026-01-05' }, '2026-01-05')).toBe('2026-01-12');
  });

  it('has no next due day for a one-off task', () => {
    expect(nextDueDate({ repeatConfig: null, dueDate: null }, WEDNESDAY)).toBeNull();
  });
});
