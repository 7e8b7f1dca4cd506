import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '@gst/db/client';

/**
 * The tenant tables an archive holds, read from the catalogue of the tenant's schema (so a new
 * table is exported without a change here), in foreign-key order: a table comes after every
 * table it references, the order a restore inserts them in.
 */

/**
 * Left out: what the database derives again from the rows it holds (the dashboard's rollups are
 * kept by triggers on invoices and their lines, which rebuild them as a restore inserts those),
 * and what is no record of the shop (replayed responses of retried requests, the migration
 * journal).
 */
export const DERIVED_TABLES: ReadonlySet<string> = new Set([
  'invoice_day_totals',
  'invoice_product_day_totals',
  'idempotency_keys',
  '__drizzle_migrations',
]);

/** Columns whose bytes go to their own entries instead of the JSON (`files/<id>`). */
export const BYTES_COLUMNS: Readonly<Record<string, string>> = { files: 'content' };

export type TableInfo = {
  name: string;
  /** Columns in table order, without a `BYTES_COLUMNS` one. */
  columns: string[];
  /** Primary-key columns, for a stable row order and keyset paging. */
  key: string[];
  /** Identity columns (`overriding system value` on restore, then their sequence moved on). */
  identity: string[];
};

/** Every table of the current schema (`search_path`), parents first. */
export async function tenantTables(tx: Tx): Promise<TableInfo[]> {
  const columns = rowsOf<{ table: string; column: string; identity: boolean }>(
    await tx.execute(sql`
      select c.table_name as table, c.column_name as column, c.is_identity = 'YES' as identity
      from information_schema.columns c
      join information_schema.tables t
        on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
        and c.is_generated = 'NEVER'
      order by c.table_name, c.ordinal_position`),
  );
  const keys = rowsOf<{ table: string; column: string }>(
    await tx.execute(sql`
      select cl.relname as table, a.attname as column
      from pg_constraint k
      join pg_class cl on cl.oid = k.conrelid
      join unnest(k.conkey) with ordinality as u(attnum, n) on true
      join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.attnum
      where k.contype = 'p' and k.connamespace = current_schema()::regnamespace
      order by cl.relname, u.n`),
  );
  const refs = rowsOf<{ child: string; parent: string }>(
    await tx.execute(sql`
      select distinct c.relname as child, p.relname as parent
      from pg_constraint k
      join pg_class c on c.oid = k.conrelid
      join pg_class p on p.oid = k.confrelid
      where k.contype = 'f' and k.connamespace = current_schema()::regnamespace`),
  );
  const tables = new Map<string, TableInfo>();
  for (const row of columns) {
    if (DERIVED_TABLES.has(row.table)) continue;
    const table = tables.get(row.table) ?? { name: row.table, columns: [], key: [], identity: [] };
    tables.set(row.table, table);
    if (BYTES_COLUMNS[row.table] === row.column) continue;
    table.columns.push(row.column);
    if (row.identity) table.identity.push(row.column);
  }
  for (const row of keys) tables.get(row.table)?.key.push(row.column);
  for (const table of tables.values()) {
    if (table.key.length === 0) throw new Error(`Table ${table.name} has no primary key`);
  }
  return parentsFirst([...tables.values()], refs);
}

/** Kahn's order over the references between the listed tables; ties by name. */
export function parentsFirst<T extends { name: string }>(
  tables: readonly T[],
  refs: readonly { child: string; parent: string }[],
): T[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const waiting = new Map<string, Set<string>>(tables.map((t) => [t.name, new Set<string>()]));
  for (const { child, parent } of refs) {
    if (child !== parent && byName.has(child) && byName.has(parent)) {
      waiting.get(child)?.add(parent);
    }
  }
  const ordered: T[] = [];
  while (waiting.size > 0) {
    const ready = [...waiting].filter(([, parents]) => parents.size === 0).map(([name]) => name);
    if (ready.length === 0) {
      throw new Error(`Tables reference each other in a cycle: ${[...waiting.keys()].join(', ')}`);
    }
    for (const name of ready.sort()) {
      waiting.delete(name);
      for (const parents of waiting.values()) parents.delete(name);
      const table = byName.get(name);
      if (table) ordered.push(table);
    }
  }
  return ordered;
}
