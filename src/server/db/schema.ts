import type { Generated } from 'kysely';

/**
 * Table types shared by both dialects. Instants are ISO-8601 UTC text and booleans are 0/1
 * integers so that one query reads the same on SQLite and PostgreSQL.
 */
export interface FamiliesTable {
  id: Generated<number>;
  name: string;
  created_at: string;
}

export interface UsersTable {
  id: Generated<number>;
  family_id: number;
  email: string;
  password_hash: string | null;
  subscription_status: string;
  subscription_tier: string;
  created_at: string;
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

export interface TvDevicesTable {
  family_id: number;
  device_id: string;
  width_px: number;
  height_px: number;
  updated_at: string;
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

export interface Database {
  families: FamiliesTable;
  users: UsersTable;
  sessions: SessionsTable;
  tv_devices: TvDevicesTable;
  analytics_events: AnalyticsEventsTable;
  login_failures: LoginFailuresTable;
}
