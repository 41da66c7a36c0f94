import { sql } from 'kysely';
import type { Db } from '../db/database';

/** The migrations the database has run, by name (the migrator's own table, on both dialects). */
export async function appliedMigrations(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from luno_migrations`.execute(db);
  return rows.map((row) => row.name);
}
