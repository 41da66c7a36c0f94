/** The member's notification settings (`GET/PUT /api/notifications/settings`): what tells them, and when. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type NotificationSettings, notificationSettingsSchema } from '../../common/schemas/notifications';
import { api } from './client';
import { queryKeys } from './freshness';
import { useOnePerTapMutation } from './onePerTap';

export type { NotificationSettings };

export const notificationsApi = {
  settings: () => api.get<NotificationSettings>('/api/notifications/settings'),
  save: (settings: NotificationSettings) => api.put<unknown>('/api/notifications/settings', settings),
};

export function useNotificationSettings() {
  return useQuery({ queryKey: queryKeys.notificationSettings, queryFn: notificationsApi.settings });
}

/** One change to the settings: some of them (some fields of a group), the rest kept as they are. */
export type NotificationSettingsChange = {
  [K in keyof NotificationSettings]?: NotificationSettings[K] extends object
    ? Partial<NotificationSettings[K]>
    : NotificationSettings[K];
};

/** `current` with `change` laid over it, a group's fields one by one (a new time keeps its group's switch). */
export function withChange(
  current: NotificationSettings,
  change: NotificationSettingsChange,
): NotificationSettings {
  const next: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(change)) {
    const was = next[key];
    next[key] =
      value !== null && typeof value === 'object' && typeof was === 'object' ? { ...was, ...value } : value;
  }
  return next as NotificationSettings;
}

/**
 * Saves one change the moment it is made. The page saves the whole settings, so changes go one
 * after another (one mutation scope), each laid over the settings the one before it saved: two
 * boxes ticked quickly never save one over the other.
 */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useOnePerTapMutation({
    scope: { id: 'notification-settings' },
    mutationFn: async (change: NotificationSettingsChange) => {
      const current =
        queryClient.getQueryData<NotificationSettings>(queryKeys.notificationSettings) ??
        (await notificationsApi.settings());
      const saved = await notificationsApi.save(withChange(current, change));
      // The server answers with what it saved; anything else, and the page reads it again.
      const answer = notificationSettingsSchema.safeParse(saved);
      if (answer.success) queryClient.setQueryData(queryKeys.notificationSettings, answer.data);
      else await queryClient.invalidateQueries({ queryKey: queryKeys.notificationSettings });
    },
  });
}
