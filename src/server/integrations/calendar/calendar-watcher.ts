/**
 * A provider that tells of a calendar's changes (Google `events.watch` channels, Microsoft Graph
 * subscriptions): what its entry in `CALENDAR_PROVIDERS` exposes as `watcher`. Luno keeps one per
 * connected calendar where its public address is https (`calendars/calendar-watches.ts`), renews
 * it before it ends and stops it when the calendar goes; a notification carrying the channel's
 * secret makes the calendar sync at once.
 */
import type { CalendarApi } from './calendar-api';

export interface WatchRequest {
  /** Luno's own id for the channel (Google), unique. */
  id: string;
  /** Where notifications go: `PUBLIC_URL` + the watcher's `path`. */
  address: string;
  /** The secret every notification must carry (Google's channel token, Graph's clientState). */
  secret: string;
  /** When Luno would like it to end; the provider may end it sooner and says when. */
  expiresAt: Date;
}

export interface Watch {
  /** Google's channel id or Graph's subscription id: what a notification names. */
  channelId: string;
  /** Google's resourceId (stopping a channel needs it); null for Graph. */
  resourceId: string | null;
  expiresAt: Date;
}

export interface CalendarWatcher {
  /** The webhook its notifications come to (`/api/webhooks/google-calendar`). */
  path: string;
  /** The longest a channel may live (Google: a week; Graph, for Outlook events: 10,070 minutes). */
  maxLifetimeMs: number;
  start(api: CalendarApi, calendarId: string, request: WatchRequest): Promise<Watch>;
  /** Moves the end of a channel later; null when the provider cannot (a new channel is started). */
  renew(api: CalendarApi, watch: Watch, expiresAt: Date): Promise<Watch | null>;
  stop(api: CalendarApi, watch: Watch): Promise<void>;
}
