import { REMINDER_MINUTES_MAX } from '../../../common/schemas/notifications';

/** "Used just now", "Used 5 minutes ago", "Used 3 hours ago", "Used 2 days ago", "Not used yet". */
export function lastUsedText(lastUsedAt: string | null, now: Date): string {
  if (lastUsedAt === null) return 'Not used yet';
  const minutes = Math.max(0, Math.round((now.getTime() - Date.parse(lastUsedAt)) / 60_000));
  if (minutes < 2) return 'Used just now';
  if (minutes < 60) return `Used ${minutes} minutes ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `Used ${hours} hour${hours === 1 ? '' : 's'} ago`;
  return `Used ${Math.round(hours / 24)} days ago`;
}

/** The reminder times a phone's select offers, in minutes before an event starts. */
const REMINDER_CHOICES = [0, 5, 10, 15, 30, 60, 120, 24 * 60] as const;

/** "When it starts", "15 minutes before", "1 hour before", "1 day before", "90 minutes before". */
export function reminderText(minutes: number): string {
  if (minutes === 0) return 'When it starts';
  if (minutes % (24 * 60) === 0) {
    const days = minutes / (24 * 60);
    return `${days} day${days === 1 ? '' : 's'} before`;
  }
  if (minutes % 60 === 0) {
    const hours = minutes / 60;
    return `${hours} hour${hours === 1 ? '' : 's'} before`;
  }
  return `${minutes} minute${minutes === 1 ? '' : 's'} before`;
}

/** The choices, with the saved one among them even when it is not one of the usual. */
export function reminderChoices(saved: number): number[] {
  const choices: number[] = [...REMINDER_CHOICES];
  if (!choices.includes(saved) && saved >= 0 && saved <= REMINDER_MINUTES_MAX) choices.push(saved);
  return choices.sort((a, b) => a - b);
}
