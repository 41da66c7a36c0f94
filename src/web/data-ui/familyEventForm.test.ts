import { describe, expect, it } from 'vitest';
import { DEFAULT_REPEAT_CONFIG } from '../../common/recurrence';
import type { FamilyEvent } from '../../common/schemas/family-events';
import {
  emptyEventForm,
  eventFormChanged,
  eventFormFrom,
  eventPayload,
  isCurrent,
  reminderChoices,
} from './familyEventForm';

const NY = 'America/New_York';

const saved = (payload: Partial<FamilyEvent>): FamilyEvent => ({
  id: 1,
  title: 'Swim',
  notes: null,
  personId: null,
  allDay: false,
  start: '',
  end: '',
  repeatConfig: null,
  repeatUntil: null,
  origin: 'app',
  replaces: null,
  createdAt: '',
  updatedAt: '',
  reminderMinutes: null,
  ...payload,
});

describe('the family event form', () => {
  it('reads days and times on the family’s clocks, on either side of a DST change', () => {
    const form = { ...emptyEventForm('2026-03-07', new Date('2026-03-01T12:00:00Z'), NY), title: ' Swim ' };
    expect(form).toMatchObject({ startTime: '09:00', endTime: '10:00', endDay: '2026-03-07' });
    const before = eventPayload(form, NY);
    expect(before).toEqual({
      payload: expect.objectContaining({
        title: 'Swim',
        start: '2026-03-07T14:00:00.000Z',
        end: '2026-03-07T15:00:00.000Z',
      }),
    });
    const after = eventPayload({ ...form, startDay: '2026-03-08', endDay: '2026-03-08' }, NY);
    expect(after).toEqual({
      payload: expect.objectContaining({
        start: '2026-03-08T13:00:00.000Z',
        end: '2026-03-08T14:00:00.000Z',
      }),
    });
    // And back: the form shows what was saved.
    if (!('payload' in after)) throw new Error('no payload');
    const back = eventFormFrom(
      saved({ start: after.payload.start as string, end: after.payload.end as string }),
      NY,
    );
    expect(back).toMatchObject({
      startDay: '2026-03-08',
      startTime: '09:00',
      endDay: '2026-03-08',
      endTime: '10:00',
    });
  });

  it('sends an all-day event’s last day as the exclusive end the API keeps', () => {
    const form = {
      ...emptyEventForm('2026-07-20', new Date(), NY),
      title: 'Holiday',
      allDay: true,
      endDay: '2026-07-31',
    };
    expect(eventPayload(form, NY)).toEqual({
      payload: expect.objectContaining({ allDay: true, start: '2026-07-20', end: '2026-08-01' }),
    });
    expect(eventFormFrom(saved({ allDay: true, start: '2026-07-20', end: '2026-08-01' }), NY)).toMatchObject({
      startDay: '2026-07-20',
      endDay: '2026-07-31',
    });
  });

  it('names what is missing or backwards before anything is sent', () => {
    const form = emptyEventForm('2026-05-01', new Date(), NY);
    expect(eventPayload(form, NY)).toEqual({ errors: { title: 'Event title is required.' } });
    expect(eventPayload({ ...form, title: 'Party', endTime: '08:00' }, NY)).toEqual({
      errors: { end: 'The event must end after it starts.' },
    });
    const weekly = { ...form, title: 'Piano', repeat: { ...DEFAULT_REPEAT_CONFIG, freq: 'WEEKLY' as const } };
    expect(eventPayload({ ...weekly, repeatUntil: '2026-04-01' }, NY)).toEqual({
      errors: { repeatUntil: 'The last day of a repeating event cannot be before its first.' },
    });
  });

  it('counts a form as changed only when something in it differs from how it opened', () => {
    const opened = emptyEventForm('2026-05-01', new Date(), NY);
    expect(eventFormChanged(opened, { ...opened })).toBe(false);
    expect(eventFormChanged(opened, { ...opened, title: 'Dentist' })).toBe(true);
    expect(eventFormChanged(opened, { ...opened, notes: 'Bring the card' })).toBe(true);
    expect(eventFormChanged(opened, { ...opened, repeat: { ...opened.repeat, freq: 'WEEKLY' } })).toBe(true);
  });

  it('lists an event until it is over, and a series until its last day', () => {
    const single = saved({ start: '2026-05-01T13:00:00.000Z', end: '2026-05-01T14:00:00.000Z' });
    expect(isCurrent(single, '2026-05-01', NY)).toBe(true);
    expect(isCurrent(single, '2026-05-02', NY)).toBe(false);
    const series = {
      ...single,
      repeatConfig: { ...DEFAULT_REPEAT_CONFIG, freq: 'WEEKLY' as const },
      repeatUntil: '2026-06-01',
    };
    expect(isCurrent(series, '2026-06-01', NY)).toBe(true);
    expect(isCurrent(series, '2026-06-02', NY)).toBe(false);
  });

  it('keeps an event’s own reminder, or none for “as each person set”', () => {
    const event = saved({
      start: '2026-05-01T13:00:00.000Z',
      end: '2026-05-01T14:00:00.000Z',
      reminderMinutes: 60,
    });
    const form = eventFormFrom(event, NY);
    expect(form.reminder).toBe('60');
    expect(eventPayload(form, NY)).toMatchObject({ payload: { reminderMinutes: 60 } });
    expect(eventPayload({ ...form, reminder: '0' }, NY)).toMatchObject({ payload: { reminderMinutes: 0 } });
    expect(eventPayload({ ...form, reminder: '' }, NY)).toMatchObject({ payload: { reminderMinutes: null } });
    expect(emptyEventForm('2026-05-01', new Date(), NY).reminder).toBe('');
    // A reminder set to another number elsewhere stays a choice, so opening the form keeps it.
    const odd = eventFormFrom({ ...event, reminderMinutes: 45 }, NY).reminder;
    expect(reminderChoices(odd).map((choice) => choice.label)).toContain('45 min before');
    expect(reminderChoices('30').map((choice) => choice.value)).toEqual([
      '',
      '0',
      '5',
      '10',
      '15',
      '30',
      '60',
      '120',
      '1440',
    ]);
  });
});
