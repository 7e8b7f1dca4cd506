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

/** What drizzle builds for a select, kept once per shape: SQL text, result fields, row mapper. */
type Compiled = {
  query: { sql: string; params: unknown[] };
  fields: unknown;
  tables: string[];
  mapRows: (rows: unknown[][]) => unknown[];
};
type SelectInternals = {
  dialect: { sqlToQuery: (sql: unknown) => Compiled['query'] };
  getSQL: () => unknown;
  config: { fields: unknown };
  joinsNotNullableMap: Record<string, boolean> | undefined;
  usedTables: Set<string>;
};
type SessionInternals = {
  prepareQuery: (
    query: Compiled['query'],
    fields: unknown,
    name: string | undefined,
    arrayMode: boolean,
    mapper: Compiled['mapRows'],
    meta: { type: 'select'; tables: string[] },
  ) => { execute: (values: Record<string, unknown>) => unknown };
};
const compiled = new Map<string, Compiled>();

type Decoder = { mapFromDriverValue: (value: unknown) => unknown };
type SelectedField = { path: string[]; field: unknown };
const drizzle = drizzleUtils as unknown as {
  orderSelectedFields: (fields: unknown) => SelectedField[];
  is: (value: unknown, type: unknown) => boolean;
  getTableName: (table: unknown) => string;
  Column: unknown;
  SQL: unknown;
  Subquery: unknown;
};

/**
 * drizzle's `mapResultRow` with its per-cell work done once per shape: which decoder each column
 * has (drizzle asks `is(field, Column)` up to four times per cell, each walking a prototype
 * chain), its place in the result object and the table a left join may null out. Same result,
 * row for row (packages/db/test/row-mapper.test.ts compares the two).
 */
export function compileRowMapper(
  fields: SelectedField[],
  joinsNotNullableMap: Record<string, boolean> | undefined,
): (rows: unknown[][]) => Record<string, unknown>[] {
  const { is, Column, SQL, Subquery, getTableName } = drizzle;
  const plan = fields.map(({ path, field }) => {
    const f = field as {
      decoder: Decoder;
      _: { sql: { decoder: Decoder } };
      sql: { decoder: Decoder };
      table: unknown;
    };
    const isColumn = is(field, Column);
    const decoder: Decoder = isColumn
      ? (field as Decoder)
      : is(field, SQL)
        ? f.decoder
        : is(field, Subquery)
          ? f._.sql.decoder
          : f.sql.decoder;
    return {
      parents: path.slice(0, -1),
      key: path[path.length - 1] as string,
      decoder,
      // A column of a joined table, directly under its own key: a left join may null it out.
      joinedTable:
        joinsNotNullableMap && isColumn && path.length === 2 ? getTableName(f.table) : undefined,
      objectName: path[0] as string,
    };
  });
  return (rows) =>
    rows.map((row) => {
      const result: Record<string, unknown> = {};
      let nullify: Record<string, string | false> | undefined;
      for (let index = 0; index < plan.length; index++) {
        const step = plan[index] as (typeof plan)[number];
        let node = result;
        for (const chunk of step.parents) {
          if (!(chunk in node)) node[chunk] = {};
          node = node[chunk] as Record<string, unknown>;
        }
        const raw = row[index];
        const value = raw === null ? null : step.decoder.mapFromDriverValue(raw);
        node[step.key] = value;
        if (step.joinedTable !== undefined) {
          nullify ??= {};
          const seen = nullify[step.objectName];
          if (!(step.objectName in nullify)) {
            nullify[step.objectName] = value === null ? step.joinedTable : false;
          } else if (typeof seen === 'string' && seen !== step.joinedTable) {
            nullify[step.objectName] = false;
          }
        }
      }
      if (nullify && joinsNotNullableMap) {
        for (const [objectName, tableName] of Object.entries(nullify)) {
          if (typeof tableName === 'string' && !joinsNotNullableMap[tableName]) {
            result[objectName] = null;
          }
        }
      }
      return result;
    });
}

/**
 * A hot select built by drizzle ONCE per `key` (its text, result fields and row mapper), then run
 * on any transaction or read handle with `values` for its `sql.placeholder`s: the query building
 * drizzle repeats on every call (~0.1 ms per statement, issue 10's profile) is skipped, and rows
 * are mapped by a mapper compiled for the shape (compileRowMapper). `key` must name everything
 * that changes the SQL text (not the placeholder values). The text is schema-free (search_path),
 * so one entry serves every tenant.
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
    const fields = drizzle.orderSelectedFields(select.config.fields);
    entry = {
      query: select.dialect.sqlToQuery(select.getSQL()),
      fields,
      tables: [...select.usedTables],
      mapRows: compileRowMapper(fields, select.joinsNotNullableMap),
    };
    compiled.set(key, entry);
  }
  const session = (tx as { session: SessionInternals }).session;
  const prepared = session.prepareQuery(entry.query, entry.fields, undefined, true, entry.mapRows, {
    type: 'select',
    tables: entry.tables,
  });
  return prepared.execute(values) as Promise<T[]>;
}
