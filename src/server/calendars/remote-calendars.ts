/**
 * A family's connected calendar accounts (every provider in the registry): connecting one (the code exchanged with its
 * PKCE verifier), a fresh access token whenever one is needed (refreshed shortly before it
 * expires, sealed at rest), the calendars an account offers, one calendar's occurrences, and
 * disconnecting.
 */
import {
  CALENDAR_PROVIDER_IDS,
  type CalendarProviderId,
  CALENDAR_PROVIDERS as PROVIDER_INFO,
} from '../../common/calendar-providers';
import type { ConnectionStatus } from '../../common/schemas/calendars';
import type { Db } from '../db/database';
import { transact } from '../db/transaction';
import {
  AccessRefused,
  type CalendarApi,
  createCalendarApi,
  type ReadWindow,
  type RemoteCalendarInfo,
  type RemoteRead,
} from '../integrations/calendar/calendar-api';
import type { CalendarReadOptions } from '../integrations/calendar/calendar-provider';
import { CALENDAR_PROVIDERS } from '../integrations/calendar/providers';
import { GrantRefused, type OAuthProvider, type ProviderTokens } from '../integrations/oauth/providers';
import type { Changes } from '../live/changes';
import type { Sealer } from '../sealed';
import { createCalendarsRepo } from './calendars.repo';
import { type ConnectionRow, createConnectionsRepo } from './connections.repo';
import { SourceReadError } from './source-readers';

/** An access token this close to expiring is refreshed before use. */
const REFRESH_MARGIN_MS = 2 * 60_000;

export class NotConnected extends SourceReadError {}

/** Whether granted scopes hold every write scope of the account (a provider without them cannot write). */
function grants(account: OAuthProvider, scopes: string[] | null): boolean {
  const needed = account.writeScopes ?? [];
  if (needed.length === 0 || scopes === null) return false;
  // Graph may answer a scope with its resource in front (`https://graph.microsoft.com/Calendars.ReadWrite`).
  const held = scopes.map((scope) => scope.toLowerCase());
  return needed.every((scope) => {
    const want = scope.toLowerCase();
    return held.some((have) => have === want || have.endsWith(`/${want}`));
  });
}

/** A source of a provider this server has no keys for. */
export class ProviderNotSetUp extends SourceReadError {}

export const notSetUpMessage = (id: CalendarProviderId) =>
  `${PROVIDER_INFO[id].name} calendars are not set up on this server.`;

export function createRemoteCalendars(
  db: Db,
  changes: Changes,
  sealer: Sealer,
  providers: Partial<Record<CalendarProviderId, OAuthProvider>>,
) {
  const connections = createConnectionsRepo(db);

  function provider(id: CalendarProviderId): OAuthProvider {
    const found = providers[id];
    if (!found) {
      throw new ProviderNotSetUp(notSetUpMessage(id));
    }
    return found;
  }

  function sealTokens(tokens: ProviderTokens) {
    return {
      access_sealed: sealer.seal(tokens.accessToken),
      refresh_sealed: tokens.refreshToken ? sealer.seal(tokens.refreshToken) : null,
      expires_at: tokens.expiresAt.toISOString(),
    };
  }

  async function refused(familyId: number, id: CalendarProviderId): Promise<never> {
    await connections.markRefused(familyId, id, new Date().toISOString());
    await changes.publish({ familyId, resource: 'calendars', ids: [] });
    const { label } = provider(id);
    throw new NotConnected(
      `${label} no longer allows Luno to read this family’s calendars. Connect ${label} again.`,
    );
  }

  /** A token good for the next minutes, refreshing it first when it is about to run out (or `force`). */
  async function accessToken(familyId: number, id: CalendarProviderId, force = false): Promise<string> {
    const from = provider(id);
    const row: ConnectionRow | undefined = await connections.find(familyId, id);
    if (!row) throw new NotConnected(`${from.label} is not connected. Connect it on the Events page.`);
    if (row.refused_at) return refused(familyId, id);
    if (!force && Date.parse(row.expires_at) - Date.now() > REFRESH_MARGIN_MS) {
      return sealer.open(row.access_sealed);
    }
    if (!row.refresh_sealed) return refused(familyId, id);
    let tokens: ProviderTokens;
    try {
      tokens = await from.refresh(sealer.open(row.refresh_sealed));
    } catch (error) {
      if (error instanceof GrantRefused) return refused(familyId, id);
      throw new SourceReadError(`${from.label} could not be reached. It will be tried again.`);
    }
    await connections.saveTokens(familyId, id, sealTokens(tokens));
    return tokens.accessToken;
  }

  /** Runs `use` with the API; an access token refused before its time is refreshed once and tried again. */
  async function withApi<T>(familyId: number, id: CalendarProviderId, use: (api: CalendarApi) => Promise<T>) {
    const from = provider(id);
    try {
      return await use(createCalendarApi(from.apiBase, await accessToken(familyId, id), from.label));
    } catch (error) {
      if (!(error instanceof AccessRefused)) throw error;
      const token = await accessToken(familyId, id, true);
      try {
        return await use(createCalendarApi(from.apiBase, token, from.label));
      } catch (again) {
        if (again instanceof AccessRefused) return refused(familyId, id);
        throw again;
      }
    }
  }

  return {
    has: (id: CalendarProviderId) => providers[id] !== undefined,
    provider,

    async status(familyId: number): Promise<Record<CalendarProviderId, ConnectionStatus>> {
      const rows = await connections.forFamily(familyId);
      const statusOf = (id: CalendarProviderId): ConnectionStatus => {
        const row = rows.find((r) => r.provider === id);
        return {
          available: providers[id] !== undefined,
          connected: row !== undefined,
          account: row?.account ?? null,
          needsReconnect: row?.refused_at != null,
        };
      };
      return Object.fromEntries(CALENDAR_PROVIDER_IDS.map((id) => [id, statusOf(id)])) as Record<
        CalendarProviderId,
        ConnectionStatus
      >;
    },

    /** Finishes a connection: the code and the verifier the flow began with, for tokens kept sealed. */
    async connect(
      familyId: number,
      id: CalendarProviderId,
      code: string,
      verifier: string,
      redirectUri: string,
      /** A source a parent asked to let Luno write to: writable once the grant holds the write scopes. */
      writeFor: number | null = null,
    ) {
      const from = provider(id);
      const tokens = await from.exchange(code, verifier, redirectUri);
      await transact(db, changes, async (trx, announce) => {
        await createConnectionsRepo(trx).connect(
          familyId,
          id,
          { ...sealTokens(tokens), account: tokens.account, scopes: tokens.scopes?.join(' ') ?? null },
          new Date().toISOString(),
        );
        const source =
          writeFor === null ? undefined : await createCalendarsRepo(trx).find(familyId, writeFor);
        if (source && source.source_type === from.id && grants(from, tokens.scopes ?? null)) {
          await createCalendarsRepo(trx).setWritable(familyId, source.id, true);
          announce(familyId, 'events', [source.id]);
        }
        announce(familyId, 'calendars', writeFor === null ? [] : [writeFor]);
      });
    },

    /** Whether the family's grant at the provider lets Luno write events (it holds the write scopes). */
    async mayWrite(familyId: number, id: CalendarProviderId): Promise<boolean> {
      const row = await connections.find(familyId, id);
      if (!row || row.refused_at) return false;
      return grants(provider(id), row.scopes?.split(' ') ?? null);
    },

    /** Runs a write with the account's API, the token refreshed as a read's is. */
    write<T>(familyId: number, id: CalendarProviderId, use: (api: CalendarApi) => Promise<T>): Promise<T> {
      return withApi(familyId, id, use);
    },

    listCalendars(familyId: number, id: CalendarProviderId): Promise<RemoteCalendarInfo[]> {
      return withApi(familyId, id, CALENDAR_PROVIDERS[id].listCalendars);
    },

    read(
      familyId: number,
      id: CalendarProviderId,
      calendarId: string,
      window: ReadWindow,
      options: CalendarReadOptions,
    ): Promise<RemoteRead> {
      return withApi(familyId, id, (api) => CALENDAR_PROVIDERS[id].read(api, calendarId, window, options));
    },

    /**
     * Disconnects: the provider is asked to forget the grant where it can (best effort — the tokens
     * are gone from here either way), and the account's calendars and their events are removed.
     */
    async disconnect(familyId: number, id: CalendarProviderId): Promise<void> {
      const from = provider(id);
      const row = await connections.find(familyId, id);
      await transact(db, changes, async (trx, announce) => {
        await createConnectionsRepo(trx).delete(familyId, id);
        const removed = await createCalendarsRepo(trx).deleteOfType(familyId, id);
        announce(familyId, 'calendars', removed);
        announce(familyId, 'events', removed);
      });
      const token = row?.refresh_sealed ?? row?.access_sealed;
      if (token && from.revoke) await from.revoke(sealer.open(token)).catch(() => undefined);
    },
  };
}

export type RemoteCalendars = ReturnType<typeof createRemoteCalendars>;
