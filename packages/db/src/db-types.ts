import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * The database handle types, on their own so that client.ts (which opens a database) and
 * tenant.ts (which scopes a transaction to a tenant) both use them without importing each other.
 * Both are re-exported from '@gst/db/client'.
 *
 * Without drizzle's relational query API (`db.query.*`, unused here): given a schema, drizzle
 * builds a query builder for every table in each new transaction handle, about 1 % of an API
 * call's server CPU (issue 10). Tables are imported from '@gst/db/schema' instead.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction handle; inside `withTenant` its search_path is the tenant schema. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything that can run a query: the database or a transaction. */
export type Queryable = Db | Tx;
