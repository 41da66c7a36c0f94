import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db, Dialect } from './database';
import { type MigrationFactory, migrations } from './migrations';

/** Migrations are listed in code, not discovered on disk, so the bundled server carries them. */
class ListedMigrations implements MigrationProvider {
  constructor(
    private readonly dialect: Dialect,
    private readonly list: Record<string, MigrationFactory>,
  ) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    const byName: Record<string, Migration> = {};
    for (const [name, make] of Object.entries(this.list)) byName[name] = make(this.dialect);
    return byName;
  }
}

/** A migration that failed and was rolled back: the database is as it was before it. */
export class MigrationFailed extends Error {
  constructor(
    readonly migration: string,
    readonly detail: string,
  ) {
    super(`Database migration ${migration} failed: ${detail}`);
  }
}

/** The listed migrations a database has not run yet, in the order they will run. */
export function pendingMigrations(
  applied: Iterable<string>,
  list: Record<string, MigrationFactory> = migrations,
) {
  const done = new Set(applied);
  return Object.keys(list)
    .sort()
    .filter((name) => !done.has(name));
}

/** Both dialects run DDL in transactions, so pending migrations apply together or not at all. */
export async function migrateToLatest(
  db: Db,
  dialect: Dialect,
  list: Record<string, MigrationFactory> = migrations,
  /** Tests that re-run one earlier migration under later ones need this; a server never does. */
  { allowUnorderedMigrations = false }: { allowUnorderedMigrations?: boolean } = {},
): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: new ListedMigrations(dialect, list),
    migrationTableName: 'luno_migrations',
    migrationLockTableName: 'luno_migrations_lock',
    allowUnorderedMigrations,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new MigrationFailed(failed?.migrationName ?? '', detail);
  }
}
