/**
 * How the client keeps family data fresh, in one place. Every query's key starts with the name of
 * the resource it reads (`common/resources.ts`, the names the server announces changes by), so a
 * change — made on this device, or announced by the server for another — names exactly what to
 * fetch again: `invalidateFor(queryClient, resource, ids)`. Nothing outside this module keeps a
 * private key for shared data.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { CalendarDay } from '../../common/calendar-days';
import type { Resource } from '../../common/resources';

export const queryKeys = {
  screens: ['screens'] as const,
  screen: (id: number | string) => ['screens', String(id)] as const,
  savedScreens: ['saved-screens'] as const,
  taskLists: ['task-lists'] as const,
  taskItems: (listId: number) => ['task-items', listId] as const,
  piggyBanks: ['piggy-banks'] as const,
  piggyBank: (id: number) => ['piggy-banks', id] as const,
  /** A person's money by week (`GET /api/people/{id}/earnings`): it changes with the banks. */
  personEarnings: (personId: number, weeks: number) => ['piggy-banks', 'earnings', personId, weeks] as const,
  /** The single-bank form's balance (the family's first bank). */
  singlePiggyBank: ['piggy-banks', 'single'] as const,
  shoppingLists: ['shopping-lists'] as const,
  shoppingItems: (listId: number) => ['shopping-items', listId] as const,
  shoppingCategories: ['shopping-categories'] as const,
  menu: ['menu'] as const,
  menuRange: (from: CalendarDay, to: CalendarDay) => ['menu', from, to] as const,
  devices: ['devices'] as const,
  displays: ['devices', 'displays'] as const,
  thisDisplay: ['devices', 'this'] as const,
  calendars: ['calendars'] as const,
  photos: ['photos'] as const,
  /** A board album's photos as the server last read them (`GET /api/albums/photos`). */
  albumPhotos: (url: string) => ['albums', url] as const,
  events: ['events'] as const,
  /** The family calendar's own events: under events, so every change to events refreshes them. */
  familyEvents: ['events', 'family'] as const,
  /** What became of forwarded invitations; each one changes events. */
  inbox: ['events', 'inbox'] as const,
  /** The family with its calendar's addresses (feed, inbox); a change to the feed is announced as calendars. */
  familyCalendar: ['calendars', 'family'] as const,
  /** The family's people, for their colours. */
  people: ['people'] as const,
  weather: ['weather'] as const,
  /** A place search: the geocoder's, not the family's, so nothing announces changes to it. */
  weatherPlaces: (query: string) => ['weather-places', query] as const,
  /** What this server offers; not family data, and fetched once a page load. */
  features: ['server-features'] as const,
  /** A stock photo search: the library's, not the family's, so nothing announces changes to it. */
  stockPhotos: (query: string) => ['stock-photos', query] as const,
  /** The family's plan and billing state. */
  billing: ['family', 'billing'] as const,
  members: ['family', 'members'] as const,
  /** Ticks from the wall waiting for a parent's OK. */
  taskApprovals: ['task-approvals'] as const,
  invites: ['family', 'invites'] as const,
  /** Whether the family's Spotify is connected, and to whom. */
  musicStatus: ['music', 'status'] as const,
  musicPlaylists: ['music', 'playlists'] as const,
  /** What plays: announced when Luno changes it, asked for by time for what the Spotify app changes. */
  musicPlayer: ['music', 'player'] as const,
  /**
   * The member's own, not family data (nothing announces a change to them): the notifications
   * page's writes refresh them.
   */
  notificationSettings: ['notifications', 'settings'] as const,
  pushKey: ['push', 'key'] as const,
  pushDevices: ['push', 'subscriptions'] as const,
  /** This browser's permission and subscription, read from the browser itself. */
  thisDevicePush: ['push', 'this-device'] as const,
  /** The operator's view (`/app/admin`): the server's, not a family's; its writes refresh it. */
  adminOverview: ['admin', 'overview'] as const,
  adminFamilies: ['admin', 'families'] as const,
  /** The family's recipe book, each search of it, one recipe, and what is always at home. */
  recipes: ['recipes'] as const,
  recipeSearch: (search: string, tag: string) => ['recipes', 'list', search, tag] as const,
  recipe: (id: number) => ['recipes', 'one', id] as const,
  recipesById: (ids: readonly number[]) => ['recipes', 'some', ...ids] as const,
  alwaysAtHome: ['recipes', 'always-at-home'] as const,
};

/** Resources whose queries are keyed per row of another resource: items per list. */
const KEYED_BY_ID = new Set<Resource>(['task-items', 'shopping-items']);

/**
 * Marks everything read from `resource` as stale, refetching what is on screen. `ids` narrows it to
 * those rows where the resource's queries are keyed by them (task and shopping items by list).
 */
export async function invalidateFor(
  queryClient: QueryClient,
  resource: Resource,
  ids: readonly number[] = [],
): Promise<void> {
  // The family itself changed (a member left, the account went): everything may be different.
  if (resource === 'family') return queryClient.invalidateQueries();
  if (ids.length === 0 || !KEYED_BY_ID.has(resource)) {
    return queryClient.invalidateQueries({ queryKey: [resource] });
  }
  await Promise.all(ids.map((id) => queryClient.invalidateQueries({ queryKey: [resource, id] })));
}

/** How often a query asks again by itself; false: only when something says it changed. */
export interface RefreshPolicy {
  refetchInterval: number | false;
}

/**
 * A board (on the wall or in the editor) asks again for what it shows this often, until the
 * server's change announcements reach it; data pages refetch after their own writes only.
 */
export const BOARD_REFRESH: RefreshPolicy = { refetchInterval: 60_000 };
/**
 * While a display's live stream is open every change is announced, so no query on its board asks
 * again by itself: the stream's announcements, its safety refresh (SAFETY_REFRESH_MS) and, after a
 * gap, its refetch of everything on screen (./live.ts) keep it fresh.
 */
export const AT_REST_REFRESH: RefreshPolicy = { refetchInterval: false };
/**
 * With its stream open, a page asks again for everything it shows this rarely, all at once, in case
 * an announcement was lost (answered 304 where nothing changed: server/http/answer-tags.ts).
 */
export const SAFETY_REFRESH_MS = 12 * 60 * 60_000;
const PAGE_REFRESH: RefreshPolicy = { refetchInterval: false };

const LiveStreamContext = createContext(false);

/**
 * Whether the live stream keeps the board drawn here fresh (the viewer provides it): while it is
 * open it announces every change; while the server cannot be reached at all, the stream's return
 * refetches everything once, and asking every minute meanwhile would only fetch twice.
 */
export const LiveStreamProvider = LiveStreamContext.Provider;

/** How a board drawn here refreshes: by the stream while it keeps the board fresh, every minute otherwise. */
export function useBoardRefresh(): RefreshPolicy {
  return useContext(LiveStreamContext) ? AT_REST_REFRESH : BOARD_REFRESH;
}

const RefreshPolicyContext = createContext<RefreshPolicy>(PAGE_REFRESH);

/** Everything a board draws inside this provider refreshes by the board's policy. */
export const RefreshPolicyProvider = RefreshPolicyContext.Provider;

/** The policy of wherever the calling query is drawn. */
export function useRefreshPolicy(): RefreshPolicy {
  return useContext(RefreshPolicyContext);
}
