import { sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { rowsOf, type Tx } from '@gst/db/client';

/**
 * Inserts many rows with ONE statement and ONE bound parameter:
 * `insert into t (cols) select cols from jsonb_to_recordset($1::jsonb) as r(col type, …)`.
 * A plain multi-row `VALUES` list binds one parameter per cell, and Postgres allows at most
 * 65,535 per statement, so 10,000 products (17 columns) would need several statements; this
 * needs one whatever the size. Every row must have the same keys (the table's TypeScript
 * property names); columns left out take their defaults. Returns the new ids in insert order.
 */
export async function bulkInsert<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: readonly Partial<Record<keyof T['_']['columns'] & string, unknown>>[],
): Promise<string[]> {
  const first = rows[0];
  if (!first) return [];
  const config = getTableConfig(table);
  const byKey = table as unknown as Record<string, PgColumn>;
  const keys = Object.keys(first);
  const columns = keys.map((key) => {
    const column = byKey[key];
    if (!column) throw new Error(`bulkInsert: ${config.name} has no column ${key}`);
    // Columns declared without a name take the snake_case of their key (casing: 'snake_case').
    const name = column.keyAsName ? toSnakeCase(key) : column.name;
    return { key, name, type: column.getSQLType() };
  });
  const payload = JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(
        columns.map(({ key, name }) => [name, (row as Record<string, unknown>)[key] ?? null]),
      ),
    ),
  );
  const list = sql.join(
    columns.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  const recordType: SQL = sql.join(
    columns.map((c) => sql`${sql.identifier(c.name)} ${sql.raw(c.type)}`),
    sql`, `,
  );
  const result = await tx.execute(
    sql`insert into ${sql.identifier(config.name)} (${list})
        select ${list} from jsonb_to_recordset(${payload}::jsonb) as r(${recordType})
        returning id`,
  );
  return rowsOf<{ id: string }>(result).map((r) => r.id);
}
