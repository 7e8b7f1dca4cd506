/**
 * The returns bench's month (issue 17): one tenant with October 2025 of N issued invoices
 * (default 10,000) and M credit/debit notes (default 500) against them, built in JS from a seeded
 * PRNG (the same data on every run) and written with a few set-based statements
 * (`insert … select from jsonb_to_recordset($1)`, thousands of rows per statement), not through
 * the API. The shop is in West Bengal (19), GSTIN 19AAACG1234R1Z?.
 *
 * The mix, as a solar shop's month looks:
 * - customers: registered businesses (valid GSTINs, 70 % in West Bengal, the rest in 8 other
 *   states), SEZ units (WB and Gujarat), unregistered buyers in 9 states, foreign buyers (96);
 * - invoices: ~42 % B2B (intra-state CGST+SGST or inter-state IGST), ~2 % to SEZ units (WPAY with
 *   IGST or WOPAY under LUT), ~1 % exports (WPAY/WOPAY), the rest B2C, of which the inter-state
 *   ones above ₹1,00,000 go to B2CL; ~1 % cancelled (status 'cancelled', lines kept);
 * - 2–3 lines each of distinct products at 5, 12 or 18 %, units UNITS / NOS / MTR / KG / SET /
 *   'Nos.', some fractional quantities; per line taxable = qty × price and tax rounded half-up to
 *   the paisa, CGST = half the tax rounded (the odd paisa to CGST) and SGST the rest, or IGST, or
 *   nothing under LUT, exactly like the billing engine; each invoice's totals and per-rate split
 *   are the sums of its lines;
 * - notes: 80 % credit (sales returns of part of a line's quantity, or post-sale discounts of
 *   5–20 % with quantity 0), 20 % debit (price revisions of 2–10 %, quantity 0), on 1–2 lines of
 *   one issued invoice of the month, dated 0–10 days after it (within October), numbered in
 *   date order per kind; the first 40 are on B2CL, export and SEZ invoices so that CDNUR and the
 *   SEZ note types are present; ~1 % cancelled.
 *
 * Lines go in with the insert trigger that copies the invoice's date, customer and status into
 * invoice_lines (migrations 0003/0004) enabled, and every CHECK constraint applies.
 */
import { rowsOf, withTenant, type Db, type Tx } from '../packages/db/src/index';
import { provisionTenant } from '../packages/db/src/provision';
import { vacuumAnalyze } from '../packages/db/src/seed/large';
import { tenantSchemaName } from '../packages/db/src/tenant-id';
import { importFrom } from './lib/common';
import {
  FY,
  PRODUCTS,
  type Product,
  SHOP_GSTIN,
  SHOP_STATE,
  makeCustomers,
  prng,
} from './lib/returns-seed-parties';
import {
  type Invoice,
  amountColumns,
  date,
  invoiceValue,
  makeInvoices,
  makeNotes,
  qtyText,
  rupees,
  split,
} from './lib/returns-seed-documents';

// drizzle's `sql` tag, as packages/db loads it (bench/ has no node_modules of its own).
const { sql } = await importFrom<typeof import('../packages/db/node_modules/drizzle-orm')>(
  'packages/db',
  'drizzle-orm',
);

export const RETURNS_TENANT = 'returns';
export const RETURNS_SCHEMA = tenantSchemaName(RETURNS_TENANT);
export const RETURNS_PERIOD = '102025';
export { SHOP_GSTIN };
export type ReturnsSeedOptions = { invoices: number; notes: number; seed: number };
export const RETURNS_DEFAULTS: ReturnsSeedOptions = { invoices: 10_000, notes: 500, seed: 17 };

export type ReturnsSeedResult = {
  invoices: number;
  cancelledInvoices: number;
  lines: number;
  notes: number;
  noteLines: number;
  customers: number;
  /** Invoices by where the bench expects them in GSTR-1 (issued only). */
  mix: Record<string, number>;
  ms: number;
};

const SUPPLIER = {
  shopName: 'Returns Bench Solar',
  address: '12 Park Street, Kolkata 700016',
  gstin: SHOP_GSTIN,
  stateCode: SHOP_STATE,
  mobileNumber: '9830000000',
  email: 'accounts@returns.test',
  website: '',
  bankName: 'State Bank of India',
  accountNumber: '000011112222',
  ifscCode: 'SBIN0000001',
  branch: 'Park Street',
  terms: '',
  jurisdiction: 'Kolkata',
  topText: '',
  images: { logo: null, partnerLogo: null, signature: null },
};

const CHUNK = 2_500;
async function inChunks<T>(rows: T[], size: number, write: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

async function insertAll(tx: Tx, data: ReturnType<typeof build>) {
  const { customers, products, invoices, notes } = data;
  await tx.execute(sql`
    insert into products (id, product_unique_id, product_name, product_label, product_min_price,
      product_hsn_code, product_category, gst_percentage, uom_unit)
    select id, uid, name, name, price, hsn, 'Solar', rate, unit
    from jsonb_to_recordset(${JSON.stringify(
      products.map((p) => ({ ...p, price: rupees(p.price[0]), rate: p.rate.toFixed(2) })),
    )}::jsonb) as r(id uuid, uid text, name text, price numeric, hsn text, rate numeric, unit text)`);
  await tx.execute(sql`
    insert into customers (id, name, email, address, phone_number, gstin, state_code, is_sez)
    select id, name, lower(replace(name, ' ', '.')) || '@buyers.test', 'Street ' || state || ', India',
      '98' || lpad((abs(hashtext(name)) % 100000000)::text, 8, '0'), gstin, state, is_sez
    from jsonb_to_recordset(${JSON.stringify(
      customers.map((c) => ({
        id: c.id,
        name: c.name,
        gstin: c.gstin,
        state: c.state,
        is_sez: c.isSez,
      })),
    )}::jsonb)
      as r(id uuid, name text, gstin text, state int, is_sez boolean)`);
  await inChunks(invoices, CHUNK, (chunk) =>
    tx.execute(sql`
      insert into invoices (id, invoice_number, financial_year, sequence, invoice_date, due_date,
        place_of_supply, bill_to_id, is_inter_state, taxable_amount, cgst_amount, sgst_amount,
        igst_amount, total_amount, tax_split, status, cancelled_at, cancel_reason, supply_type,
        supplier, bill_to, created_at, updated_at)
      select r.id, r.number, ${FY}::int, r.seq, r.d, r.d + 15, r.pos, r.customer, r.pos <> ${SHOP_STATE}::int,
        r.taxable, r.cgst, r.sgst, r.igst, r.taxable + r.cgst + r.sgst + r.igst, r.split,
        r.status, case when r.status = 'cancelled' then (r.d + time '18:00') at time zone 'Asia/Kolkata' end,
        case when r.status = 'cancelled' then 'Entered twice' else '' end, r.supply_type,
        ${JSON.stringify(SUPPLIER)}::jsonb,
        jsonb_build_object('name', c.name, 'address', c.address, 'gstin', c.gstin,
          'stateCode', c.state_code, 'phoneNumber', c.phone_number, 'email', c.email,
          'isSez', c.is_sez),
        (r.d + time '10:00') at time zone 'Asia/Kolkata' + r.seq * interval '1 second',
        (r.d + time '10:00') at time zone 'Asia/Kolkata' + r.seq * interval '1 second'
      from jsonb_to_recordset(${JSON.stringify(
        chunk.map((inv) => ({
          id: inv.id,
          number: inv.number,
          seq: inv.seq,
          d: date(inv.day),
          pos: inv.pos,
          customer: inv.customer.id,
          ...amountColumns(inv.lines),
          status: inv.cancelled ? 'cancelled' : 'issued',
          supply_type: inv.supplyType,
        })),
      )}::jsonb) as r(id uuid, number text, seq int, d date, pos int, customer uuid,
        taxable numeric, cgst numeric, sgst numeric, igst numeric, split jsonb, status text,
        supply_type text)
      join customers c on c.id = r.customer`),
  );
  const lines = invoices.flatMap((inv) => inv.lines);
  // invoice_date, bill_to_id and invoice_status are left to the insert trigger (copied from the
  // invoice, as for every writer).
  await inChunks(lines, CHUNK * 3, (chunk) =>
    tx.execute(sql`
      insert into invoice_lines (id, invoice_id, position, product_id, product_label,
        product_category, hsn_code, uom_unit, product_min_price, gst_percentage, quantity, price,
        taxable_value, tax_amount, product_name, cgst, sgst, igst)
      select r.id, r.invoice_id, r.position, r.product_id, r.name, 'Solar', r.hsn, r.unit, r.price,
        r.rate, r.qty, r.price, r.taxable, r.cgst + r.sgst + r.igst, r.name, r.cgst, r.sgst, r.igst
      from jsonb_to_recordset(${JSON.stringify(
        chunk.map((l) => ({
          id: l.id,
          invoice_id: l.invoiceId,
          position: l.position,
          product_id: l.product.id,
          name: l.product.name,
          hsn: l.product.hsn,
          unit: l.product.unit,
          rate: l.product.rate.toFixed(2),
          qty: qtyText(l.qtyMilli),
          price: rupees(l.pricePaise),
          taxable: rupees(l.taxable),
          cgst: rupees(l.cgst),
          sgst: rupees(l.sgst),
          igst: rupees(l.igst),
        })),
      )}::jsonb) as r(id uuid, invoice_id uuid, position int, product_id uuid, name text, hsn text,
        unit text, rate numeric, qty numeric, price numeric, taxable numeric, cgst numeric,
        sgst numeric, igst numeric)`),
  );
  // Notes copy their invoice's place of supply, supply type and snapshots.
  await tx.execute(sql`
    insert into notes (id, kind, note_number, financial_year, sequence, note_date, customer_id,
      reason, remarks, place_of_supply, is_inter_state, supply_type, taxable_amount, cgst_amount,
      sgst_amount, igst_amount, total_amount, tax_split, status, cancelled_at, cancel_reason,
      supplier, bill_to, created_at, updated_at)
    select r.id, r.kind, r.number, ${FY}::int, r.seq, r.d, i.bill_to_id, r.reason,
      'Against ' || i.invoice_number, i.place_of_supply, i.is_inter_state, i.supply_type,
      r.taxable, r.cgst, r.sgst, r.igst, r.taxable + r.cgst + r.sgst + r.igst, r.split, r.status,
      case when r.status = 'cancelled' then (r.d + time '18:00') at time zone 'Asia/Kolkata' end,
      case when r.status = 'cancelled' then 'Raised in error' else '' end,
      i.supplier, i.bill_to,
      (r.d + time '12:00') at time zone 'Asia/Kolkata', (r.d + time '12:00') at time zone 'Asia/Kolkata'
    from jsonb_to_recordset(${JSON.stringify(
      notes.map((n) => ({
        id: n.id,
        kind: n.kind,
        number: n.number,
        seq: n.seq,
        d: date(n.day),
        invoice: n.invoice.id,
        reason: n.reason,
        ...amountColumns(n.lines),
        status: n.cancelled ? 'cancelled' : 'issued',
      })),
    )}::jsonb) as r(id uuid, kind text, number text, seq int, d date, invoice uuid, reason text,
      taxable numeric, cgst numeric, sgst numeric, igst numeric, split jsonb, status text)
    join invoices i on i.id = r.invoice`);
  await tx.execute(sql`
    insert into note_lines (note_id, position, invoice_id, invoice_line_id, product_id,
      product_name, hsn_code, uom_unit, gst_percentage, quantity, taxable_value, cgst, sgst, igst,
      tax_amount)
    select r.note_id, r.position, l.invoice_id, l.id, l.product_id, l.product_name, l.hsn_code,
      l.uom_unit, l.gst_percentage, r.qty, r.taxable, r.cgst, r.sgst, r.igst, r.cgst + r.sgst + r.igst
    from jsonb_to_recordset(${JSON.stringify(
      notes.flatMap((n) =>
        n.lines.map((l, k) => ({
          note_id: n.id,
          position: k + 1,
          line: l.line.id,
          qty: qtyText(l.qtyMilli),
          taxable: rupees(l.taxable),
          cgst: rupees(l.cgst),
          sgst: rupees(l.sgst),
          igst: rupees(l.igst),
        })),
      ),
    )}::jsonb) as r(note_id uuid, position int, line uuid, qty numeric, taxable numeric,
      cgst numeric, sgst numeric, igst numeric)
    join invoice_lines l on l.id = r.line`);
  await tx.execute(sql`
    insert into document_counters (kind, financial_year, next_value)
    values ('invoice', ${FY}::int, ${invoices.length + 1}::int),
      ('credit-note', ${FY}::int, ${notes.filter((n) => n.kind === 'credit').length + 1}::int),
      ('debit-note', ${FY}::int, ${notes.filter((n) => n.kind === 'debit').length + 1}::int)
    on conflict (kind, financial_year) do update set next_value = excluded.next_value`);
  await tx.execute(sql`update settings set value = ${String(SHOP_STATE)} where key = 'stateCode'`);
  await tx.execute(sql`update settings set value = ${SHOP_GSTIN} where key = 'gstin'`);
}

function build(options: ReturnsSeedOptions) {
  const rng = prng(options.seed);
  const products: Product[] = PRODUCTS.map((p) => ({ ...p, id: rng.uuid() }));
  const customers = makeCustomers(rng);
  const invoices = makeInvoices(rng, options.invoices, customers, products);
  const notes = makeNotes(rng, options.notes, invoices);
  return { products, customers, invoices, notes };
}

function mixOf(invoices: Invoice[]) {
  const mix: Record<string, number> = {};
  for (const inv of invoices) {
    if (inv.cancelled) continue;
    const c = inv.customer;
    const section =
      c.kind === 'foreign'
        ? 'exp'
        : c.kind === 'sez'
          ? 'b2b (SEZ)'
          : c.gstin
            ? inv.pos === SHOP_STATE
              ? 'b2b intra-state'
              : 'b2b inter-state'
            : inv.pos !== SHOP_STATE && invoiceValue(inv) > 10_000_000
              ? 'b2cl'
              : 'b2cs';
    mix[section] = (mix[section] ?? 0) + 1;
  }
  return mix;
}

/** Provisions the tenant if missing (truncating its documents otherwise) and seeds the month. */
export async function seedReturnsMonth(
  db: Db,
  options: ReturnsSeedOptions = RETURNS_DEFAULTS,
): Promise<ReturnsSeedResult> {
  const started = performance.now();
  const found = rowsOf(
    await db.execute(sql`select 1 from master.tenants where tenant_id = ${RETURNS_TENANT}`),
  );
  if (!found.length) {
    await provisionTenant(db, {
      tenantId: RETURNS_TENANT,
      name: SUPPLIER.shopName,
      gstin: SHOP_GSTIN,
      ownerEmail: SUPPLIER.email,
      owner: { name: 'Returns Bench Owner', email: SUPPLIER.email, password: 'returns-bench-123' },
    });
  }
  const data = build(options);
  await withTenant(db, { schemaName: RETURNS_SCHEMA }, async (tx) => {
    await tx.execute(
      sql`truncate note_line_serials, note_lines, notes, payment_allocations, payments, invoice_line_serials, invoice_lines, invoices, customers, products cascade`,
    );
    await insertAll(tx, data);
  });
  await vacuumAnalyze(db, RETURNS_SCHEMA, [
    'invoices',
    'invoice_lines',
    'notes',
    'note_lines',
    'customers',
    'products',
  ]);
  return {
    invoices: data.invoices.length,
    cancelledInvoices: data.invoices.filter((i) => i.cancelled).length,
    lines: data.invoices.reduce((n, i) => n + i.lines.length, 0),
    notes: data.notes.length,
    noteLines: data.notes.reduce((n, x) => n + x.lines.length, 0),
    customers: data.customers.length,
    mix: mixOf(data.invoices),
    ms: Math.round(performance.now() - started),
  };
}
