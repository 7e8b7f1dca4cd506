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
import { tenantSchemaName } from '../packages/db/src/tenant-id';
import { gstinCheckCharacter } from '../packages/domain/src/gstin';
import { importFrom } from './lib/common';

// drizzle's `sql` tag, as packages/db loads it (bench/ has no node_modules of its own).
const { sql } = await importFrom<typeof import('../packages/db/node_modules/drizzle-orm')>(
  'packages/db',
  'drizzle-orm',
);

export const RETURNS_TENANT = 'returns';
export const RETURNS_SCHEMA = tenantSchemaName(RETURNS_TENANT);
export const RETURNS_PERIOD = '102025';
const MONTH = { year: 2025, month: 10, days: 31 };
const FY = 2025;
const SHOP_STATE = 19;
const SHOP_GSTIN_BODY = '19AAACG1234R1Z';
export const SHOP_GSTIN = SHOP_GSTIN_BODY + gstinCheckCharacter(SHOP_GSTIN_BODY);

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

/** mulberry32: a small seeded PRNG, so every run seeds the same month. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)] as T;
  const uuid = () => {
    const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16));
    hex[12] = '4';
    hex[16] = ((Math.floor(next() * 4) + 8) as number).toString(16);
    const h = hex.join('');
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  };
  return { next, int, pick, uuid };
}
type Rng = ReturnType<typeof prng>;

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
function gstinFor(rng: Rng, state: number): string {
  const pan =
    Array.from({ length: 3 }, () => rng.pick([...LETTERS])).join('') +
    rng.pick(['C', 'F', 'P', 'H']) +
    rng.pick([...LETTERS]) +
    String(rng.int(0, 9999)).padStart(4, '0') +
    rng.pick([...LETTERS]);
  const body = `${String(state).padStart(2, '0')}${pan}1Z`;
  return body + gstinCheckCharacter(body);
}

type Product = {
  id: string;
  uid: string;
  name: string;
  hsn: string;
  unit: string;
  rate: number;
  /** Price range in paise and quantity range in thousandths. */
  price: [number, number];
  qty: [number, number];
  fractional: boolean;
};

const PRODUCTS: Omit<Product, 'id'>[] = [
  {
    uid: 'MOD-540',
    name: 'Mono PERC Module 540 Wp',
    hsn: '85414300',
    unit: 'UNITS',
    rate: 5,
    price: [1_200_000, 1_650_000],
    qty: [1_000, 6_000],
    fractional: false,
  },
  {
    uid: 'MOD-335',
    name: 'Poly Module 335 Wp',
    hsn: '85414300',
    unit: 'UNITS',
    rate: 5,
    price: [800_000, 1_050_000],
    qty: [1_000, 6_000],
    fractional: false,
  },
  {
    uid: 'INV-5K',
    name: 'On-grid Inverter 5 kW',
    hsn: '85044010',
    unit: 'NOS',
    rate: 12,
    price: [2_800_000, 4_500_000],
    qty: [1_000, 1_000],
    fractional: false,
  },
  {
    uid: 'INV-1K',
    name: 'Off-grid Inverter 1 kVA',
    hsn: '85044010',
    unit: 'NOS',
    rate: 12,
    price: [650_000, 950_000],
    qty: [1_000, 2_000],
    fractional: false,
  },
  {
    uid: 'BAT-150',
    name: 'Tubular Battery 150 Ah',
    hsn: '85072000',
    unit: 'NOS',
    rate: 18,
    price: [1_150_000, 1_450_000],
    qty: [1_000, 4_000],
    fractional: false,
  },
  {
    uid: 'CAB-4',
    name: 'DC Cable 4 sq mm',
    hsn: '85444999',
    unit: 'MTR',
    rate: 18,
    price: [6_500, 9_500],
    qty: [10_000, 120_500],
    fractional: true,
  },
  {
    uid: 'STR-GI',
    name: 'GI Mounting Structure',
    hsn: '73089090',
    unit: 'KG',
    rate: 12,
    price: [9_000, 13_500],
    qty: [25_000, 240_750],
    fractional: true,
  },
  {
    uid: 'CC-30',
    name: 'MPPT Charge Controller 30 A',
    hsn: '90328990',
    unit: 'SET',
    rate: 18,
    price: [250_000, 520_000],
    qty: [1_000, 2_000],
    fractional: false,
  },
  {
    uid: 'LA-KIT',
    name: 'Lightning Arrester Kit',
    hsn: '85354010',
    unit: 'Nos.',
    rate: 18,
    price: [180_000, 320_000],
    qty: [1_000, 2_000],
    fractional: false,
  },
  {
    uid: 'SWH-200',
    name: 'Solar Water Heater 200 L',
    hsn: '84191920',
    unit: 'UNITS',
    rate: 5,
    price: [1_850_000, 2_600_000],
    qty: [1_000, 1_000],
    fractional: false,
  },
  {
    uid: 'SRV-INST',
    name: 'Installation and Commissioning',
    hsn: '995461',
    unit: 'UNITS',
    rate: 18,
    price: [500_000, 2_000_000],
    qty: [1_000, 1_000],
    fractional: false,
  },
  {
    uid: 'LAMP-12',
    name: 'Solar Street Lamp 12 W',
    hsn: '94054100',
    unit: 'PCS',
    rate: 12,
    price: [320_000, 480_000],
    qty: [1_000, 8_000],
    fractional: false,
  },
];

const OTHER_STATES = [10, 20, 21, 24, 27, 29, 7, 9];
const UNREG_STATES = [19, 19, 19, 19, 19, 19, 10, 20, 21, 18, 7, 9, 24, 27];

type CustomerKind = 'registered' | 'sez' | 'unregistered' | 'foreign';
type Customer = {
  id: string;
  kind: CustomerKind;
  name: string;
  gstin: string;
  state: number;
  isSez: boolean;
};

function makeCustomers(rng: Rng): Customer[] {
  const out: Customer[] = [];
  const add = (kind: CustomerKind, n: number, state: () => number) => {
    for (let i = 0; i < n; i++) {
      const s = state();
      out.push({
        id: rng.uuid(),
        kind,
        name: `${kind[0]!.toUpperCase()}${kind.slice(1)} Buyer ${String(out.length + 1).padStart(4, '0')}`,
        gstin: kind === 'registered' || kind === 'sez' ? gstinFor(rng, s) : '',
        state: s,
        isSez: kind === 'sez',
      });
    }
  };
  add('registered', 320, () => (rng.next() < 0.7 ? SHOP_STATE : rng.pick(OTHER_STATES)));
  add('sez', 8, () => rng.pick([19, 24]));
  add('unregistered', 400, () => rng.pick(UNREG_STATES));
  add('foreign', 12, () => 96);
  return out;
}

type Line = {
  id: string;
  invoiceId: string;
  position: number;
  product: Product;
  qtyMilli: number;
  pricePaise: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
};
type TaxMode = 'intra' | 'inter' | 'none';
type Invoice = {
  id: string;
  seq: number;
  number: string;
  day: number;
  customer: Customer;
  pos: number;
  supplyType: 'WPAY' | 'WOPAY' | null;
  mode: TaxMode;
  cancelled: boolean;
  lines: Line[];
};

/** Half-up rounding of a non-negative ratio of integers (paise). */
const roundDiv = (num: number, den: number) => Math.floor((2 * num + den) / (2 * den));

function split(taxable: number, rate: number, mode: TaxMode) {
  if (mode === 'none') return { cgst: 0, sgst: 0, igst: 0 };
  const tax = roundDiv(taxable * rate, 100);
  if (mode === 'inter') return { cgst: 0, sgst: 0, igst: tax };
  const cgst = roundDiv(tax, 2);
  return { cgst, sgst: tax - cgst, igst: 0 };
}

const date = (day: number) =>
  `${MONTH.year}-${String(MONTH.month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
const rupees = (paise: number) => (paise / 100).toFixed(2);
const qtyText = (milli: number) => (milli / 1000).toFixed(3);

function makeInvoices(rng: Rng, n: number, customers: Customer[], products: Product[]) {
  const byKind = (k: CustomerKind) => customers.filter((c) => c.kind === k);
  const registered = byKind('registered');
  const sez = byKind('sez');
  const unregistered = byKind('unregistered');
  const unregisteredElsewhere = unregistered.filter((c) => c.state !== SHOP_STATE);
  const foreign = byKind('foreign');
  const invoices: Invoice[] = [];
  for (let i = 0; i < n; i++) {
    const roll = rng.next();
    let customer: Customer;
    let big = false;
    if (roll < 0.42) customer = rng.pick(registered);
    else if (roll < 0.44) customer = rng.pick(sez);
    else if (roll < 0.45) customer = rng.pick(foreign);
    else if (roll < 0.49) {
      // B2C to another state, large enough for B2CL.
      customer = rng.pick(unregisteredElsewhere);
      big = true;
    } else customer = rng.pick(unregistered);
    const zeroRated = customer.kind === 'sez' || customer.kind === 'foreign';
    const supplyType = zeroRated ? (rng.next() < 0.5 ? 'WPAY' : 'WOPAY') : null;
    const mode: TaxMode =
      supplyType === 'WOPAY'
        ? 'none'
        : zeroRated || customer.state !== SHOP_STATE
          ? 'inter'
          : 'intra';
    const seq = i + 1;
    const id = rng.uuid();
    const count = rng.next() < 0.5 ? 2 : 3;
    const chosen = new Set<number>();
    while (chosen.size < count) chosen.add(rng.int(0, products.length - 1));
    const lines = [...chosen].map((p, k): Line => {
      const product = products[p]!;
      let [qLo, qHi] = product.qty;
      // Retail buyers take fewer units; large orders take more.
      if (customer.kind === 'unregistered' && !big) qHi = Math.max(qLo, Math.floor(qHi / 2));
      if (big) [qLo, qHi] = [qHi, qHi * 3];
      let qtyMilli = rng.int(qLo, qHi);
      if (!product.fractional) qtyMilli = Math.max(1000, Math.round(qtyMilli / 1000) * 1000);
      const pricePaise = rng.int(product.price[0], product.price[1]);
      const taxable = roundDiv(qtyMilli * pricePaise, 1000);
      return {
        id: rng.uuid(),
        invoiceId: id,
        position: k + 1,
        product,
        qtyMilli,
        pricePaise,
        taxable,
        ...split(taxable, product.rate, mode),
      };
    });
    invoices.push({
      id,
      seq,
      number: `INV/25-26/${String(seq).padStart(5, '0')}`,
      day: 1 + Math.floor((i * MONTH.days) / n),
      customer,
      pos: customer.state,
      supplyType,
      mode,
      cancelled: rng.next() < 0.01,
      lines,
    });
  }
  return invoices;
}

const total = (lines: { taxable: number; cgst: number; sgst: number; igst: number }[]) =>
  lines.reduce(
    (t, l) => ({
      taxable: t.taxable + l.taxable,
      cgst: t.cgst + l.cgst,
      sgst: t.sgst + l.sgst,
      igst: t.igst + l.igst,
    }),
    { taxable: 0, cgst: 0, sgst: 0, igst: 0 },
  );
const invoiceValue = (inv: Invoice) => {
  const t = total(inv.lines);
  return t.taxable + t.cgst + t.sgst + t.igst;
};

/** Tax split per rate, as the engine stores it on the document. */
function taxSplit(
  lines: { product: Product; taxable: number; cgst: number; sgst: number; igst: number }[],
) {
  const byRate = new Map<number, ReturnType<typeof total>>();
  for (const l of lines) {
    const t = byRate.get(l.product.rate) ?? { taxable: 0, cgst: 0, sgst: 0, igst: 0 };
    byRate.set(l.product.rate, total([t, l]));
  }
  return [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, t]) => ({
      rate: rate.toFixed(2),
      taxableValue: rupees(t.taxable),
      cgst: rupees(t.cgst),
      sgst: rupees(t.sgst),
      utgst: '0.00',
      igst: rupees(t.igst),
    }));
}

type NoteLine = {
  line: Line;
  qtyMilli: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  product: Product;
};
type Note = {
  id: string;
  kind: 'credit' | 'debit';
  reason: string;
  day: number;
  invoice: Invoice;
  cancelled: boolean;
  lines: NoteLine[];
  seq?: number;
  number?: string;
};

function makeNotes(rng: Rng, n: number, invoices: Invoice[]) {
  const issued = invoices.filter((i) => !i.cancelled && i.day <= MONTH.days - 1);
  const b2cl = issued.filter(
    (i) =>
      i.customer.kind === 'unregistered' && i.pos !== SHOP_STATE && invoiceValue(i) > 10_000_000,
  );
  const exports = issued.filter((i) => i.customer.kind === 'foreign');
  const sez = issued.filter((i) => i.customer.kind === 'sez');
  const notes: Note[] = [];
  for (let k = 0; k < n; k++) {
    const pool =
      k < 20 && b2cl.length
        ? b2cl
        : k < 30 && exports.length
          ? exports
          : k < 40 && sez.length
            ? sez
            : issued;
    const invoice = rng.pick(pool);
    const kind = rng.next() < 0.8 ? 'credit' : 'debit';
    const count = invoice.lines.length > 1 && rng.next() < 0.3 ? 2 : 1;
    const lines = [...invoice.lines].sort(() => rng.next() - 0.5).slice(0, count);
    const isReturn = kind === 'credit' && rng.next() < 0.5;
    const reason =
      kind === 'debit' ? 'price-revision' : isReturn ? 'sales-return' : 'post-sale-discount';
    const noteLines = lines.map((line): NoteLine => {
      let qtyMilli = 0;
      let taxable: number;
      if (isReturn) {
        qtyMilli = line.product.fractional
          ? Math.max(1, Math.floor(line.qtyMilli * (0.1 + rng.next() * 0.4)))
          : 1000 * rng.int(1, Math.max(1, Math.floor(line.qtyMilli / 2000)));
        taxable = Math.min(line.taxable, roundDiv(qtyMilli * line.pricePaise, 1000));
      } else {
        const pct = kind === 'credit' ? rng.int(5, 20) : rng.int(2, 10);
        taxable = roundDiv(line.taxable * pct, 100);
      }
      return {
        line,
        qtyMilli,
        taxable,
        product: line.product,
        ...split(taxable, line.product.rate, invoice.mode),
      };
    });
    notes.push({
      id: rng.uuid(),
      kind,
      reason,
      day: Math.min(MONTH.days, invoice.day + rng.int(0, 10)),
      invoice,
      cancelled: rng.next() < 0.01,
      lines: noteLines,
    });
  }
  // Numbered in date order per kind, as the counters issue them.
  for (const kind of ['credit', 'debit'] as const) {
    notes
      .filter((x) => x.kind === kind)
      .sort((a, b) => a.day - b.day)
      .forEach((x, i) => {
        x.seq = i + 1;
        x.number = `${kind === 'credit' ? 'CN' : 'DN'}/25-26/${String(i + 1).padStart(4, '0')}`;
      });
  }
  return notes;
}

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
        chunk.map((inv) => {
          const t = total(inv.lines);
          return {
            id: inv.id,
            number: inv.number,
            seq: inv.seq,
            d: date(inv.day),
            pos: inv.pos,
            customer: inv.customer.id,
            taxable: rupees(t.taxable),
            cgst: rupees(t.cgst),
            sgst: rupees(t.sgst),
            igst: rupees(t.igst),
            split: taxSplit(inv.lines),
            status: inv.cancelled ? 'cancelled' : 'issued',
            supply_type: inv.supplyType,
          };
        }),
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
      notes.map((n) => {
        const t = total(n.lines);
        return {
          id: n.id,
          kind: n.kind,
          number: n.number,
          seq: n.seq,
          d: date(n.day),
          invoice: n.invoice.id,
          reason: n.reason,
          taxable: rupees(t.taxable),
          cgst: rupees(t.cgst),
          sgst: rupees(t.sgst),
          igst: rupees(t.igst),
          split: taxSplit(n.lines),
          status: n.cancelled ? 'cancelled' : 'issued',
        };
      }),
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
  for (const table of [
    'invoices',
    'invoice_lines',
    'notes',
    'note_lines',
    'customers',
    'products',
  ]) {
    await db.execute(sql.raw(`vacuum analyze "${RETURNS_SCHEMA}"."${table}"`));
  }
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
