import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db, Dialect } from './database';
import { migrations } from './migrations';

/** Migrations are listed in code, not discovered on disk, so the bundled server carries them. */
class ListedMigrations implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    const byName: Record<string, Migration> = {};
    for (const [name, make] of Object.entries(migrations)) byName[name] = make(this.dialect);
    return byName;
  }
}

export async function migrateToLatest(db: Db, dialect: Dialect): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: new ListedMigrations(dialect),
    migrationTableName: 'luno_migrations',
    migrationLockTableName: 'luno_migrations_lock',
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${detail}`);
  }
}
