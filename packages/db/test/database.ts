import { afterAll, beforeAll } from 'vitest';
import { rowsOf, type Database } from '../src/client';
import { LARGE_DEFAULTS, seedLarge, type LargeSeedOptions } from '../src/seed/large';
import { openTestDatabase } from '../src/testing';

/** The tenant schema `seedLarge` writes. */
export const LARGE_SCHEMA = 'tenant_large';

/** What a raw SQL query runs on: the database or a transaction. */
export type Executor = Pick<Database['db'], 'execute'>;

/**
 * Opens the test database before the file's tests and closes it after them; with `seed`, the
 * large tenant is seeded with `LARGE_DEFAULTS` and those options first. The handle's `db` is the
 * open database's; `query` runs raw SQL (on it, or on `on`) and returns the rows.
 */
export function useTestDatabase(seed?: Partial<LargeSeedOptions>) {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await openTestDatabase();
    if (seed) await seedLarge(database.db, { ...LARGE_DEFAULTS, ...seed });
  });
  afterAll(async () => database?.close());
  const open = () => {
    if (!database) throw new Error('The test database is not open (used outside a test?)');
    return database;
  };
  return {
    get db(): Database['db'] {
      return open().db;
    },
    query: async <T = Record<string, unknown>>(text: string, on: Executor = open().db) =>
      rowsOf<T>(await on.execute(text)),
  };
}
