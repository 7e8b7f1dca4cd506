/**
 * postgres.js runs an unprepared statement that has parameters in TWO round trips: Parse +
 * Describe first (to learn the parameter types), then Bind + Execute once the answer is back, and
 * nothing else can be pipelined behind it meanwhile. drizzle sends every query that way
 * (`unsafe(query, params, { prepare: false })`). Named prepared statements, cached per connection
 * by postgres.js, need the Describe only the first time a connection sees a statement: one round
 * trip afterwards, and back-to-back statements share a socket write (issue 10's API benchmark).
 *
 * Safe with one schema per tenant: since PostgreSQL 9.3 a prepared statement is re-parsed when
 * search_path differs from the one it was planned under, so the same SQL text never reaches
 * another tenant's tables. If a tenant's table shape differs (a migration between tenants), the
 * re-parse fails with "cached plan must not change result type", which postgres.js answers by
 * preparing the statement again. The cache is bounded by the connection's lifetime
 * (`max_lifetime`, `idle_timeout` in client.ts).
 */

import * as drizzleUtils from 'drizzle-orm';

type Unsafe = (query: string, params?: unknown[], options?: Record<string, unknown>) => unknown;
type Scoped = ((...args: unknown[]) => unknown) & {
  unsafe: Unsafe;
  begin?: (...args: unknown[]) => unknown;
  savepoint?: (...args: unknown[]) => unknown;
};

/** Wraps a postgres.js `sql` so parameterised `unsafe` queries (drizzle's) are prepared. */
export function preparedByDefault<T>(sql: T): T {
  const target = sql as unknown as Scoped;
  const withScope =
    (method: 'begin' | 'savepoint') =>
    (...args: unknown[]) => {
      const fn = args.pop() as (scoped: Scoped) => unknown;
      const original = target[method] as (...args: unknown[]) => unknown;
      return original(...args, (scoped: Scoped) => fn(preparedByDefault(scoped)));
    };
  const overrides: Record<string, unknown> = {
    unsafe: (query: string, params: unknown[] = [], options: Record<string, unknown> = {}) =>
      target.unsafe(query, params, params.length ? { ...options, prepare: true } : options),
    begin: target.begin && withScope('begin'),
    savepoint: target.savepoint && withScope('savepoint'),
  };
  return new Proxy(target, {
    get: (object, property) =>
      typeof property === 'string' && overrides[property] !== undefined
        ? overrides[property]
        : (Reflect.get(object, property) as unknown),
  }) as unknown as T;
}

/** What drizzle builds for a select, kept once per shape: SQL text, result fields, join map. */
type Compiled = {
  query: { sql: string; params: unknown[] };
  fields: unknown;
  joinsNotNullableMap: unknown;
  tables: string[];
};
type SelectInternals = {
  dialect: { sqlToQuery: (sql: unknown) => Compiled['query'] };
  getSQL: () => unknown;
  config: { fields: unknown };
  joinsNotNullableMap: unknown;
  usedTables: Set<string>;
};
type SessionInternals = {
  prepareQuery: (
    query: Compiled['query'],
    fields: unknown,
    name: string | undefined,
    arrayMode: boolean,
    mapper: undefined,
    meta: { type: 'select'; tables: string[] },
  ) => { joinsNotNullableMap: unknown; execute: (values: Record<string, unknown>) => unknown };
};
const compiled = new Map<string, Compiled>();
const { orderSelectedFields } = drizzleUtils as unknown as {
  orderSelectedFields: (fields: unknown) => unknown;
};

/**
 * A hot select built by drizzle ONCE per `key` (its text, result fields and join map), then run
 * on any transaction or read handle with `values` for its `sql.placeholder`s: the query building
 * drizzle repeats on every call (~0.1 ms per statement, issue 10's profile) is skipped; rows are
 * mapped exactly as the builder's own execute maps them. `key` must name everything that changes
 * the SQL text (not the placeholder values). The text is schema-free (search_path), so one entry
 * serves every tenant.
 */
export function compiledSelect<T>(
  tx: object,
  key: string,
  build: () => object,
  values: Record<string, unknown>,
): Promise<T[]> {
  let entry = compiled.get(key);
  if (!entry) {
    const select = build() as SelectInternals;
    entry = {
      query: select.dialect.sqlToQuery(select.getSQL()),
      fields: orderSelectedFields(select.config.fields),
      joinsNotNullableMap: select.joinsNotNullableMap,
      tables: [...select.usedTables],
    };
    compiled.set(key, entry);
  }
  const session = (tx as { session: SessionInternals }).session;
  const prepared = session.prepareQuery(entry.query, entry.fields, undefined, true, undefined, {
    type: 'select',
    tables: entry.tables,
  });
  prepared.joinsNotNullableMap = entry.joinsNotNullableMap;
  return prepared.execute(values) as Promise<T[]>;
}
