import { z } from 'zod';
import { defaultLookupKey, SOLD_PRICES, type SoldPrice, TIERS } from '../common/plans';
import { type PasswordCost, STANDARD_PASSWORD_COST, TEST_PASSWORD_COST } from './accounts/passwords';
import { vapidPairProblem } from './push/vapid-pair';

const boolFromEnv = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// (leave it unset to use SQLite in DATA_DIR)')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  LUNO_SECRET_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 random bytes)')
    .optional(),
  LUNO_DEFAULT_TIER: z.enum(TIERS).default('plus_forever'),
  LUNO_AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  TRUST_PROXY: boolFromEnv.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LUNO_WEB_DIR: z.string().optional(),
  LUNO_FETCH_ALLOW_PRIVATE: z.string().default(''),
  LUNO_CALENDAR_SYNC_MINUTES: z.coerce.number().min(1).max(1440).default(10),
  /** What carries live updates between instances: PostgreSQL's LISTEN/NOTIFY (the default with DATABASE_URL), NATS or Redis. */
  LUNO_LIVE_BUS: z.enum(['postgres', 'nats', 'redis']).optional(),
  /** The bus's address: nats://host:4222 or redis://host:6379. */
  LUNO_LIVE_BUS_URL: z
    .string()
    .regex(/^(nats|rediss?|postgres(ql)?):\/\//, 'must start with nats://, redis:// or postgres://')
    .optional(),
  /** `test` makes password hashes cheap for test servers; refused when NODE_ENV=production. */
  LUNO_PASSWORD_COST: z.enum(['standard', 'test']).default('standard'),
  NODE_ENV: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  MICROSOFT_CLIENT_ID: z.string().optional(),
  MICROSOFT_CLIENT_SECRET: z.string().optional(),
  MICROSOFT_TENANT: z
    .string()
    .regex(/^[\w.-]+$/, 'must be a tenant id or common')
    .default('common'),
  /** Every Google or Microsoft endpoint under one other origin: a proxy, or the local fakes tests start. */
  LUNO_GOOGLE_BASE_URL: z.url().optional(),
  LUNO_MICROSOFT_BASE_URL: z.url().optional(),
  SPOTIFY_CLIENT_ID: z.string().optional(),
  SPOTIFY_CLIENT_SECRET: z.string().optional(),
  /** Spotify's accounts service (authorize, token) and its Web API, when elsewhere: the local fakes tests start. */
  LUNO_SPOTIFY_BASE_URL: z.url().optional(),
  LUNO_SPOTIFY_API_BASE_URL: z.url().optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_… or rk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must be a webhook signing secret (whsec_…)')
    .optional(),
  /** Every Stripe API call to one other origin: the local fake tests start. */
  LUNO_STRIPE_BASE_URL: z.url().optional(),
  /** Shared album pages under one other origin than photos.google.com / photos.app.goo.gl (local fakes). */
  LUNO_GOOGLE_PHOTOS_BASE_URL: z.url().optional(),
  /** iCloud shared-album calls under one other origin; the partition host becomes the first path segment. */
  LUNO_ICLOUD_BASE_URL: z.url().optional(),
  /** How often the server reads a board's album again (iCloud's photo addresses last some hours). */
  LUNO_ALBUM_REFRESH_MINUTES: z.coerce.number().min(1).max(1440).default(60),
  /** Stock photo search; without it the image search says it is not set up. */
  PEXELS_API_KEY: z.string().trim().min(1).optional(),
  /** Pexels' API at another origin: the local fake tests start. */
  LUNO_PEXELS_BASE_URL: z.url().default('https://api.pexels.com'),
  /** The SMTP receiver for forwarded invitations: its port (0: any free one), with LUNO_MAIL_DOMAIN. */
  LUNO_SMTP_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** The domain of the families' forwarding addresses; its MX record points at this server. */
  LUNO_MAIL_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(
      /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/,
      'must be a domain name such as mail.example.org',
    )
    .optional(),
  /** Where the SMTP receiver listens; HOST unless set. */
  LUNO_SMTP_HOST: z.string().min(1).optional(),
  /** The largest message the receiver takes, in bytes. */
  LUNO_MAIL_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(10 * 1024 * 1024),
  /** The mail server "Forgot password?" sends through: smtp://user:pass@host:587 (STARTTLS when offered) or smtps://… */
  LUNO_SMTP_URL: z
    .url()
    .refine((url) => /^smtps?:\/\//i.test(url), 'must start with smtp:// or smtps://')
    .optional(),
  /** The sender of the mail Luno sends, such as "Luno <luno@example.org>"; with LUNO_SMTP_URL. */
  LUNO_MAIL_FROM: z.string().trim().min(3).optional(),
  /** Open-Meteo's forecast and geocoding APIs elsewhere: a proxy, or the local fake tests start. */
  LUNO_OPEN_METEO_BASE_URL: z.url().optional(),
  LUNO_OPEN_METEO_GEOCODING_BASE_URL: z.url().optional(),
  /** A paid Open-Meteo plan's key: sent with every call, to the customer servers unless the origins are set. */
  OPEN_METEO_API_KEY: z.string().trim().min(1).optional(),
  /** How often the server asks for each place's forecast again (the weather widget's freshness). */
  LUNO_WEATHER_REFRESH_MINUTES: z.coerce.number().int().min(15).max(180).default(20),
  /** The Web Push key pair (base64url); without both, one is generated into DATA_DIR on first run. */
  LUNO_VAPID_PUBLIC_KEY: z.string().trim().min(1).optional(),
  LUNO_VAPID_PRIVATE_KEY: z.string().trim().min(1).optional(),
  /** Who push services may contact about this server's messages: a mailto: or https: address. */
  LUNO_VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL')
    .optional(),
  /** Turns on GET /metrics (Prometheus) for requests that carry it as a bearer token. */
  LUNO_METRICS_TOKEN: z
    .string()
    .trim()
    .min(16, 'must be at least 16 characters (openssl rand -hex 32 makes one)')
    .optional(),
  /** The hour (0–23, server time) SQLite's daily backup is taken in. */
  LUNO_BACKUP_HOUR: z.coerce.number().int().min(0).max(23).default(3),
  /** Daily backups kept on SQLite; older ones are removed. 0: none taken. */
  LUNO_BACKUP_KEEP: z.coerce.number().int().min(0).max(3650).default(7),
  /** The e-mail addresses (comma-separated) of the accounts that see the operator's view, /app/admin. */
  LUNO_ADMIN_EMAILS: z.string().default(''),
  ...priceEnv(),
});

/** STRIPE_PRICE_CORE_WEEKLY … STRIPE_PRICE_PLUS_FOREVER: a Stripe price id (price_…) or lookup key. */
function priceEnv() {
  return Object.fromEntries(
    SOLD_PRICES.map((price) => [priceEnvName(price), z.string().trim().min(1).optional()]),
  ) as Record<string, z.ZodOptional<z.ZodString>>;
}

export function priceEnvName(price: SoldPrice): string {
  return `STRIPE_PRICE_${price.id.toUpperCase().replace('_ONE_TIME', '')}`;
}

/** A Google or Microsoft app's keys and where its endpoints are. */
export interface OAuthAppConfig {
  clientId: string;
  clientSecret: string;
  /** Replaces the provider's own origins when set; the paths stay the provider's. */
  baseUrl: string | undefined;
}

export interface MicrosoftAppConfig extends OAuthAppConfig {
  tenant: string;
}

function oauthApp(id: string | undefined, secret: string | undefined, baseUrl: string | undefined) {
  return id && secret ? { clientId: id, clientSecret: secret, baseUrl: baseUrl?.replace(/\/+$/, '') } : null;
}

/** A Spotify app's keys and the origins of its accounts service and Web API. */
export interface SpotifyConfig {
  clientId: string;
  clientSecret: string;
  accountsUrl: string;
  apiUrl: string;
}

/** Card payments through Stripe's hosted checkout; null on a server that sells nothing. */
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Replaces https://api.stripe.com when set (host, port and protocol are taken from it). */
  baseUrl: string | undefined;
  /** Our price id (`plus_monthly`) → the Stripe price id or lookup key it is sold at. */
  prices: Record<string, string>;
}

/** Stock photo search through Pexels; null without a key. */
export interface PexelsConfig {
  apiKey: string;
  /** Where Pexels' API is, without a trailing slash. */
  baseUrl: string;
}

/** Where the weather comes from: Open-Meteo's free servers, or its customer servers with a key. */
export interface WeatherConfig {
  forecastUrl: string;
  geocodingUrl: string;
  /** Sent as `apikey` on every call; null on the free (non-commercial) API. */
  apiKey: string | null;
  /** How often each place's forecast is fetched again. */
  refreshMinutes: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  /** Hex secret from the environment; when absent one is generated into the data dir. */
  secretKey: string | undefined;
  defaultTier: (typeof TIERS)[number];
  /** Requests a minute one address may make to each sign-in endpoint. */
  authRateLimit: number;
  trustProxy: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** The built SPA; absent in API-only tests. */
  webDir: string | undefined;
  /** Cookies get the Secure flag and HSTS is sent only when served over https. */
  secureCookies: boolean;
  /**
   * Hosts (names or addresses) the guarded fetcher may reach although they are loopback or
   * private: a CalDAV server on the family's LAN, or the local servers tests start.
   */
  fetchAllowPrivate: string[];
  /** How often each calendar source is read when all is well. */
  calendarSyncMinutes: number;
  /** What carries live updates between instances when set; otherwise PostgreSQL's own, or none on SQLite. */
  liveBus: { kind: 'postgres' | 'nats' | 'redis'; url: string } | null;
  /** What a new password hash costs: the standard one everywhere but on test servers. */
  passwordCost: PasswordCost;
  /** Google calendars can be connected only with these keys. */
  google: OAuthAppConfig | null;
  /** Microsoft (Outlook) calendars can be connected only with these keys. */
  microsoft: MicrosoftAppConfig | null;
  /** The music widget controls Spotify only with these keys. */
  spotify: SpotifyConfig | null;
  /** Payments switch on with both the secret key and the webhook secret. */
  stripe: StripeConfig | null;
  /** Where shared albums are read; undefined: the providers' own origins. */
  albums: {
    googlePhotosBaseUrl: string | undefined;
    icloudBaseUrl: string | undefined;
    refreshMinutes: number;
  };
  pexels: PexelsConfig | null;
  /** Receiving forwarded invitations by SMTP; null (off) unless a port and a domain are set. */
  mail: MailConfig | null;
  /** Sending mail (password resets); null (off) unless a server and a sender are set. */
  mailOut: MailOutConfig | null;
  weather: WeatherConfig;
  /** Web Push's VAPID keys when given (else generated into the data dir) and the subject its messages name. */
  vapid: VapidConfig;
  /** The bearer token GET /metrics asks for; metrics are off without it. */
  metricsToken: string | undefined;
  /** SQLite's daily backup: the hour it is taken in, and how many are kept (0: none). */
  backups: { hour: number; keep: number };
  /** Accounts (lower-cased e-mails) that see the operator's view. */
  adminEmails: string[];
}

export interface VapidConfig {
  publicKey: string | undefined;
  privateKey: string | undefined;
  subject: string;
}

/** The SMTP server Luno's own mail leaves through. */
export interface MailOutConfig {
  url: string;
  from: string;
}

/** The SMTP receiver of the families' forwarding addresses. */
export interface MailConfig {
  port: number;
  host: string;
  /** Addresses are `…@<domain>`. */
  domain: string;
  maxBytes: number;
}

export class ConfigError extends Error {}

function liveBusOf(e: z.infer<typeof envSchema>): Config['liveBus'] {
  const kind = e.LUNO_LIVE_BUS;
  // Unset: PostgreSQL's own LISTEN/NOTIFY when the database is PostgreSQL, none on SQLite.
  if (!kind) return null;
  const url = e.LUNO_LIVE_BUS_URL ?? (kind === 'postgres' ? e.DATABASE_URL : undefined);
  const scheme = { postgres: 'postgres', nats: 'nats://', redis: 'redis' }[kind];
  if (!url?.startsWith(scheme)) {
    const example = { postgres: 'postgres://host/db', nats: 'nats://host:4222', redis: 'redis://host:6379' }[
      kind
    ];
    throw new ConfigError(
      `Invalid configuration:\n  LUNO_LIVE_BUS_URL: LUNO_LIVE_BUS=${kind} needs the bus's address (${example})`,
    );
  }
  return { kind, url };
}

/** RFC 8292's contact: the one set, else the https public address, else the mail sender, else a placeholder. */
function vapidSubjectOf(e: z.infer<typeof envSchema>): string {
  if (e.LUNO_VAPID_SUBJECT) return e.LUNO_VAPID_SUBJECT;
  if (e.PUBLIC_URL?.startsWith('https://')) return new URL(e.PUBLIC_URL).origin;
  const sender = e.LUNO_MAIL_FROM?.match(/<([^<>\s]+@[^<>\s]+)>|^([^<>\s]+@[^<>\s]+)$/);
  const address = sender?.[1] ?? sender?.[2];
  if (address) return `mailto:${address}`;
  const host = e.PUBLIC_URL ? new URL(e.PUBLIC_URL).hostname : 'localhost';
  return `mailto:luno@${host}`;
}

function vapidOf(e: z.infer<typeof envSchema>): VapidConfig {
  const { LUNO_VAPID_PUBLIC_KEY: publicKey, LUNO_VAPID_PRIVATE_KEY: privateKey } = e;
  if ((publicKey === undefined) !== (privateKey === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  LUNO_VAPID_PUBLIC_KEY and LUNO_VAPID_PRIVATE_KEY: set both keys of one pair, or neither (one is then made in DATA_DIR)',
    );
  }
  const problem = publicKey && privateKey ? vapidPairProblem(publicKey, privateKey) : null;
  if (problem) throw new ConfigError(`Invalid configuration:\n  ${problem}`);
  return { publicKey, privateKey, subject: vapidSubjectOf(e) };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.LUNO_PASSWORD_COST === 'test' && e.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration:\n  LUNO_PASSWORD_COST: "test" makes passwords cheap to guess and is for test servers only; it is refused when NODE_ENV=production (unset it)',
    );
  }
  if ((e.LUNO_SMTP_PORT === undefined) !== (e.LUNO_MAIL_DOMAIN === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  LUNO_SMTP_PORT and LUNO_MAIL_DOMAIN: set both to receive forwarded invitations, or neither',
    );
  }
  if ((e.LUNO_SMTP_URL === undefined) !== (e.LUNO_MAIL_FROM === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  LUNO_SMTP_URL and LUNO_MAIL_FROM: set both to send mail (password resets), or neither',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL,
    secretKey: e.LUNO_SECRET_KEY,
    defaultTier: e.LUNO_DEFAULT_TIER,
    authRateLimit: e.LUNO_AUTH_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDir: e.LUNO_WEB_DIR,
    secureCookies: e.PUBLIC_URL?.startsWith('https://') ?? false,
    fetchAllowPrivate: e.LUNO_FETCH_ALLOW_PRIVATE.split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    calendarSyncMinutes: e.LUNO_CALENDAR_SYNC_MINUTES,
    liveBus: liveBusOf(e),
    passwordCost: e.LUNO_PASSWORD_COST === 'test' ? TEST_PASSWORD_COST : STANDARD_PASSWORD_COST,
    google: oauthApp(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET, e.LUNO_GOOGLE_BASE_URL),
    microsoft: (() => {
      const app = oauthApp(e.MICROSOFT_CLIENT_ID, e.MICROSOFT_CLIENT_SECRET, e.LUNO_MICROSOFT_BASE_URL);
      return app ? { ...app, tenant: e.MICROSOFT_TENANT } : null;
    })(),
    spotify:
      e.SPOTIFY_CLIENT_ID && e.SPOTIFY_CLIENT_SECRET
        ? {
            clientId: e.SPOTIFY_CLIENT_ID,
            clientSecret: e.SPOTIFY_CLIENT_SECRET,
            accountsUrl: (e.LUNO_SPOTIFY_BASE_URL ?? 'https://accounts.spotify.com').replace(/\/+$/, ''),
            apiUrl: (e.LUNO_SPOTIFY_API_BASE_URL ?? 'https://api.spotify.com').replace(/\/+$/, ''),
          }
        : null,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            baseUrl: e.LUNO_STRIPE_BASE_URL,
            prices: Object.fromEntries(
              SOLD_PRICES.map((price) => [
                price.id,
                (e as unknown as Record<string, string | undefined>)[priceEnvName(price)] ??
                  defaultLookupKey(price),
              ]),
            ),
          }
        : null,
    albums: {
      googlePhotosBaseUrl: e.LUNO_GOOGLE_PHOTOS_BASE_URL?.replace(/\/+$/, ''),
      icloudBaseUrl: e.LUNO_ICLOUD_BASE_URL?.replace(/\/+$/, ''),
      refreshMinutes: e.LUNO_ALBUM_REFRESH_MINUTES,
    },
    pexels: e.PEXELS_API_KEY
      ? { apiKey: e.PEXELS_API_KEY, baseUrl: e.LUNO_PEXELS_BASE_URL.replace(/\/+$/, '') }
      : null,
    mail:
      e.LUNO_SMTP_PORT !== undefined && e.LUNO_MAIL_DOMAIN
        ? {
            port: e.LUNO_SMTP_PORT,
            host: e.LUNO_SMTP_HOST ?? e.HOST,
            domain: e.LUNO_MAIL_DOMAIN,
            maxBytes: e.LUNO_MAIL_MAX_BYTES,
          }
        : null,
    mailOut: e.LUNO_SMTP_URL && e.LUNO_MAIL_FROM ? { url: e.LUNO_SMTP_URL, from: e.LUNO_MAIL_FROM } : null,
    backups: { hour: e.LUNO_BACKUP_HOUR, keep: e.LUNO_BACKUP_KEEP },
    adminEmails: e.LUNO_ADMIN_EMAILS.split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    weather: {
      forecastUrl: (
        e.LUNO_OPEN_METEO_BASE_URL ??
        (e.OPEN_METEO_API_KEY ? 'https://customer-api.open-meteo.com' : 'https://api.open-meteo.com')
      ).replace(/\/+$/, ''),
      geocodingUrl: (
        e.LUNO_OPEN_METEO_GEOCODING_BASE_URL ??
        (e.OPEN_METEO_API_KEY
          ? 'https://customer-geocoding-api.open-meteo.com'
          : 'https://geocoding-api.open-meteo.com')
      ).replace(/\/+$/, ''),
      apiKey: e.OPEN_METEO_API_KEY ?? null,
      refreshMinutes: e.LUNO_WEATHER_REFRESH_MINUTES,
    },
    vapid: vapidOf(e),
    metricsToken: e.LUNO_METRICS_TOKEN,
  };
}
