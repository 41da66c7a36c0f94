import type { Generated } from 'kysely';
import type { SubscriptionStatus, Tier } from '../../common/plans';

/**
 * Table types shared by both dialects. Instants are ISO-8601 UTC text and booleans are 0/1
 * integers so that one query reads the same on SQLite and PostgreSQL.
 */
export interface FamiliesTable {
  id: Generated<number>;
  name: string;
  /** IANA zone that decides the family's "today" everywhere. */
  time_zone: Generated<string>;
  /** BCP 47 tag of the family's language (`common/languages.ts`); displays speak it. */
  language: Generated<string>;
  /** ISO 4217 code of the family's money (`common/currencies.ts`); "cents" columns hold its minor units. */
  currency: Generated<string>;
  created_at: string;
  /** The family's plan, shared by its members: trialing, active, past_due, canceled, … */
  subscription_status: Generated<SubscriptionStatus>;
  subscription_tier: Generated<Tier>;
  stripe_customer_id: string | null;
  /** The subscription the plan follows; null without one (no payments, or Plus Forever bought once). */
  stripe_subscription_id: string | null;
  /** When the paid period or the trial ends. */
  plan_period_end: string | null;
  /** 1 when the plan stops at plan_period_end instead of renewing. */
  plan_cancel_at_period_end: Generated<number>;
  /** 1 once the family had its free trial. */
  trial_used: Generated<number>;
  /** The family's place for the weather, as it chose it from the geocoder; null until set. */
  weather_place_name: string | null;
  weather_latitude: number | null;
  weather_longitude: number | null;
  /** celsius or fahrenheit. */
  weather_units: Generated<string>;
  /** The forecast it reads: `weather_forecasts.place_key`. */
  weather_place_key: string | null;
  /** When the server's operator suspended the family (0035); null while it is not. */
  suspended_at: string | null;
}

export interface UsersTable {
  id: Generated<number>;
  family_id: number;
  email: string;
  password_hash: string | null;
  /** The Google account's subject id, once the member signed in with Google. */
  google_sub: string | null;
  created_at: string;
  /** The member's own language (a BCP 47 tag); null: the family's. */
  language: Generated<string | null>;
}

export interface SessionsTable {
  token_hash: string;
  user_id: number;
  family_id: number;
  /** 'user' for a person's login, 'device' for a paired display. */
  kind: string;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
}

/** A "Forgot password?" link (0027): its token's SHA-256, valid an hour, used once. */
export interface PasswordResetsTable {
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface TvDevicesTable {
  family_id: number;
  device_id: string;
  width_px: number;
  height_px: number;
  updated_at: string;
}

export interface PairingsTable {
  id_hash: string;
  secret_hash: string;
  device_id: string | null;
  width_px: number | null;
  height_px: number | null;
  browser: string;
  created_at: string;
  expires_at: string;
  family_id: number | null;
  user_id: number | null;
  screen_id: number | null;
  display_name: string | null;
  completed_at: string | null;
  claimed_at: string | null;
  /** The typed code's hash while the code is waiting; null once it has expired. */
  user_code_hash: string | null;
}

export interface DisplaysTable {
  id: Generated<number>;
  family_id: number;
  name: string;
  device_id: string | null;
  width_px: number | null;
  height_px: number | null;
  browser: string;
  screen_id: number | null;
  /** 1: moves on between boards by their timers; 0: stays on screen_id. */
  cycle: Generated<number>;
  switched_at: string;
  /** The display's own device session (sessions.token_hash). */
  session_hash: string;
  paired_at: string;
}

/** One window of a display's schedule: a board on some weekdays between two wall times. */
export interface DisplayScheduleWindowsTable {
  id: Generated<number>;
  family_id: number;
  display_id: number;
  screen_id: number;
  position: number;
  /** The weekdays it starts on, comma-separated in week order: 'mon,tue,wed'. */
  days: string;
  /** 'HH:MM' in the family's zone. */
  from_time: string;
  /** 'HH:MM'; at or before from_time, it runs past midnight. */
  until_time: string;
}

/** Payment webhook events already applied, so a repeated delivery changes nothing. */
export interface StripeEventsTable {
  id: string;
  type: string;
  processed_at: string;
}

/** A link a member sends another adult to join the family: single use, for 7 days. */
export interface FamilyInvitesTable {
  id: Generated<number>;
  family_id: number;
  token_hash: string;
  invited_by: number | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  used_by: number | null;
}

export interface AnalyticsEventsTable {
  id: Generated<number>;
  event: string;
  method: string | null;
  source: string;
  path: string | null;
  user_id: number | null;
  created_at: string;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  email: string;
  ip: string;
  created_at: string;
}

export interface CalendarSourcesTable {
  id: Generated<number>;
  family_id: number;
  name: string;
  source_type: string;
  url: string | null;
  username: string | null;
  secret_sealed: string | null;
  /** A connected account's calendar (source_type names the provider): its id there. */
  provider_calendar_id: string | null;
  color: string;
  etag: string | null;
  last_modified: string | null;
  sync_token: string | null;
  expanded_until: string | null;
  last_synced_at: string | null;
  last_error: string | null;
  failure_count: Generated<number>;
  next_sync_at: string;
  created_at: string;
  /** Whose calendar it is (0023); null: the family's. */
  person_id: number | null;
  /** 1 once a parent let Luno add and change its events (0031); 0: read-only. */
  writable: Generated<number>;
  /** When Luno last wrote an event to it (0031): moves the family's events stamp like a sync. */
  written_at: string | null;
}

/** A family's connected Spotify account; tokens sealed. */
export interface MusicConnectionsTable {
  id: Generated<number>;
  family_id: number;
  access_sealed: string;
  refresh_sealed: string;
  expires_at: string;
  /** The account's display name or id. */
  account: string | null;
  /** Spotify's `product`: premium, free or open. */
  product: string | null;
  created_at: string;
}

export interface OAuthConnectionsTable {
  id: Generated<number>;
  family_id: number;
  provider: string;
  access_sealed: string;
  refresh_sealed: string | null;
  expires_at: string;
  created_at: string;
  /** The connected account's email, when the provider said. */
  account: string | null;
  /** When the provider refused the refresh token; the family must connect again. */
  refused_at: string | null;
  /** The scopes the grant holds, space-separated (0031); null when the provider did not say. */
  scopes: string | null;
}

/** A provider's notice of a source's changes: a Google channel or a Graph subscription (0032). */
export interface CalendarWatchesTable {
  id: Generated<number>;
  family_id: number;
  /** The source watched; no foreign key, so a channel is stopped after its source goes. */
  source_id: number;
  provider: string;
  /** Google's channel id or Graph's subscription id; null until one was made. */
  channel_id: string | null;
  /** Google's resourceId, which stopping a channel needs. */
  resource_id: string | null;
  /** SHA-256 of the token (Google) or clientState (Graph) a notification must carry. */
  secret_hash: string | null;
  expires_at: string | null;
  /** When it is renewed (before it expires), or tried again after a failure. */
  renew_at: string;
  failure_count: Generated<number>;
  last_error: string | null;
  created_at: string;
}

/** An address given to join the mailing list (the demo's email prompt); each address once. */
export interface MailingListTable {
  id: Generated<number>;
  /** Trimmed and lower-cased. */
  email: string;
  /** Where it was given: 'demo'. */
  source: string;
  created_at: string;
}

export interface CalendarEventsTable {
  id: Generated<number>;
  family_id: number;
  source_id: number;
  occurrence_key: string;
  title: string;
  starts_at: string;
  ends_at: string;
  is_all_day: number;
  /** Where the occurrence lives at its provider (0031), for writing it back: `calendar-writer.ts` EventRef. */
  series_id: string | null;
  remote_id: string | null;
  etag: string | null;
  original_start: string | null;
  recurring: Generated<number>;
}

/** An event of the family's own calendar, stored once as a series (0017). */
export interface FamilyEventsTable {
  id: Generated<number>;
  family_id: number;
  /** The iCalendar UID: the feed's, and an invite's, by which a later invite updates it. */
  uid: string;
  /** '' for a series; for one occurrence an invite moved, the original start it replaces. */
  recurrence_id: Generated<string>;
  /** The invite's SEQUENCE: an older version of it changes nothing. */
  sequence: Generated<number>;
  title: string;
  notes: string | null;
  /** One of the family's people; not a reference, so the event outlives its person. */
  person_id: number | null;
  is_all_day: number;
  /** Timed: an ISO UTC instant. All-day: YYYY-MM-DD. */
  starts_at: string;
  /** Timed: an ISO UTC instant. All-day: YYYY-MM-DD, exclusive. */
  ends_at: string;
  /** JSON text of a RepeatConfig; null for a single event. */
  repeat_config: string | null;
  /** The series' last day (included), or null. */
  repeat_until: string | null;
  /** JSON list of the original starts of occurrences taken out of the series. */
  excluded: Generated<string>;
  /** 'app' or 'email'. */
  origin: Generated<string>;
  created_at: string;
  updated_at: string;
  /** Minutes before its start that members are reminded (0029); null: as each member set. */
  reminder_minutes: number | null;
}

/** A family's secret iCal address (0018): one at most. */
export interface CalendarFeedsTable {
  id: Generated<number>;
  family_id: number;
  /** SHA-256 of the token, by which the feed is found. */
  token_hash: string;
  /** The token sealed with the server key, so members can see the address again. */
  token_sealed: string;
  include_chores: Generated<number>;
  created_at: string;
}

/** What became of a message forwarded to the family's address (0018). */
export interface InboxMessagesTable {
  id: Generated<number>;
  family_id: number;
  received_at: string;
  sender: string;
  subject: string;
  accepted: number;
  summary: string;
}

/** One place's forecast, shared by every family there (not family-owned). */
export interface WeatherForecastsTable {
  id: Generated<number>;
  /** Rounded coordinates, e.g. `52.52,13.41`. */
  place_key: string;
  latitude: number;
  longitude: number;
  /** The metric forecast as JSON; null until the first fetch succeeds. */
  forecast: string | null;
  fetched_at: string | null;
  next_fetch_at: string;
  failure_count: Generated<number>;
  last_error: string | null;
  created_at: string;
}

/** A job of the single box's queue (0026; PostgreSQL's jobs are pg-boss's). */
export interface JobsTable {
  id: Generated<number>;
  queue: string;
  job_key: string;
  /** The job's data as JSON. */
  data: string;
  state: 'waiting' | 'running';
  start_after: string;
  retries: Generated<number>;
  created_at: string;
}

/** A member's device that takes Web Push notifications: a browser's push subscription (0028). */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  family_id: number;
  user_id: number;
  /** The push service's address for this device; unique. */
  endpoint: string;
  /** The browser's P-256 public key and auth secret, base64url (RFC 8291). */
  p256dh: string;
  auth: string;
  /** When the browser ends the subscription, if it said; usually null. */
  expiration_time: string | null;
  /** Made from the User-Agent: "Chrome on Android". */
  name: string;
  created_at: string;
  /** When a push service last took a message for it. */
  last_used_at: string | null;
}

/** A notice waiting to be delivered to one device, one per device and topic (0028). */
export interface PushMessagesTable {
  id: Generated<number>;
  family_id: number;
  subscription_id: number;
  topic: string;
  /** The Notice (push/notice.ts) as JSON. */
  notice: string;
  /** Changes with each newer notice of the topic. */
  version: string;
  tries: Generated<number>;
  /** Not before this instant: a push service's Retry-After, or the back-off. */
  send_after: string;
  queued_at: string;
}

export interface Database {
  jobs: JobsTable;
  families: FamiliesTable;
  calendar_sources: CalendarSourcesTable;
  calendar_events: CalendarEventsTable;
  family_events: FamilyEventsTable;
  calendar_feeds: CalendarFeedsTable;
  inbox_messages: InboxMessagesTable;
  oauth_connections: OAuthConnectionsTable;
  calendar_watches: CalendarWatchesTable;
  music_connections: MusicConnectionsTable;
  weather_forecasts: WeatherForecastsTable;
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  push_subscriptions: PushSubscriptionsTable;
  push_messages: PushMessagesTable;
  tv_devices: TvDevicesTable;
  pairings: PairingsTable;
  displays: DisplaysTable;
  display_schedule_windows: DisplayScheduleWindowsTable;
  stripe_events: StripeEventsTable;
  family_invites: FamilyInvitesTable;
  analytics_events: AnalyticsEventsTable;
  login_failures: LoginFailuresTable;
  screens: ScreensTable;
  saved_screens: SavedScreensTable;
  task_lists: TaskListsTable;
  task_items: TaskItemsTable;
  task_completions: TaskCompletionsTable;
  piggy_banks: PiggyBanksTable;
  piggy_bank_transactions: PiggyBankTransactionsTable;
  shopping_lists: ShoppingListsTable;
  shopping_items: ShoppingItemsTable;
  shopping_categories: ShoppingCategoriesTable;
  shopping_item_categories: ShoppingItemCategoriesTable;
  menu_entries: MenuEntriesTable;
  photos: PhotosTable;
  photo_sizes: PhotoSizesTable;
  mailing_list: MailingListTable;
  album_reads: AlbumReadsTable;
  people: PeopleTable;
  idempotency_keys: IdempotencyKeysTable;
  notification_settings: NotificationSettingsTable;
  notification_rounds: NotificationRoundsTable;
  notices: NoticesTable;
  recipes: RecipesTable;
  always_at_home: AlwaysAtHomeTable;
  shopping_item_unfiled: ShoppingItemUnfiledTable;
}

/** A member's notification settings (0029): `notificationSettingsSchema` as JSON; none saved: the defaults. */
export interface NotificationSettingsTable {
  user_id: number;
  family_id: number;
  settings: string;
  updated_at: string;
}

/** A family's round of timed notices (0029): what it looked at up to, and when it looks again. */
export interface NotificationRoundsTable {
  family_id: number;
  checked_until: string;
  next_round_at: string;
}

/** A notice sent or waiting (0029): once per `notice_key`, held until `deliver_at`. */
export interface NoticesTable {
  id: Generated<number>;
  family_id: number;
  user_id: number;
  /** The rule that made it: 'approval', 'chores-due', 'event-reminder', 'sync-problem', 'shopping'. */
  kind: string;
  /** What it is about, for batching ('shopping:12'). */
  subject: string;
  notice_key: string;
  /** JSON: the notice, or what a batch has gathered so far. */
  payload: string;
  deliver_at: string;
  sent_at: string | null;
  created_at: string;
}

/**
 * The family's people (0023): a row per member (made with their account, or when they join) and
 * per child. One table, so a person's id is unique whatever their kind.
 */
export interface PeopleTable {
  id: Generated<number>;
  family_id: number;
  /** 'member', 'adult' (a grown-up without a log-in) or 'child'. */
  kind: string;
  /** A member's account; null for a child. A member who left keeps the row, no longer listed. */
  user_id: number | null;
  name: string;
  /** '#rrggbb'. */
  color: string;
  /** One emoji, or null for initials. */
  emoji: string | null;
  created_at: string;
}

export interface ScreensTable {
  id: Generated<number>;
  family_id: number;
  name: string;
  /** JSON text: components, background, timer, activeLayoutPreset, customDimensions. */
  document: string;
  /** Raised by every save, so a save made from a stale copy is refused. */
  version: number;
  /** Place in the family's screen list, from 0. */
  position: number;
  created_at: string;
  updated_at: string;
}

export interface SavedScreensTable {
  id: Generated<number>;
  family_id: number;
  name: string;
  /** JSON text: a screen without its id. */
  screen_data: string;
  created_at: string;
}

export interface TaskListsTable {
  id: Generated<number>;
  family_id: number;
  name: string;
  created_at: string;
  /** 1: a tick from a paired screen waits for a parent's OK (0024). */
  needs_approval: Generated<number>;
}

export interface TaskItemsTable {
  id: Generated<number>;
  family_id: number;
  list_id: number;
  task: string;
  assignee: string | null;
  value_cents: number;
  /** JSON text of a RepeatConfig; null for a one-off task. */
  repeat_config: string | null;
  target_piggy_bank_id: number | null;
  /** The first day of the repeat series: it keeps the rhythm of an "every 2 weeks" rule. */
  anchor_date: string;
  /** The calendar day a repeating task is next due; null for a one-off task. */
  due_date: string | null;
  completed_at: string | null;
  /** Raised by every completion, so a second completion of the same occurrence is refused. */
  version: Generated<number>;
  created_at: string;
  /** The person who does it (0023); null when nobody or free text. */
  assignee_id: number | null;
  /** JSON text of a Rotation (common/rotation.ts); null when it does not rotate. */
  rotation: string | null;
}

export interface TaskCompletionsTable {
  id: Generated<number>;
  family_id: number;
  /** Not a reference: the record outlives a one-off task, which completion removes. */
  task_item_id: number;
  task: string;
  /**
   * The occurrence completed, unique per task (0012): each is completed and paid once. Null for a
   * one-off task, and for a repeat completion of a day made before 0012 (the first keeps the day).
   */
  due_date: string | null;
  paid_cents: number;
  piggy_bank_id: number | null;
  completed_at: string;
  /** 'done', or 'pending' while a tick from the wall waits for a parent's OK (0024). */
  status: Generated<string>;
  /** Who did it, when the task has people. */
  person_id: number | null;
}

export interface PiggyBanksTable {
  id: Generated<number>;
  family_id: number;
  name: string;
  balance_cents: number;
  created_at: string;
  /** Set when the family deleted the bank; its row stays for the history that names it. */
  deleted_at: string | null;
  /** Whose bank it is (0023). */
  person_id: number | null;
  /** The savings goal (0025): all three null when the bank has none. */
  goal_name: string | null;
  goal_cents: number | null;
  /** The goal's picture, a photo of the family's library; null for none. */
  goal_photo_id: number | null;
}

export interface PiggyBankTransactionsTable {
  id: Generated<number>;
  family_id: number;
  piggy_bank_id: number;
  amount_cents: number;
  reason: string;
  /** Not a reference: the history outlives a one-off task, which completion removes. */
  task_item_id: number | null;
  created_at: string;
  /** 'opening', 'set', 'payout', 'withdrawal' or 'spend' (0025). */
  kind: Generated<string>;
  /** A withdrawal's or spend's note. */
  note: string | null;
}

export interface ShoppingListsTable {
  id: Generated<number>;
  family_id: number;
  name: string;
  created_at: string;
}

export interface ShoppingItemsTable {
  id: Generated<number>;
  family_id: number;
  list_id: number;
  item: string;
  is_complete: Generated<number>;
  created_at: string;
  /** Null when the item has none, or its category was deleted. */
  category_id: number | null;
}

/** The family's shopping categories, in the order of its store's aisles. */
export interface ShoppingCategoriesTable {
  id: Generated<number>;
  family_id: number;
  name: string;
  /** Place in the family's order, from 0. */
  position: number;
  created_at: string;
}

/** The category the family last gave an item of each name; deleted with the category. */
export interface ShoppingItemCategoriesTable {
  family_id: number;
  /** The name's `ingredientKey` (common/ingredient-names.ts), so "Eggs" and "egg" share one. */
  item_key: string;
  category_id: number;
}

export interface MenuEntriesTable {
  id: Generated<number>;
  family_id: number;
  /** Calendar day, YYYY-MM-DD; one entry per family and day. */
  date: string;
  breakfast: string;
  lunch: string;
  dinner: string;
  updated_at: string;
  /** JSON text of MealIngredients (common/schemas/menu.ts); null when no meal has any. */
  ingredients: string | null;
  /** A meal cooked from a recipe (0036), for its servings; null when the meal is text only. */
  breakfast_recipe_id: number | null;
  breakfast_servings: number | null;
  lunch_recipe_id: number | null;
  lunch_servings: number | null;
  dinner_recipe_id: number | null;
  dinner_servings: number | null;
}

export interface PhotosTable {
  id: Generated<number>;
  family_id: number;
  width: number;
  height: number;
  /** The photo at its largest stored size: EXIF orientation applied, every metadata field dropped. */
  data: Buffer;
  bytes: number;
  content_type: string;
  /** A digest of `data`: the ETag and the version in the photo's address. */
  version: string;
  created_at: string;
}

/** Smaller widths of a photo, each made the first time it is asked for. */
export interface PhotoSizesTable {
  photo_id: number;
  width_step: number;
  data: Buffer;
}

/** An album linked on a family's boards, as the server last read it (media/album-refresh.ts). */
export interface AlbumReadsTable {
  id: Generated<number>;
  family_id: number;
  /** The link as the boards hold it. */
  url: string;
  /** SHA-256 of `url`, hex: the link's key within the family. */
  url_digest: string;
  /** JSON of the album's photos (AlbumImage[]); null until a first reading succeeds. */
  images: string | null;
  read_at: string | null;
  last_error: string | null;
  failure_count: Generated<number>;
  next_read_at: string;
  created_at: string;
}

/**
 * One `Idempotency-Key` a member or display sent with a write (0030, http/idempotency.ts): reserved
 * before the write, its answer kept once the write answered, forgotten after a day.
 */
export interface IdempotencyKeysTable {
  id: Generated<number>;
  family_id: number;
  /** Who sent it: `member:<user id>` or `display:<its session's hash>`. */
  actor: string;
  idempotency_key: string;
  /** SHA-256 of the method, route, parameters and body the key was first sent with. */
  request_hash: string;
  /** A random token of the request working on the key: only it may keep the answer. */
  owner: string;
  /** Until when the owner's reservation holds; a pending one past it may be taken over. */
  locked_until: string;
  /** Null while pending. */
  response_status: number | null;
  /** JSON of the answer's kept headers (content-type, location, cache-control). */
  response_headers: string | null;
  response_body: string | null;
  created_at: string;
  expires_at: string;
}

/** A family's recipe (0036); ingredients, sections and tags are JSON text (common/schemas/recipes.ts). */
export interface RecipesTable {
  id: Generated<number>;
  family_id: number;
  name: string;
  servings: number | null;
  prep_minutes: number | null;
  cook_minutes: number | null;
  total_minutes: number | null;
  ingredients: string;
  sections: string;
  tags: string;
  notes: string;
  photo_id: number | null;
  source_url: string;
  author: string;
  created_at: string;
  updated_at: string;
}

/** What a family always has at home (0036), by the name's `ingredientKey`, in the family's order. */
export interface AlwaysAtHomeTable {
  family_id: number;
  item_key: string;
  name: string;
  position: number;
}

/** A name (its `ingredientKey`) the family took out of every shopping category (0036). */
export interface ShoppingItemUnfiledTable {
  family_id: number;
  item_key: string;
}
