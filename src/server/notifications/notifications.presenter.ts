import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type NotificationSettings,
  notificationSettingsSchema,
} from '../../common/schemas/notifications';

/**
 * A member's settings as the API answers them: what they saved over the defaults, a part saved by
 * an older build filled in from them; nothing saved, or nothing readable, is the defaults.
 */
export function presentNotificationSettings(stored: string | null | undefined): NotificationSettings {
  if (!stored) return DEFAULT_NOTIFICATION_SETTINGS;
  let saved: Partial<NotificationSettings>;
  try {
    saved = JSON.parse(stored) as Partial<NotificationSettings>;
  } catch {
    return DEFAULT_NOTIFICATION_SETTINGS;
  }
  const defaults = DEFAULT_NOTIFICATION_SETTINGS;
  const merged = notificationSettingsSchema.safeParse({
    ...defaults,
    ...saved,
    choresDue: { ...defaults.choresDue, ...saved.choresDue },
    events: { ...defaults.events, ...saved.events },
    quietHours: { ...defaults.quietHours, ...saved.quietHours },
  });
  return merged.success ? merged.data : defaults;
}
