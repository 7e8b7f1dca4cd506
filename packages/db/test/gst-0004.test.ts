import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { beforeAll, describe, expect, it } from 'vitest';
import { isCitus } from '../src/citus';
import { migrateTenantSchema } from '../src/migrate';
import { TENANT_MIGRATIONS_DIR } from '../src/paths';
import { LARGE_DEFAULTS, seedLarge } from '../src/seed/large';
import { useTestDatabase, type Executor } from './database';

/**
 * Migration 0004 (issue 15): applied to a tenant built with migrations 0000–0003 that already has
 * invoices, it backfills the lines' tax split as the engine issued it, their product names and
 * status copies, and the invoices' supplier and party snapshots (images into document_assets),
 * keeping the dashboard rollups exact. Then: cancelling invoices (an UPDATE of status) takes them
 * out of both rollups and restoring them puts them back, checked against sums recomputed from the
 * base tables over issued invoices; the lines' status copy follows its invoice and cannot be set
 * apart from it.
 */
const database = useTestDatabase();
const S = 'tenant_pre_gst';
const { query } = database;

/** Rollup rows that differ from the sums over the issued invoices of schema `s`, both ways. */
async function mismatches(s: string, on: Executor = database.db) {
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
const none = { days: [], products: [], zeroes: [] };

/** Lines whose status copy differs from their invoice's status. */
async function staleStatus(s: string) {
  const [row] = await query<{ n: number }>(
    `select count(*)::int as n from ${s}.invoice_lines l join ${s}.invoices i on i.id = l.invoice_id
     where l.invoice_status is distinct from i.status`,
  );
  return row?.n;
}

const dayTotal = async (s: string, date: string) =>
  (
    await query<{ n: number; total: string }>(
      `select coalesce(sum(invoices), 0)::int as n, coalesce(sum(total_amount), 0)::text as total
       from ${s}.invoice_day_totals where invoice_date = '${date}'`,
    )
  )[0];

// ---- A tenant as 0000–0003 left it, with invoices issued by the engine of that time ----------

const UTGST_TERRITORIES = new Set([4, 25, 26, 31, 35, 38, 97]);
const SUPPLIER_STATE = 19;
const LOGO = `data:image/png;base64,${Buffer.from('logo ₹ image bytes').toString('base64')}`;
const PARTNER = `data:image/jpeg;base64,${Buffer.from('partner logo').toString('base64')}`;
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const SETTINGS: Record<string, string> = {
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

type Customer = {
  id: string;
  name: string;
  stateCode: number;
  gstin: string;
  address: string;
  phoneNumber: string;
  email: string;
};
const CUSTOMERS: Customer[] = [19, 35, 25, 27, 4, 19, 24].map((stateCode, k) => ({
  id: randomUUID(),
  name: `Customer ${k} (${stateCode})`,
  stateCode,
  gstin: k % 2 ? `${String(stateCode).padStart(2, '0')}AABCD1234E1Z${k}` : '',
  address: `${k} Main Road`,
  phoneNumber: `98300000${String(k).padStart(2, '0')}`,
  email: `c${k}@pre.test`,
}));
const PRODUCTS = [5, 12, 18, 28].map((rate, k) => ({
  id: randomUUID(),
  name: `Product name ${k}`,
  label: `Label ${k}`,
  rate,
}));

type Kind = 'CGST_SGST' | 'CGST_UTGST' | 'IGST';
/** The old engine in whole paise: taxable and tax rounded half-up, the odd paisa to CGST. */
function issueLine(quantity: number, pricePaise: number, rate: number, kind: Kind) {
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
const rupees = (paise: number) => (paise / 100).toFixed(2);

type Line = ReturnType<typeof issueLine> & { productId: string; quantity: number; price: number };
type Invoice = {
  id: string;
  number: string;
  date: string;
  customer: Customer;
  shipTo: Customer | null;
  kind: Kind;
  lines: Line[];
  terms: string;
};
const INVOICES: Invoice[] = Array.from({ length: 28 }, (_, n) => {
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

async function buildPre0004Tenant() {
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

const rollupRows = async (s: string) => ({
  days: await query(
    `select invoice_date::text, invoices, total_amount::text, gst_amount::text
     from ${s}.invoice_day_totals order by 1`,
  ),
  products: await query(
    `select invoice_date::text, product_id::text, lines, quantity::text, amount::text,
       tax_amount::text from ${s}.invoice_product_day_totals order by 1, 2`,
  ),
});

let rollupsBefore: Awaited<ReturnType<typeof rollupRows>>;
let applied = 0;

beforeAll(async () => {
  await buildPre0004Tenant();
  rollupsBefore = await rollupRows(S);
  applied = await database.db.transaction((tx) => migrateTenantSchema(tx, S));
});

describe('migration 0004 on a tenant with invoices', () => {
  it('applies, leaving the rollups as they were and exact', async () => {
    expect(applied).toBeGreaterThanOrEqual(1);
    expect(rollupsBefore.days.length).toBe(9);
    expect(await rollupRows(S)).toEqual(rollupsBefore);
    expect(await mismatches(S)).toEqual(none);
    const [n] = await query<{ issued: number; all: number }>(
      `select count(*) filter (where status = 'issued')::int as issued, count(*)::int as all
       from ${S}.invoices`,
    );
    expect(n).toEqual({ issued: INVOICES.length, all: INVOICES.length });
  });

  it('backfills each line’s CGST/SGST/UTGST/IGST as the engine issued it', async () => {
    const rows = await query<{
      invoice_number: string;
      position: number;
      cgst: string;
      sgst: string;
      utgst: string;
      igst: string;
    }>(
      `select i.invoice_number, l.position, l.cgst::text, l.sgst::text, l.utgst::text, l.igst::text
       from ${S}.invoice_lines l join ${S}.invoices i on i.id = l.invoice_id order by 1, 2`,
    );
    const expected = INVOICES.flatMap((inv) =>
      inv.lines.map((l, p) => ({
        invoice_number: inv.number,
        position: p + 1,
        cgst: rupees(l.cgst),
        sgst: rupees(l.sgst),
        utgst: rupees(l.utgst),
        igst: rupees(l.igst),
      })),
    );
    expect(rows).toEqual(expected);
    // The data has odd paise (CGST one paisa above SGST/UTGST), UTGST and IGST lines.
    const lines = INVOICES.flatMap((inv) => inv.lines);
    expect(lines.filter((l) => l.cgst > 0 && l.cgst !== l.sgst + l.utgst).length).toBeGreaterThan(
      3,
    );
    expect(lines.some((l) => l.utgst > 0)).toBe(true);
    expect(lines.some((l) => l.igst > 0)).toBe(true);
    // The lines add up to what each invoice stored.
    const off = await query(
      `select i.invoice_number from ${S}.invoices i
       join (select invoice_id, sum(cgst) c, sum(sgst) s, sum(utgst) u, sum(igst) g, sum(tax_amount) t
             from ${S}.invoice_lines group by invoice_id) l on l.invoice_id = i.id
       where (l.c, l.s, l.u, l.g) <> (i.cgst_amount, i.sgst_amount, i.utgst_amount, i.igst_amount)
          or l.c + l.s + l.u + l.g <> l.t`,
    );
    expect(off).toEqual([]);
  });

  it('backfills the product name and the status copy of every line', async () => {
    const bad = await query(
      `select l.id from ${S}.invoice_lines l join ${S}.products p on p.id = l.product_id
       where l.product_name <> p.product_name or l.invoice_status <> 'issued'
          or l.discount <> 0`,
    );
    expect(bad).toEqual([]);
    const [col] = await query<{ is_nullable: string }>(
      `select is_nullable from information_schema.columns
       where table_schema = '${S}' and table_name = 'invoice_lines' and column_name = 'invoice_status'`,
    );
    expect(col?.is_nullable).toBe('NO');
  });

  it('snapshots the supplier from the settings, with images stored once in document_assets', async () => {
    const assets = await query<{ sha256: string; data_url: string }>(
      `select sha256, data_url from ${S}.document_assets order by data_url`,
    );
    expect(assets).toEqual(
      [
        { sha256: sha256(LOGO), data_url: LOGO },
        { sha256: sha256(PARTNER), data_url: PARTNER },
      ].sort((a, b) => (a.data_url < b.data_url ? -1 : 1)),
    );
    const rows = await query<{ invoice_number: string; supplier: unknown }>(
      `select invoice_number, supplier from ${S}.invoices order by invoice_number`,
    );
    expect(rows).toHaveLength(INVOICES.length);
    for (const [n, row] of rows.entries()) {
      expect(row.supplier).toEqual({
        shopName: SETTINGS.shopName,
        address: SETTINGS.address,
        gstin: SETTINGS.gstin,
        stateCode: 19,
        mobileNumber: SETTINGS.mobileNumber,
        email: SETTINGS.email,
        website: SETTINGS.website,
        bankName: SETTINGS.bankName,
        accountNumber: SETTINGS.accountNumber,
        ifscCode: SETTINGS.ifscCode,
        branch: SETTINGS.branch,
        terms: INVOICES[n]!.terms,
        jurisdiction: SETTINGS.jurisdiction,
        topText: SETTINGS.topText,
        images: { logo: sha256(LOGO), partnerLogo: sha256(PARTNER), signature: sha256(LOGO) },
      });
    }
  });

  it('snapshots the bill-to and ship-to customers', async () => {
    const rows = await query<{ id: string; bill_to: unknown; ship_to: unknown }>(
      `select id, bill_to, ship_to from ${S}.invoices`,
    );
    const party = (c: Customer) => ({
      name: c.name,
      address: c.address,
      gstin: c.gstin,
      stateCode: c.stateCode,
      phoneNumber: c.phoneNumber,
      email: c.email,
      isSez: false,
    });
    expect(rows.filter((r) => r.ship_to !== null).length).toBeGreaterThan(2);
    for (const row of rows) {
      const inv = INVOICES.find((i) => i.id === row.id)!;
      expect(row.bill_to).toEqual(party(inv.customer));
      expect(row.ship_to).toEqual(inv.shipTo ? party(inv.shipTo) : null);
    }
  });

  it('defaults the new columns of invoices, customers and quotes', async () => {
    const [inv] = await query(
      `select status, cancelled_at, cancel_reason, tax_inclusive, supply_type, round_off::text,
         revision from ${S}.invoices limit 1`,
    );
    expect(inv).toEqual({
      status: 'issued',
      cancelled_at: null,
      cancel_reason: '',
      tax_inclusive: false,
      supply_type: null,
      round_off: '0.00',
      revision: 1,
    });
    const [c] = await query<{ n: number }>(
      `select count(*)::int as n from ${S}.customers where is_sez`,
    );
    expect(c?.n).toBe(0);
    const [q] = await query<{ data_type: string; is_nullable: string }>(
      `select data_type, is_nullable from information_schema.columns
       where table_schema = '${S}' and table_name = 'quotes' and column_name = 'place_of_supply'`,
    );
    expect(q).toEqual({ data_type: 'integer', is_nullable: 'YES' });
  });
});

describe('cancelled invoices and the rollups', () => {
  const byNumber = (n: number) => INVOICES[n]!;

  it('cancelling invoices takes them and their lines out of both rollups, exactly', async () => {
    const target = byNumber(0);
    const before = await dayTotal(S, target.date);
    const total = (target.lines.reduce((a, l) => a + l.taxable + l.tax, 0) / 100).toFixed(2);
    await database.db.execute(
      `update ${S}.invoices set status = 'cancelled', cancelled_at = now(),
         cancel_reason = 'Wrong customer' where id = '${target.id}'`,
    );
    const after = await dayTotal(S, target.date);
    expect(after?.n).toBe((before?.n ?? 0) - 1);
    expect(Number(after?.total)).toBeCloseTo(Number(before?.total) - Number(total), 2);
    expect(await mismatches(S)).toEqual(none);
    // Several in one statement, across days.
    const many = [3, 4, 5, 11, 12].map((n) => `'${byNumber(n).id}'`).join(', ');
    await database.db.execute(
      `update ${S}.invoices set status = 'cancelled' where id in (${many})`,
    );
    expect(await mismatches(S)).toEqual(none);
    expect(await staleStatus(S)).toBe(0);
    const [lines] = await query<{ n: number }>(
      `select count(*)::int as n from ${S}.invoice_lines where invoice_status = 'cancelled'`,
    );
    expect(lines?.n).toBe([0, 3, 4, 5, 11, 12].reduce((a, n) => a + byNumber(n).lines.length, 0));
  });

  it('restoring an invoice puts it back; a date change with a status change moves it right', async () => {
    await database.db.execute(
      `update ${S}.invoices set status = 'issued' where id = '${byNumber(3).id}'`,
    );
    expect(await mismatches(S)).toEqual(none);
    // Cancel and move in one statement, restore and move in another.
    await database.db.execute(
      `update ${S}.invoices set status = 'cancelled', invoice_date = invoice_date + 3
       where id = '${byNumber(6).id}'`,
    );
    await database.db.execute(
      `update ${S}.invoices set status = 'issued', invoice_date = invoice_date + 5
       where id = '${byNumber(4).id}'`,
    );
    // A cancelled invoice changing date only: nothing counts before or after.
    await database.db.execute(
      `update ${S}.invoices set invoice_date = invoice_date + 1 where id = '${byNumber(5).id}'`,
    );
    // An issued invoice whose total changes alongside a cancellation of another.
    await database.db.execute(
      `update ${S}.invoices set status = case when id = '${byNumber(7).id}' then 'cancelled' else status end,
         total_amount = total_amount + 1
       where id in ('${byNumber(7).id}', '${byNumber(8).id}')`,
    );
    expect(await mismatches(S)).toEqual(none);
    expect(await staleStatus(S)).toBe(0);
  });

  it('a line added to a cancelled invoice carries its status and counts nowhere', async () => {
    const cancelled = byNumber(0);
    const before = await rollupRows(S);
    const [line] = await query<{ invoice_status: string }>(
      `insert into ${S}.invoice_lines (invoice_id, position, product_id, product_label,
         gst_percentage, quantity, price, taxable_value, tax_amount)
       values ('${cancelled.id}', 50, '${PRODUCTS[0]!.id}', 'Late line', 5, 1, 100, 100, 5)
       returning invoice_status`,
    );
    expect(line?.invoice_status).toBe('cancelled');
    // Edits and deletes of a cancelled invoice's lines leave the rollups alone as well.
    await database.db.execute(
      `update ${S}.invoice_lines set quantity = quantity + 1, tax_amount = tax_amount + 1
       where invoice_id = '${cancelled.id}'`,
    );
    await database.db.execute(
      `delete from ${S}.invoice_lines where invoice_id = '${cancelled.id}' and position = 1`,
    );
    expect(await rollupRows(S)).toEqual(before);
    expect(await mismatches(S)).toEqual(none);
  });

  it('the status copy cannot be set apart from the invoice', async () => {
    const cancelled = byNumber(0);
    const issued = byNumber(1);
    const [passed] = await query<{ invoice_status: string }>(
      `insert into ${S}.invoice_lines (invoice_id, position, product_id, product_label,
         gst_percentage, quantity, price, taxable_value, tax_amount, invoice_status)
       values ('${cancelled.id}', 51, '${PRODUCTS[1]!.id}', 'Claims issued', 12, 1, 100, 100, 12,
         'issued')
       returning invoice_status`,
    );
    expect(passed?.invoice_status).toBe('cancelled');
    await database.db.execute(
      `update ${S}.invoice_lines set invoice_status = 'issued' where invoice_id = '${cancelled.id}'`,
    );
    await database.db.execute(
      `update ${S}.invoice_lines set invoice_status = 'cancelled' where invoice_id = '${issued.id}'`,
    );
    expect(await staleStatus(S)).toBe(0);
    expect(await mismatches(S)).toEqual(none);
    // A line moved from a cancelled invoice to an issued one takes 'issued' and starts counting;
    // one moved the other way stops.
    await database.db.execute(
      `update ${S}.invoice_lines set invoice_id = '${issued.id}', position = 60
       where invoice_id = '${cancelled.id}' and position = 50`,
    );
    await database.db.execute(
      `update ${S}.invoice_lines set invoice_id = '${cancelled.id}', position = 61
       where invoice_id = '${issued.id}' and position = 1`,
    );
    const moved = await query<{ position: number; invoice_status: string }>(
      `select position, invoice_status from ${S}.invoice_lines where position in (60, 61) order by 1`,
    );
    expect(moved).toEqual([
      { position: 60, invoice_status: 'issued' },
      { position: 61, invoice_status: 'cancelled' },
    ]);
    expect(await staleStatus(S)).toBe(0);
    expect(await mismatches(S)).toEqual(none);
  });

  it('go stale without the propagation of the status, so the checks above can fail', async () => {
    const rollback = new Error('rollback');
    const seen = await database.db
      .transaction(async (tx) => {
        // 0003's propagation trigger only knew dates and customers: a cancellation is not carried.
        await tx.execute(`drop trigger invoices_fields_to_lines on ${S}.invoices`);
        await tx.execute(
          `update ${S}.invoices set status = 'cancelled' where id = '${byNumber(2).id}'`,
        );
        const [row] = await query<{ n: number }>(
          `select count(*)::int as n from ${S}.invoice_lines l join ${S}.invoices i on i.id = l.invoice_id
           where l.invoice_status is distinct from i.status`,
          tx,
        );
        throw Object.assign(rollback, { n: row?.n });
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
        return (error as Error & { n: number }).n;
      });
    expect(seen).toBeGreaterThan(0);
    expect(await staleStatus(S)).toBe(0);
  });

  it('go wrong with the 0002 functions, which count every invoice, so the checks above can fail', async () => {
    const text = readFileSync(join(TENANT_MIGRATIONS_DIR, '0002_dashboard_rollups.sql'), 'utf8');
    const functions = text
      .split('--> statement-breakpoint')
      .filter((s) => /CREATE FUNCTION invoice_(day|product_day)_totals_/.test(s))
      .map((s) => s.replace(/^[\s\S]*?CREATE FUNCTION/, 'CREATE OR REPLACE FUNCTION'));
    expect(functions).toHaveLength(4);
    const rollback = new Error('rollback');
    const seen = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select set_config('search_path', ${S}, true)`);
        for (const f of functions) await tx.execute(sql.raw(f));
        await tx.execute(
          `update ${S}.invoices set status = 'cancelled' where id = '${byNumber(13).id}'`,
        );
        const m = await mismatches(S, tx);
        throw Object.assign(rollback, { n: m.days.length + m.products.length });
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
        return (error as Error & { n: number }).n;
      });
    expect(seen).toBeGreaterThan(0);
    expect(await mismatches(S)).toEqual(none);
  });

  it('deleting a cancelled or an issued invoice leaves the rollups exact', async () => {
    for (const n of [5, 9]) {
      await database.db.execute(`delete from ${S}.invoices where id = '${byNumber(n).id}'`);
    }
    expect(await mismatches(S)).toEqual(none);
  });

  it('refuses an unknown status or supply type, a revision below 1 and a negative discount', async () => {
    const id = byNumber(10).id;
    for (const set of [`status = 'void'`, `supply_type = 'EXPORT'`, `revision = 0`]) {
      await expect(
        database.db.execute(`update ${S}.invoices set ${set} where id = '${id}'`),
      ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23514' }) });
    }
    await database.db.execute(
      `update ${S}.invoices set supply_type = 'WOPAY', revision = 2, tax_inclusive = true,
         round_off = -0.49 where id = '${id}'`,
    );
    await expect(
      database.db.execute(`update ${S}.invoice_lines set discount = -1 where invoice_id = '${id}'`),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23514' }) });
    await expect(
      database.db.execute(
        `insert into ${S}.document_assets (sha256, data_url) values ('not-a-hash', 'data:')`,
      ),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23514' }) });
  });
});

describe('seed:large after 0004', () => {
  const L = 'tenant_large';
  beforeAll(async () => {
    await seedLarge(database.db, {
      ...LARGE_DEFAULTS,
      invoices: 150,
      customers: 25,
      batch: 60,
      startDate: '2025-03-20',
      endDate: '2025-07-10',
    });
  });

  it('writes product names, the tax split, the status copy and the snapshots', async () => {
    const bad = await query(
      `select l.id from ${L}.invoice_lines l join ${L}.products p on p.id = l.product_id
       join ${L}.invoices i on i.id = l.invoice_id
       where l.product_name <> p.product_name or l.invoice_status <> 'issued'
          or l.cgst + l.sgst + l.utgst + l.igst <> l.tax_amount
          or (i.is_inter_state and l.igst <> l.tax_amount)
          or (not i.is_inter_state and l.cgst <> round(l.tax_amount / 2, 2))`,
    );
    expect(bad).toEqual([]);
    const sums = await query(
      `select i.id from ${L}.invoices i
       join (select invoice_id, sum(cgst) c, sum(sgst) s, sum(igst) g from ${L}.invoice_lines
             group by invoice_id) l on l.invoice_id = i.id
       where (l.c, l.s, l.g) <> (i.cgst_amount, i.sgst_amount, i.igst_amount)
          or i.supplier is null or i.bill_to is null
          or i.supplier->>'shopName' <> 'Large Solar Traders' or (i.supplier->'stateCode')::int <> 19
          or (i.bill_to->'stateCode')::int <> i.place_of_supply`,
    );
    expect(sums).toEqual([]);
  });

  it('keeps the rollups exact when a batch of invoices is cancelled and some restored', async () => {
    expect(await mismatches(L)).toEqual(none);
    await database.db.execute(
      `update ${L}.invoices set status = 'cancelled', cancelled_at = now()
       where id in (select id from ${L}.invoices order by total_amount desc limit 30)`,
    );
    expect(await mismatches(L)).toEqual(none);
    await database.db.execute(
      `update ${L}.invoices set status = 'issued', cancelled_at = null
       where id in (select id from ${L}.invoices where status = 'cancelled' order by id limit 10)`,
    );
    expect(await mismatches(L)).toEqual(none);
    expect(await staleStatus(L)).toBe(0);
    const [n] = await query<{ n: number }>(
      `select sum(invoices)::int as n from ${L}.invoice_day_totals`,
    );
    expect(n?.n).toBe(150 - 20);
  });
});
