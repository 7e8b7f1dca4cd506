import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { beforeAll, expect } from 'vitest';
import { isCitus } from '../src/citus';
import { migrateTenantSchema } from '../src/migrate';
import { TENANT_MIGRATIONS_DIR } from '../src/paths';
import { useTestDatabase, type Executor } from './database';

/**
 * The shared setup of the migration 0004 tests (issue 15): a tenant as migrations 0000–0003 left
 * it, with invoices issued by the engine of that time, then migrated (usePre0004Tenant); and the
 * checks against sums recomputed from the base tables over issued invoices.
 */
export const S = 'tenant_pre_gst';
let database: ReturnType<typeof useTestDatabase>;
export const query = <T = Record<string, unknown>>(text: string, on?: Executor) =>
  database.query<T>(text, on);

/** Rollup rows that differ from the sums over the issued invoices of schema `s`, both ways. */
export async function mismatches(s: string, on: Executor = database.db) {
  const daySums = `select invoice_date::text, count(*)::int, sum(total_amount)::numeric(18, 2)::text,
      sum(cgst_amount + sgst_amount + utgst_amount + igst_amount)::numeric(18, 2)::text
    from ${s}.invoices where status = 'issued' group by invoice_date`;
  const dayRollup = `select invoice_date::text, invoices, total_amount::text, gst_amount::text
    from ${s}.invoice_day_totals where invoices <> 0`;
  const days = await query(
    `(${dayRollup} except ${daySums}) union all (${daySums} except ${dayRollup})`,
    on,
  );
  const sums = `select i.invoice_date::text, l.product_id::text, count(*)::int as lines,
      sum(l.quantity)::numeric(18, 3)::text as quantity,
      sum(l.taxable_value + l.tax_amount)::numeric(18, 2)::text as amount,
      sum(l.tax_amount)::numeric(18, 2)::text as tax
    from ${s}.invoice_lines l join ${s}.invoices i on i.id = l.invoice_id
    where i.status = 'issued' group by 1, 2`;
  const rollup = `select invoice_date::text, product_id::text, lines, quantity::text,
      amount::text, tax_amount::text from ${s}.invoice_product_day_totals where lines <> 0`;
  const products = await query(
    `(${rollup} except ${sums}) union all (${sums} except ${rollup})`,
    on,
  );
  const zeroes = await query(
    `
    select 1 from ${s}.invoice_day_totals where invoices = 0 and (total_amount <> 0 or gst_amount <> 0)
    union all
    select 1 from ${s}.invoice_product_day_totals
      where lines = 0 and (quantity <> 0 or amount <> 0 or tax_amount <> 0)`,
    on,
  );
  return { days, products, zeroes };
}
export const none = { days: [], products: [], zeroes: [] };

/** Lines whose status copy differs from their invoice's status. */
export async function staleStatus(s: string) {
  const [row] = await query<{ n: number }>(
    `select count(*)::int as n from ${s}.invoice_lines l join ${s}.invoices i on i.id = l.invoice_id
     where l.invoice_status is distinct from i.status`,
  );
  return row?.n;
}

export const dayTotal = async (s: string, date: string) =>
  (
    await query<{ n: number; total: string }>(
      `select coalesce(sum(invoices), 0)::int as n, coalesce(sum(total_amount), 0)::text as total
       from ${s}.invoice_day_totals where invoice_date = '${date}'`,
    )
  )[0];

// ---- A tenant as 0000–0003 left it, with invoices issued by the engine of that time ----------

export const UTGST_TERRITORIES = new Set([4, 25, 26, 31, 35, 38, 97]);
export const SUPPLIER_STATE = 19;
export const LOGO = `data:image/png;base64,${Buffer.from('logo ₹ image bytes').toString('base64')}`;
export const PARTNER = `data:image/jpeg;base64,${Buffer.from('partner logo').toString('base64')}`;
export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
export const SETTINGS: Record<string, string> = {
  shopName: 'Pre Solar Traders',
  address: '1 Old Road, Kolkata',
  gstin: '19AAHFS5678Q1Z1',
  stateCode: '19',
  mobileNumber: '9830000001',
  email: 'shop@pre.test',
  website: 'https://pre.test',
  bankName: 'State Bank',
  accountNumber: '123456789012',
  ifscCode: 'SBIN0001234',
  branch: 'Park Street',
  jurisdiction: 'Kolkata',
  topText: 'Solar since 2010',
  defTermsInvoice: 'Default terms',
  shopLogo: LOGO,
  partnerLogo: PARTNER,
  // The same image as the logo: stored once.
  signature: LOGO,
};

export type Customer = {
  id: string;
  name: string;
  stateCode: number;
  gstin: string;
  address: string;
  phoneNumber: string;
  email: string;
};
export const CUSTOMERS: Customer[] = [19, 35, 25, 27, 4, 19, 24].map((stateCode, k) => ({
  id: randomUUID(),
  name: `Customer ${k} (${stateCode})`,
  stateCode,
  gstin: k % 2 ? `${String(stateCode).padStart(2, '0')}AABCD1234E1Z${k}` : '',
  address: `${k} Main Road`,
  phoneNumber: `98300000${String(k).padStart(2, '0')}`,
  email: `c${k}@pre.test`,
}));
export const PRODUCTS = [5, 12, 18, 28].map((rate, k) => ({
  id: randomUUID(),
  name: `Product name ${k}`,
  label: `Label ${k}`,
  rate,
}));

export type Kind = 'CGST_SGST' | 'CGST_UTGST' | 'IGST';
/** The old engine in whole paise: taxable and tax rounded half-up, the odd paisa to CGST. */
export function issueLine(quantity: number, pricePaise: number, rate: number, kind: Kind) {
  const taxable = quantity * pricePaise;
  const tax = Math.floor((taxable * rate + 50) / 100);
  const centre = kind === 'IGST' ? 0 : Math.ceil(tax / 2);
  const state = kind === 'IGST' ? 0 : tax - centre;
  return {
    taxable,
    tax,
    cgst: centre,
    sgst: kind === 'CGST_SGST' ? state : 0,
    utgst: kind === 'CGST_UTGST' ? state : 0,
    igst: kind === 'IGST' ? tax : 0,
  };
}
export const rupees = (paise: number) => (paise / 100).toFixed(2);

export type Line = ReturnType<typeof issueLine> & {
  productId: string;
  quantity: number;
  price: number;
};
export type Invoice = {
  id: string;
  number: string;
  date: string;
  customer: Customer;
  shipTo: Customer | null;
  kind: Kind;
  lines: Line[];
  terms: string;
};
export const INVOICES: Invoice[] = Array.from({ length: 28 }, (_, n) => {
  const customer = CUSTOMERS[n % CUSTOMERS.length]!;
  const kind: Kind =
    customer.stateCode !== SUPPLIER_STATE
      ? UTGST_TERRITORIES.has(customer.stateCode)
        ? // An intra-UT sale (a supplier in that UT): the backfill goes by place of supply.
          n % 3 === 0
          ? 'CGST_UTGST'
          : 'IGST'
        : 'IGST'
      : 'CGST_SGST';
  const lines = Array.from({ length: 1 + (n % 4) }, (_, p): Line => {
    const product = PRODUCTS[(n + p) % PRODUCTS.length]!;
    const quantity = 1 + ((n * 3 + p) % 4);
    const price = 9_999 + n * 137 + p * 1_003;
    return {
      ...issueLine(quantity, price, product.rate, kind),
      productId: product.id,
      quantity,
      price,
    };
  });
  return {
    id: randomUUID(),
    number: `INV/25-26/${String(n + 1).padStart(4, '0')}`,
    date: `2025-05-${String(1 + (n % 9)).padStart(2, '0')}`,
    customer,
    shipTo: n % 5 === 0 ? CUSTOMERS[(n + 1) % CUSTOMERS.length]! : null,
    kind,
    lines,
    terms: `Terms of invoice ${n + 1}`,
  };
});

export async function buildPre0004Tenant() {
  const migrations = readMigrationFiles({ migrationsFolder: TENANT_MIGRATIONS_DIR });
  expect(migrations.length).toBeGreaterThanOrEqual(5);
  await database.db.transaction(async (tx) => {
    // On Citus a plain coordinator schema, as migrateTenantSchema makes one (0004 predates Citus).
    if (await isCitus(tx)) {
      await tx.execute(sql`select set_config('citus.enable_schema_based_sharding', 'off', true)`);
    }
    await tx.execute(sql`create schema ${sql.identifier(S)}`);
    await tx.execute(sql`select set_config('search_path', ${S}, true)`);
    await tx.execute(
      sql`create table ${sql.identifier(S)}.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
    );
    // 0000–0003, journaled as the migrator does, so migrateTenantSchema applies 0004 onwards.
    for (const migration of migrations.slice(0, 4)) {
      for (const statement of migration.sql) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(
        sql`insert into ${sql.identifier(S)}.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
      );
    }
    for (const [key, value] of Object.entries(SETTINGS)) {
      await tx.execute(sql`insert into settings (key, value) values (${key}, ${value})`);
    }
    for (const c of CUSTOMERS) {
      await tx.execute(sql`insert into customers (id, name, email, address, phone_number, gstin, state_code)
        values (${c.id}, ${c.name}, ${c.email}, ${c.address}, ${c.phoneNumber}, ${c.gstin}, ${c.stateCode})`);
    }
    for (const [k, p] of PRODUCTS.entries()) {
      await tx.execute(sql`insert into products (id, product_unique_id, product_name, product_label, gst_percentage)
        values (${p.id}, ${`P-${k}`}, ${p.name}, ${p.label}, ${p.rate})`);
    }
    for (const [n, inv] of INVOICES.entries()) {
      const sum = (pick: (l: Line) => number) => inv.lines.reduce((a, l) => a + pick(l), 0);
      const byRate = new Map<number, Line[]>();
      for (const l of inv.lines) {
        const rate = PRODUCTS.find((p) => p.id === l.productId)!.rate;
        byRate.set(rate, [...(byRate.get(rate) ?? []), l]);
      }
      const split = [...byRate.entries()].map(([rate, ls]) => ({
        rate: rate.toFixed(2),
        taxableValue: rupees(ls.reduce((a, l) => a + l.taxable, 0)),
        cgst: rupees(ls.reduce((a, l) => a + l.cgst, 0)),
        sgst: rupees(ls.reduce((a, l) => a + l.sgst, 0)),
        utgst: rupees(ls.reduce((a, l) => a + l.utgst, 0)),
        igst: rupees(ls.reduce((a, l) => a + l.igst, 0)),
      }));
      const taxable = sum((l) => l.taxable);
      const tax = sum((l) => l.tax);
      const place = inv.customer.stateCode;
      await tx.execute(sql`insert into invoices (id, invoice_number, financial_year, sequence,
          invoice_date, due_date, place_of_supply, bill_to_id, ship_to_id, terms_and_conditions,
          is_inter_state, taxable_amount, cgst_amount, sgst_amount, utgst_amount, igst_amount,
          total_amount, tax_split)
        values (${inv.id}, ${inv.number}, 2025, ${n + 1}, ${inv.date}, ${inv.date}, ${place},
          ${inv.customer.id}, ${inv.shipTo?.id ?? null}, ${inv.terms}, ${inv.kind === 'IGST'},
          ${rupees(taxable)}, ${rupees(sum((l) => l.cgst))}, ${rupees(sum((l) => l.sgst))},
          ${rupees(sum((l) => l.utgst))}, ${rupees(sum((l) => l.igst))}, ${rupees(taxable + tax)},
          ${JSON.stringify(split)}::jsonb)`);
      for (const [position, l] of inv.lines.entries()) {
        const product = PRODUCTS.find((p) => p.id === l.productId)!;
        await tx.execute(sql`insert into invoice_lines (invoice_id, position, product_id,
            product_label, gst_percentage, quantity, price, taxable_value, tax_amount)
          values (${inv.id}, ${position + 1}, ${product.id}, ${product.label}, ${product.rate},
            ${l.quantity}, ${rupees(l.price)}, ${rupees(l.taxable)}, ${rupees(l.tax)})`);
      }
    }
  });
}

export const rollupRows = async (s: string) => ({
  days: await query(
    `select invoice_date::text, invoices, total_amount::text, gst_amount::text
     from ${s}.invoice_day_totals order by 1`,
  ),
  products: await query(
    `select invoice_date::text, product_id::text, lines, quantity::text, amount::text,
       tax_amount::text from ${s}.invoice_product_day_totals order by 1, 2`,
  ),
});

/**
 * Opens the file's test database and, before its tests, builds the pre-0004 tenant, records its
 * rollups and applies the migrations since 0003. Call once, at the top of a test file.
 */
export function usePre0004Tenant() {
  database = useTestDatabase();
  const state = {
    rollupsBefore: undefined as unknown as Awaited<ReturnType<typeof rollupRows>>,
    applied: 0,
  };
  beforeAll(async () => {
    await buildPre0004Tenant();
    state.rollupsBefore = await rollupRows(S);
    state.applied = await database.db.transaction((tx) => migrateTenantSchema(tx, S));
  });
  return { database, state };
}
