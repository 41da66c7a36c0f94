import type { Migration } from 'kysely';
import type { Dialect } from '../database';
import { foundation } from './0001-foundation';

export type MigrationFactory = (dialect: Dialect) => Migration;

/** Forward-only, applied in name order, each in its own transaction. */
export const migrations: Record<string, MigrationFactory> = {
  '0001-foundation': foundation,
};
