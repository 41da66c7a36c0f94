import { z } from 'zod';
import type { Tier } from '../plans';

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

export const signupSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'Password is required.' })
    .min(1, 'Password is required.')
    .min(8, 'Password must be at least 8 characters.')
    .max(128, 'Password must be at most 128 characters.'),
  family: z.string().trim().max(100, 'Family name must be at most 100 characters.').optional(),
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

export interface SessionUser {
  id: number;
  email: string;
  familyid: number;
  familyName: string;
  subscription_status: string;
  subscription_tier: string;
  spotify_id: string | null;
}

export interface AuthStatus {
  isAuthenticated: boolean;
  user: SessionUser | null;
}

export interface LoginAnswer {
  user: SessionUser;
  token: string;
  familyId: number;
}

export interface TvDevice {
  deviceId: string;
  widthPx: number;
  heightPx: number;
  width: number;
  height: number;
  lastSeenAt: string;
}

export interface Features {
  payments: boolean;
  googleSignIn: boolean;
  microsoft: boolean;
  spotify: boolean;
  pexels: boolean;
  /** TV pairing by QR code; the log-in page promises it only once it exists. */
  pairing: boolean;
  /** The plan a new account gets without checkout, while `payments` is off. */
  defaultTier: Tier;
}
