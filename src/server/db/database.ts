import fs from 'node:fs';
import path from 'node:path';
import type SQLite from 'better-sqlite3';
import {
  type DatabaseConnection,
  Kysely,
  type LogEvent,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from 'kysely';
import { backUpSqlite, backupFileName, backupsDir } from './backups';
import { MigrationFailed, migrateToLatest, pendingMigrations } from './migrate';
import { migrations as allMigrations, type MigrationFactory } from './migrations';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  /** Set on PostgreSQL: the connection string, for LISTEN/NOTIFY clients. */
  url?: string;
  /** Set on SQLite: the file path, for backups. */
  file?: string;
  /**
   * Set on SQLite: a new watcher, telling its caller whether another connection (another process,
   * or another instance on the same file in tests) committed a write since that caller's last call.
   * One per cache, so one cache's look does not hide a write from another's.
   */
  watchWritesElsewhere?: () => () => boolean;
  /**
   * Set on SQLite: forgets the reading the watchers share, so the next look reads the file's
   * version again. Called as each request starts: a request's caches share one reading.
   */
  readAgain?: () => void;
  close(): Promise<void>;
  /** Set on PostgreSQL: the pool's connections now (for /metrics). */
  pool?: () => { total: number; idle: number; waiting: number };
}

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  /** Told of every query the app runs, after it ran (the query-plan test reads them). */
  onQuery?: (sql: string, parameters: readonly unknown[]) => void;
  /** The migrations to bring the database to; a test names others (a failing one, an earlier list). */
  migrations?: Record<string, MigrationFactory>;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const log = options.onQuery && queryListener(options.onQuery);
  const list = options.migrations ?? allMigrations;
  const { handle, migrated, backUp } = options.databaseUrl
    ? { handle: await openPostgres(options.databaseUrl, log), migrated: () => {}, backUp: undefined }
    : await openSqlite(options.dataDir, log);
  let backup: string | undefined;
  try {
    backup = await backUp?.(list);
    await migrateToLatest(handle.db, handle.dialect, list);
  } catch (error) {
    await handle.close();
    if (error instanceof MigrationFailed && backup) {
      throw new MigrationFailed(
        error.migration,
        `${error.detail}. The database is left as it was before the upgrade, and a copy taken just before it is at ${backup}`,
      );
    }
    throw error;
  }
  migrated();
  return handle;
}

function queryListener(onQuery: NonNullable<DatabaseOptions['onQuery']>): (event: LogEvent) => void {
  return (event) => onQuery(event.query.sql, event.query.parameters);
}

// Each database's driver is loaded only when it is the one in use.
async function openSqlite(
  dataDir: string,
  log?: (event: LogEvent) => void,
): Promise<{
  handle: DatabaseHandle;
  migrated: () => void;
  backUp: (list: Record<string, MigrationFactory>) => Promise<string | undefined>;
}> {
  const { default: SQLite } = await import('better-sqlite3');
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'luno.db');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // The migrations' statements do not each wait for the disk (a new database's took four waits
  // for nothing): they commit as one transaction, and a power cut before the next write reached
  // the disk leaves the database as it was before them, to be migrated again.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new TransactionalDdlSqliteDialect({ database: withStatementCache(sqlite) }),
    log,
  });
  // SQLite moves it for each commit another connection made (not for this one's own). One reading
  // serves every watcher until the next request starts (`readAgain`): the session cache and the
  // board list each looked for themselves before, two reads of the file's header a request.
  const dataVersion = sqlite.prepare('PRAGMA data_version').pluck();
  let reading: unknown;
  const read = () => (reading ??= dataVersion.get());
  const readAgain = () => {
    reading = undefined;
  };
  const watchWritesElsewhere = () => {
    let seenVersion = read();
    return () => {
      const version = read();
      if (version === seenVersion) return false;
      seenVersion = version;
      return true;
    };
  };
  return {
    handle: { db, dialect: 'sqlite', file, watchWritesElsewhere, readAgain, close: () => db.destroy() },
    // From here writes are few and a power cut must not lose a saved board; the first write's wait
    // for the disk takes the migrations' writes along.
    migrated: () => sqlite.pragma('synchronous = FULL'),
    backUp: (list) => backUpBeforeMigrating(sqlite, dataDir, list),
  };
}

/**
 * Before migrations change a database that has a family's rows in it, a copy of it as it is, beside
 * the other backups: an upgrade that goes wrong in a way no transaction undoes can still be undone
 * (`npm run restore`). A new database, or one with nothing to migrate, is not copied.
 */
async function backUpBeforeMigrating(
  sqlite: SQLite.Database,
  dataDir: string,
  list: Record<string, MigrationFactory>,
): Promise<string | undefined> {
  const known = sqlite
    .prepare("select 1 from sqlite_master where type = 'table' and name = 'luno_migrations'")
    .get();
  if (!known) return undefined;
  const applied = sqlite.prepare('select name from luno_migrations').pluck().all() as string[];
  const pending = pendingMigrations(applied, list);
  if (applied.length === 0 || pending.length === 0) return undefined;
  const last = [...applied].sort().at(-1);
  const target = path.join(backupsDir(dataDir), backupFileName('before-upgrade', new Date(), `from-${last}`));
  await backUpSqlite(sqlite, target);
  console.warn(`Backed up the database to ${target} before running migrations ${pending.join(', ')}`);
  return target;
}

/**
 * SQLite runs schema changes inside transactions, but Kysely's adapter says it does not, so its
 * migrator would leave a half-applied migration behind. Saying so lets a failed migration roll
 * back whole, as on PostgreSQL.
 */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

/**
 * SQLite ends a transaction by itself on some errors (SQLITE_FULL on a full disk). Kysely then
 * still sends ROLLBACK, whose "no transaction is active" would hide the error that matters.
 */
class SqliteDriverKeepingTheCause extends SqliteDriver {
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await super.rollbackTransaction(connection);
    } catch (error) {
      if (!/no transaction is active/.test((error as Error).message)) throw error;
    }
  }
}

class TransactionalDdlSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }

  override createAdapter() {
    return new TransactionalDdlSqliteAdapter();
  }

  override createDriver() {
    return new SqliteDriverKeepingTheCause(this.settings);
  }
}

/**
 * Kysely prepares every query afresh, and preparing costs more than running a point read (it was
 * a quarter of the time of an authenticated GET). The same SQL text reuses its statement; Kysely
 * runs one query at a time on SQLite, so a statement is never in use twice at once.
 */
function withStatementCache(sqlite: SQLite.Database, capacity = 500) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(sql: string): SQLite.Statement {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (statements.size >= capacity) statements.clear();
        statements.set(sql, statement);
      }
      return statement;
    },
    close(): void {
      sqlite.close();
    },
  };
}

/**
 * While PostgreSQL is away (a restart, a failover), a request must fail within seconds with a
 * 503 rather than wait: connecting gives up after CONNECT_TIMEOUT_MS and a query that gets no
 * answer after QUERY_TIMEOUT_MS. Luno's queries take milliseconds.
 */
const CONNECT_TIMEOUT_MS = 5_000;
const QUERY_TIMEOUT_MS = 15_000;

async function openPostgres(url: string, log?: (event: LogEvent) => void): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    keepAlive: true,
  });
  const connectionLost = (error: Error) => console.warn(`PostgreSQL connection lost: ${error.message}`);
  // A client whose connection breaks emits 'error'; with no listener that would crash the process.
  // The pool listens only while a client is idle, so every client also gets a listener of its own
  // for the time it is checked out. The failed query answers 503; the pool drops the broken client.
  pool.on('error', connectionLost);
  pool.on('connect', (client) => client.on('error', connectionLost));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
  const poolNow = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  return { db, dialect: 'postgres', url, close: () => db.destroy(), pool: poolNow };
}
