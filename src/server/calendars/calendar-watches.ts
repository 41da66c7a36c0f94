/**
 * Never silently stale: where Luno's public address is https, each connected calendar whose
 * provider can tell of its changes (Google `events.watch`, Microsoft Graph subscriptions) has a
 * channel to `POST /api/webhooks/<provider>`. A notice carrying the channel's secret makes the
 * source sync at once, through the calendar sync's own queue (one runner per source); polling
 * goes on as the fallback. Channels are a `DueWork`: made for a source that has none, renewed
 * before they end (Google's by a new channel and the old one stopped, Graph's by moving its end),
 * stopped when their source goes; a failure is kept on the row and tried again later and later.
 */
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { type CalendarProviderId, isCalendarProviderId } from '../../common/calendar-providers';
import type { JobQueue } from '../background/job-queue';
import type { Db } from '../db/database';
import type { CalendarWatcher, Watch } from '../integrations/calendar/calendar-watcher';
import { CALENDAR_PROVIDERS } from '../integrations/calendar/providers';
import { CALENDAR_SYNC_QUEUE, failureMessage } from './calendar-sync';
import { createCalendarWatchesRepo, type WatchRow } from './calendar-watches.repo';
import { createCalendarsRepo } from './calendars.repo';
import type { RemoteCalendars } from './remote-calendars';

export const CALENDAR_WATCH_QUEUE = 'calendar-watch';
/** A channel is renewed when this much of its life is left (or half of it, for a short one). */
const RENEW_MARGIN_MS = 24 * 3600_000;
const RETRY_MS = 10 * 60_000;
const MAX_RETRY_MS = 6 * 3600_000;

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

function sameHash(secret: string, hash: string | null): boolean {
  if (!hash) return false;
  const a = Buffer.from(hashOf(secret));
  const b = Buffer.from(hash);
  return a.length === b.length && timingSafeEqual(a, b);
}

function watcherOf(provider: string): CalendarWatcher | undefined {
  return isCalendarProviderId(provider) ? CALENDAR_PROVIDERS[provider].watcher : undefined;
}

export interface CalendarWatchesOptions {
  /** `PUBLIC_URL`: channels are made only where it is https. */
  publicUrl: string | undefined;
  now?: () => Date;
  onUnexpected?: (error: unknown, sourceId: number) => void;
}

export function createCalendarWatches(
  db: Db,
  jobs: JobQueue,
  remote: RemoteCalendars,
  options: CalendarWatchesOptions,
) {
  const clock = options.now ?? (() => new Date());
  const watches = createCalendarWatchesRepo(db);
  const calendars = createCalendarsRepo(db);
  const origin = options.publicUrl?.startsWith('https://') ? options.publicUrl.replace(/\/+$/, '') : null;
  /** The providers this server can keep channels with: a watcher, and keys. */
  const watchable = (Object.keys(CALENDAR_PROVIDERS) as CalendarProviderId[]).filter(
    (id) => CALENDAR_PROVIDERS[id].watcher && remote.has(id),
  );

  const asWatch = (row: WatchRow): Watch | null =>
    row.channel_id
      ? { channelId: row.channel_id, resourceId: row.resource_id, expiresAt: new Date(row.expires_at ?? 0) }
      : null;

  function renewAt(expiresAt: Date, now: Date): string {
    const left = expiresAt.getTime() - now.getTime();
    return new Date(expiresAt.getTime() - Math.min(RENEW_MARGIN_MS, left / 2)).toISOString();
  }

  async function stopQuietly(familyId: number, provider: CalendarProviderId, watch: Watch | null) {
    const watcher = CALENDAR_PROVIDERS[provider].watcher;
    if (!watch || !watcher) return;
    await remote.write(familyId, provider, (api) => watcher.stop(api, watch)).catch(() => undefined);
  }

  /** Makes, renews or stops the channel of one source, if still due. */
  async function runIfDue(sourceId: number): Promise<boolean> {
    const now = clock();
    const row = await watches.findBySource(sourceId);
    const source = await calendars.findById(sourceId);
    if (row && row.renew_at > now.toISOString() && source) return false;
    if (!source || !origin || !isCalendarProviderId(source.source_type) || !source.provider_calendar_id) {
      // The source went (or channels are off): its channel is stopped and forgotten.
      if (row && isCalendarProviderId(row.provider))
        await stopQuietly(row.family_id, row.provider, asWatch(row));
      if (row) await watches.delete(row.id);
      return false;
    }
    const provider = source.source_type;
    const watcher = watcherOf(provider);
    if (!watcher || !remote.has(provider)) return false;
    const calendarId = source.provider_calendar_id;
    const expiresAt = new Date(now.getTime() + watcher.maxLifetimeMs);
    const current = row ? asWatch(row) : null;
    try {
      let secretHash = row?.secret_hash ?? null;
      const made = await remote.write(source.family_id, provider, async (api) => {
        if (current && current.expiresAt > now) {
          const renewed = await watcher.renew(api, current, expiresAt);
          if (renewed) return renewed;
        }
        const secret = randomBytes(24).toString('base64url');
        secretHash = hashOf(secret);
        const started = await watcher.start(api, calendarId, {
          id: randomUUID(),
          address: `${origin}${watcher.path}`,
          secret,
          expiresAt,
        });
        // The old channel ends once the new one is there, so no change falls between them.
        if (current) await watcher.stop(api, current).catch(() => undefined);
        return started;
      });
      await watches.save(
        {
          family_id: source.family_id,
          source_id: source.id,
          provider,
          channel_id: made.channelId,
          resource_id: made.resourceId,
          secret_hash: secretHash,
          expires_at: made.expiresAt.toISOString(),
          renew_at: renewAt(made.expiresAt, now),
          failure_count: 0,
          last_error: null,
        },
        now.toISOString(),
      );
      return true;
    } catch (error) {
      const failures = (row?.failure_count ?? 0) + 1;
      const retry = Math.min(RETRY_MS * 2 ** (failures - 1), MAX_RETRY_MS);
      await watches.save(
        {
          family_id: source.family_id,
          source_id: source.id,
          provider,
          channel_id: current && current.expiresAt > now ? current.channelId : null,
          resource_id: current && current.expiresAt > now ? current.resourceId : null,
          secret_hash: current && current.expiresAt > now ? (row?.secret_hash ?? null) : null,
          expires_at: current && current.expiresAt > now ? current.expiresAt.toISOString() : null,
          renew_at: new Date(now.getTime() + retry).toISOString(),
          failure_count: failures,
          last_error:
            failureMessage(error) ??
            (error instanceof Error ? error.message : 'The channel could not be made.'),
        },
        now.toISOString(),
      );
      if (!failureMessage(error)) options.onUnexpected?.(error, source.id);
      return false;
    }
  }

  /** The source syncs now, through the sync's queue: one runner per source, a repeat notice joins the waiting one. */
  async function syncNow(row: WatchRow): Promise<void> {
    const now = clock().toISOString();
    await calendars.dueNow(row.source_id, now);
    await jobs.send(CALENDAR_SYNC_QUEUE, [{ data: { id: row.source_id }, key: String(row.source_id) }]);
  }

  return {
    queue: CALENDAR_WATCH_QUEUE,
    concurrency: 2,
    /** Whether this server keeps channels at all (an https public address). */
    enabled: origin !== null,
    due(limit: number): Promise<number[]> {
      if (!origin) return Promise.resolve([]);
      return watches.due(clock().toISOString(), watchable, limit);
    },
    runIfDue,

    /**
     * Notices that came to a webhook (`path`), each naming its channel and carrying its secret.
     * A notice counts only for a channel Luno keeps, of a provider whose webhook that is, with the
     * right secret; each source told of syncs once. `syncs: false` (Google's first `sync`
     * message) only says the channel works. Answers how many notices counted.
     */
    async notices(
      path: string,
      notices: { channelId: string; secret: string }[],
      { syncs = true }: { syncs?: boolean } = {},
    ): Promise<number> {
      const rows = new Map<number, WatchRow>();
      let counted = 0;
      for (const notice of notices) {
        const row = await watches.findByChannel(notice.channelId);
        if (!row || watcherOf(row.provider)?.path !== path || !sameHash(notice.secret, row.secret_hash))
          continue;
        counted += 1;
        rows.set(row.source_id, row);
      }
      if (syncs) for (const row of rows.values()) await syncNow(row);
      return counted;
    },
  };
}

export type CalendarWatches = ReturnType<typeof createCalendarWatches>;
