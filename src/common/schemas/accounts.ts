import { z } from 'zod';
import { type CurrencyCode, isCurrencyCode } from '../currencies';
import { type LanguageTag, supportedLanguage } from '../languages';
import { SUBSCRIPTION_STATUSES, TIERS } from '../plans';
import { isTimeZone } from '../time-zone';

const timeZoneSchema = z
  .string({ error: 'Time zone must be a name such as Europe/Berlin.' })
  .refine(isTimeZone, { error: 'Time zone must be a name such as Europe/Berlin.' });

export const UNKNOWN_LANGUAGE_MESSAGE =
  'Language must be one Luno speaks: en-US, en-GB, es, fr, de, it, pt-BR, nl, pl, sv, da, nb, ja or ar.';
export const UNKNOWN_CURRENCY_MESSAGE =
  'Currency must be an ISO 4217 code Luno knows, such as USD, EUR or JPY.';

/** A language Luno speaks, by its BCP 47 tag in any letter case ('pt-br' is 'pt-BR'). */
export const languageSchema = z.unknown().transform((value, ctx): LanguageTag => {
  const tag = supportedLanguage(value);
  if (tag) return tag;
  ctx.addIssue({ code: 'custom', message: UNKNOWN_LANGUAGE_MESSAGE, input: value });
  return z.NEVER;
});

/** An ISO 4217 code Luno knows ('eur' is 'EUR'). */
export const currencySchema = z.unknown().transform((value, ctx): CurrencyCode => {
  const code = typeof value === 'string' ? value.trim().toUpperCase() : value;
  if (isCurrencyCode(code)) return code;
  ctx.addIssue({ code: 'custom', message: UNKNOWN_CURRENCY_MESSAGE, input: value });
  return z.NEVER;
});

/** Emails are compared trimmed and lower-cased, so ' Ann@Example.com' finds 'ann@example.com'. */
export const emailSchema = z
  .string({ error: 'Email is required.' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required.')
  .max(254, 'Email is too long.')
  .pipe(z.email({ error: 'Please enter a valid email address.' }));

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(1024),
});

const newPasswordSchema = z
  .string({ error: 'Password is required.' })
  .min(1, 'Password is required.')
  .min(8, 'Password must be at least 8 characters.')
  .max(128, 'Password must be at most 128 characters.');

export const signupSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  family: z.string().trim().max(100, 'Family name must be at most 100 characters.').optional(),
  /** An invite link's token: the new member joins that family instead of making one. */
  invite: z.string().max(100).optional(),
  /** The browser's zone, proposed for the new family; one this server does not know is left out. */
  timeZone: z
    .unknown()
    .transform((zone) => (isTimeZone(zone) ? zone : undefined))
    .optional(),
  /** The browser's language and its country's money, proposed like the zone: one Luno lacks is left out. */
  language: z
    .unknown()
    .transform((tag) => supportedLanguage(tag))
    .optional(),
  currency: z
    .unknown()
    .transform((code) => {
      const upper = typeof code === 'string' ? code.trim().toUpperCase() : code;
      return isCurrencyCode(upper) ? upper : undefined;
    })
    .optional(),
});

/** PATCH /api/family: the family's name and the zone that decides its "today". */
export const updateFamilySchema = z
  .object({
    name: z
      .string({ error: 'Family name must be text.' })
      .trim()
      .min(1, 'Family name is required.')
      .max(100, 'Family name must be at most 100 characters.')
      .optional(),
    timeZone: timeZoneSchema.optional(),
    /** The family's language: displays speak it, and members who chose none. */
    language: languageSchema.optional(),
    /** The family's money; the amounts keep their numbers (nothing is converted). */
    currency: currencySchema.optional(),
  })
  .refine(
    (body) =>
      body.name !== undefined ||
      body.timeZone !== undefined ||
      body.language !== undefined ||
      body.currency !== undefined,
    { error: 'Send a family name or a time zone to change.' },
  );

/** PATCH /api/account: the member's own settings; `language` null goes back to the family's. */
export const updateAccountSchema = z.object({
  language: z.union([z.null(), languageSchema], { error: UNKNOWN_LANGUAGE_MESSAGE }),
});

/** POST /api/account/password-reset: the address to mail a link to, when it has an account. */
export const passwordResetRequestSchema = z.object({ email: emailSchema });

/** POST /api/account/password-reset/confirm: the link's token and the new password. */
export const passwordResetConfirmSchema = z.object({
  token: z
    .string({ error: 'The reset link is incomplete.' })
    .min(1, 'The reset link is incomplete.')
    .max(200),
  password: newPasswordSchema,
});

/** POST /api/account/password; an account made with Google has no current password to give. */
export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: 'Current password must be text.' }).max(1024).optional(),
  newPassword: newPasswordSchema,
});

export const deviceDimensionsSchema = z.object({
  widthPx: z.coerce.number({ error: 'widthPx must be a number.' }).int().min(1).max(16384),
  heightPx: z.coerce.number({ error: 'heightPx must be a number.' }).int().min(1).max(16384),
});

export const deviceIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Device id must be letters, digits, - or _.');

export const ANALYTICS_EVENTS = ['page_view', 'sign_up', 'login'] as const;
export const AUTH_METHODS = ['email', 'google'] as const;

export const analyticsEventSchema = z.object({
  event: z.enum(ANALYTICS_EVENTS, { error: 'event must be page_view, sign_up or login.' }),
  method: z.enum(AUTH_METHODS, { error: 'method must be email or google.' }).optional(),
  source: z.string().trim().min(1).max(200).default('direct'),
  path: z.string().max(500).optional(),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/** The member as every sign-in answer and the status call describe them. */
export const sessionUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  familyid: z.number(),
  familyName: z.string(),
  /** The family's IANA time zone: it decides "today" for the calendar, tasks and the menu. */
  timeZone: z.string(),
  subscription_status: z.enum(SUBSCRIPTION_STATUSES),
  subscription_tier: z.enum(TIERS),
  spotify_id: z.string().nullable(),
  /** The language the app speaks to this member: their own choice, else the family's (BCP 47). */
  language: z.string(),
  /** The member's own choice of language; null: the family's. */
  ownLanguage: z.string().nullable(),
  /** The family's language, which its displays speak. */
  familyLanguage: z.string(),
  /** The family's money (ISO 4217); amounts on the wire are in its major unit. */
  currency: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /api/auth/status */
export const authStatusSchema = z.object({
  isAuthenticated: z.boolean(),
  user: sessionUserSchema.nullable(),
});
export type AuthStatus = z.infer<typeof authStatusSchema>;

/** POST /api/login and POST /api/signup */
export const signedInSchema = z.object({ user: sessionUserSchema, token: z.string(), familyId: z.number() });
export type SignedIn = z.infer<typeof signedInSchema>;

/** GET /api/tv-devices: each display's size, in both spellings clients read (spec 01 §7). */
export const tvDeviceSchema = z.object({
  deviceId: z.string(),
  widthPx: z.number(),
  heightPx: z.number(),
  width: z.number(),
  height: z.number(),
  lastSeenAt: z.string(),
});
export type TvDevice = z.infer<typeof tvDeviceSchema>;

/** GET /api/features: which third-party features this server has keys for. */
export const featuresSchema = z.object({
  payments: z.boolean(),
  googleSignIn: z.boolean(),
  /** Google calendars can be connected (the server has Google keys). */
  googleCalendar: z.boolean(),
  /** Microsoft Outlook calendars can be connected. */
  microsoft: z.boolean(),
  spotify: z.boolean(),
  pexels: z.boolean(),
  /** "Forgot password?" mails a reset link (the server can send mail). */
  passwordReset: z.boolean(),
  /** TV pairing by QR code; the log-in page promises it only once it exists. */
  pairing: z.boolean(),
  /** The plan a new account gets without checkout, while `payments` is off. */
  defaultTier: z.enum(TIERS),
});
export type Features = z.infer<typeof featuresSchema>;

/** The answer of a call that only reports that it worked. */
export const successSchema = z.object({ success: z.boolean() });

/** POST /api/account/unsubscribe */
export const unsubscribeAnswerSchema = z.object({
  subscription_status: z.enum(SUBSCRIPTION_STATUSES),
  message: z.string(),
  /** When the plan stops, now that it will not renew; null when nothing was renewing. */
  endsAt: z.string().nullable(),
});
export type UnsubscribeAnswer = z.infer<typeof unsubscribeAnswerSchema>;
