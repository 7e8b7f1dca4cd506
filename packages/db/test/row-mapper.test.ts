// @engines pglite postgres
// No DDL, trigger or placement of Citus's own: the Citus round leaves it out (scripts/test-engines.mjs).
import * as drizzleOrm from 'drizzle-orm';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Tx } from '../src/client';
import { compileRowMapper } from '../src/postgres-prepared';
import { customers, invoices } from '../src/schema/tenant/index';
import { compiledSelect, withTenant, withTenantRead } from '../src/tenant';
import { LARGE_SCHEMA, useTestDatabase } from './database';

/**
 * compiledSelect maps rows with a mapper compiled once per shape (compileRowMapper) instead of
 * drizzle's mapResultRow. Both must give the same objects: nested selections, left joins that
 * null out a whole joined object (and ones that must not), SQL fields with mapWith, dates,
 * timestamps, numerics and JSON.
 */
type Fields = Parameters<typeof compileRowMapper>[0];
// Both are drizzle's own, exported at run time but not in its type declarations.
const { mapResultRow, orderSelectedFields } = drizzleOrm as unknown as {
  mapResultRow: (
    fields: Fields,
    row: unknown[],
    joins: Record<string, boolean>,
  ) => Record<string, unknown>;
  orderSelectedFields: (fields: unknown) => Fields;
};
const database = useTestDatabase({
  invoices: 60,
  customers: 12,
  batch: 60,
  startDate: '2025-03-20',
});
const TENANT = { schemaName: LARGE_SCHEMA };

/** Every even invoice finds its customer; odd ones find none (a left join of nulls). */
const nested = (tx: Tx) =>
  tx
    .select({
      invoice: {
        id: invoices.id,
        number: invoices.invoiceNumber,
        date: invoices.invoiceDate,
        total: invoices.totalAmount,
        split: invoices.taxSplit,
      },
      customer: customers,
      half: sql<number>`${invoices.sequence} / 2`.mapWith(Number),
    })
    .from(invoices)
    .leftJoin(
      customers,
      and(eq(customers.id, invoices.billToId), sql`${invoices.sequence} % 2 = 0`),
    )
    .orderBy(asc(invoices.financialYear), asc(invoices.sequence));

const flat = (tx: Tx) =>
  tx
    .select({
      id: invoices.id,
      customerName: customers.name,
      createdAt: customers.createdAt,
      interState: invoices.isInterState,
      lines: count(),
    })
    .from(invoices)
    .leftJoin(customers, eq(customers.id, invoices.billToId))
    .groupBy(invoices.id, customers.name, customers.createdAt)
    .orderBy(asc(invoices.id));

describe('compiled row mapper', () => {
  it.each([
    ['nested selections and a left join that nulls some customers', nested],
    ['flat columns, a timestamp and an aggregate', flat],
  ])('%s: compiledSelect returns what drizzle returns', async (_name, build) => {
    for (const scope of [withTenant, withTenantRead]) {
      const [viaDrizzle, viaCompiled] = await scope(database.db, TENANT, async (tx) => [
        await build(tx),
        await compiledSelect<Record<string, unknown>>(
          tx,
          `row-mapper:${_name}`,
          () => build(tx),
          {},
        ),
      ]);
      expect(viaDrizzle.length).toBe(60);
      expect(viaCompiled).toEqual(viaDrizzle);
    }
  });

  it('the join really nulls odd invoices’ customers and keeps even ones', async () => {
    const rows = await withTenant(database.db, TENANT, (tx) =>
      compiledSelect<{ customer: { name: string } | null; half: number }>(
        tx,
        'row-mapper:nested selections and a left join that nulls some customers',
        () => nested(tx),
        {},
      ),
    );
    const missing = rows.filter((r) => r.customer === null).length;
    const found = rows.filter((r) => typeof r.customer?.name === 'string').length;
    expect(missing).toBeGreaterThan(20);
    expect(found).toBeGreaterThan(20);
    expect(missing + found).toBe(60);
    expect(typeof rows[0]?.half).toBe('number');
  });

  it('matches mapResultRow on raw rows, including a partly null joined object', () => {
    // Only built, never run: the fields and join map are the builder's.
    const select = nested(database.db as unknown as Tx) as unknown as {
      config: { fields: Record<string, unknown> };
      joinsNotNullableMap: Record<string, boolean>;
    };
    const fields = orderSelectedFields(select.config.fields);
    const width = fields.length;
    const customerAt = fields.findIndex((f) => f.path[0] === 'customer');
    const filled = Array.from({ length: width }, (_, i) =>
      fields[i]?.path.includes('split') ? [] : String(i),
    );
    const rows: unknown[][] = [
      filled,
      filled.map((v, i) => (fields[i]?.path[0] === 'customer' ? null : v)),
      // drizzle judges a joined object by its first column: a later null keeps the object.
      filled.map((v, i) => (i === customerAt + 1 ? null : v)),
      Array.from({ length: width }, () => null),
    ];
    const expected = rows.map((row) => mapResultRow(fields, row, select.joinsNotNullableMap));
    const mapper = compileRowMapper(fields, select.joinsNotNullableMap);
    expect(mapper(rows)).toEqual(expected);
    expect(expected[1]?.customer).toBeNull();
    expect(expected[2]?.customer).not.toBeNull();
  });
});
