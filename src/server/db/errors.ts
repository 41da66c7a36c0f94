/**
 * What a database error means for the request that met it, on either dialect. PostgreSQL errors
 * carry a SQLSTATE `code`; better-sqlite3's carry `SQLITE_…` codes; a lost connection surfaces as a
 * Node socket error or one of pg's own messages.
 */
export type DatabaseFault =
  /** A row the write refers to was deleted in the meantime. */
  | 'missing-reference'
  /** A row with the same unique key was written in the meantime. */
  | 'duplicate'
  /** A concurrent transaction won: the work may be retried. */
  | 'conflict'
  /** The database cannot be reached, is restarting or is overloaded. */
  | 'unavailable'
  /** The disk under the database is full. */
  | 'out-of-space'
  /** A value the schemas should have refused reached the database. */
  | 'bad-value';

const POSTGRES_FAULTS: [RegExp, DatabaseFault][] = [
  [/^23503$/, 'missing-reference'],
  [/^23505$/, 'duplicate'],
  [/^(40001|40P01|55P03)$/, 'conflict'],
  [/^53100$/, 'out-of-space'],
  // Connection exceptions, insufficient resources, operator intervention (shutdown, restart).
  [/^(08...|53...|57P0[1-4]|57014)$/, 'unavailable'],
  // Data exceptions: out-of-range numbers, NUL characters, bad encodings.
  [/^22...$/, 'bad-value'],
];

const SQLITE_FAULTS: [RegExp, DatabaseFault][] = [
  [/^SQLITE_CONSTRAINT_FOREIGNKEY$/, 'missing-reference'],
  [/^SQLITE_CONSTRAINT_(UNIQUE|PRIMARYKEY)$/, 'duplicate'],
  [/^SQLITE_FULL$/, 'out-of-space'],
  [/^SQLITE_(BUSY|LOCKED|READONLY|CANTOPEN|IOERR|NOMEM)/, 'unavailable'],
  [/^SQLITE_(TOOBIG|MISMATCH|RANGE)$/, 'bad-value'],
];

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Query read timeout|terminating connection|the database system is (starting up|shutting down|in recovery mode)/i;

export function classifyDatabaseError(error: unknown): DatabaseFault | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    const table = code.startsWith('SQLITE_')
      ? SQLITE_FAULTS
      : /^[0-9A-Z]{5}$/.test(code)
        ? POSTGRES_FAULTS
        : [];
    const fault = table.find(([pattern]) => pattern.test(code))?.[1];
    if (fault) return fault;
    if (CONNECTION_CODES.has(code)) return 'unavailable';
  }
  if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return 'unavailable';
  const cause = (error as { cause?: unknown }).cause;
  return cause && cause !== error ? classifyDatabaseError(cause) : undefined;
}

export function isMissingReference(error: unknown): boolean {
  return classifyDatabaseError(error) === 'missing-reference';
}

export function isDuplicate(error: unknown): boolean {
  return classifyDatabaseError(error) === 'duplicate';
}
