import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../../common/schemas/notifications';
import { withChange } from '../../api/notifications';
import { lastUsedText, reminderChoices, reminderText } from './notificationText';

describe('the notifications page’s words', () => {
  const now = new Date('2026-11-28T12:00:00Z');

  it('says when a device was last used', () => {
    expect(lastUsedText(null, now)).toBe('Not used yet');
    expect(lastUsedText('2026-11-28T11:59:30Z', now)).toBe('Used just now');
    expect(lastUsedText('2026-11-28T11:15:00Z', now)).toBe('Used 45 minutes ago');
    expect(lastUsedText('2026-11-28T11:00:00Z', now)).toBe('Used 1 hour ago');
    expect(lastUsedText('2026-11-25T12:00:00Z', now)).toBe('Used 3 days ago');
  });

  it('names reminder times, and keeps an unusual saved one among the choices', () => {
    expect(reminderText(0)).toBe('When it starts');
    expect(reminderText(30)).toBe('30 minutes before');
    expect(reminderText(60)).toBe('1 hour before');
    expect(reminderText(120)).toBe('2 hours before');
    expect(reminderText(1440)).toBe('1 day before');
    expect(reminderText(90)).toBe('90 minutes before');
    expect(reminderChoices(30)).toEqual([0, 5, 10, 15, 30, 60, 120, 1440]);
    expect(reminderChoices(45)).toEqual([0, 5, 10, 15, 30, 45, 60, 120, 1440]);
  });
});

describe('a change to the settings', () => {
  it('keeps the rest of its group: a new time leaves the switch as it was', () => {
    const off = withChange(DEFAULT_NOTIFICATION_SETTINGS, { choresDue: { on: false } });
    const later = withChange(off, { choresDue: { time: '18:30' } });
    expect(later.choresDue).toEqual({ on: false, time: '18:30' });
    expect(withChange(later, { shoppingChanges: true })).toEqual({
      ...DEFAULT_NOTIFICATION_SETTINGS,
      choresDue: { on: false, time: '18:30' },
      shoppingChanges: true,
    });
  });
});
