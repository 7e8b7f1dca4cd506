/**
 * The reconciliation bench's shop (issue 32): one tenant in West Bengal with ~200 suppliers
 * (valid GSTINs, distinct PANs, half in the shop's state so their bills carry CGST + SGST, half in
 * other states with IGST), N purchase bills dated in October 2025 (default 10,000, one expense line
 * each) and the period's active GSTR-2B import built from them with perturbations:
 *
 *   exact 90 %        the bill as the supplier reported it (number, date, amounts)
 *   restyled 3 %      the number written another way ("KXT/2025-26/00417" as "kxt-417"): the same
 *                     normal form, so a Suggested Match (fuzzy-number rule)
 *   beyond 2 %        the taxable value off by ₹5–5,000 and the tax with it: Mismatch (same-number)
 *   within 2 %        taxable off by ₹0.01–0.99 (tolerance ₹1): Suggested Match (rounding rule)
 *   missing 3 %       not in 2B: Missing in 2B
 *   extra             as many 2B documents not in the books ("ZX" + 7 digits): Missing in PR
 *
 * Built in JS from a seeded PRNG (the same data every run) and written set-based straight into
 * the tables (`insert … select from jsonb_to_recordset($1)`), not through the services. Extra
 * numbers and amounts are chosen so that no fuzzy or residual rule can pair them with a missing
 * bill (a different prefix, random amounts), so the expected outcome of every document is known.
 */
import { gstinCheckCharacter } from '../packages/domain/src/gstin';
import { rowsOf, withTenant, type Db, type Tx } from '../packages/db/src/index';
import { provisionTenant } from '../packages/db/src/provision';
import { vacuumAnalyze } from '../packages/db/src/seed/large';
import { tenantSchemaName } from '../packages/db/src/tenant-id';
import { importFrom } from './lib/common';
import { LETTERS, prng, type Rng } from './lib/returns-seed-parties';

const { sql } = await importFrom<typeof import('../packages/db/node_modules/drizzle-orm')>(
  'packages/db',
  'drizzle-orm',
);

export const RECONCILE_TENANT = 'reconcile';
export const RECONCILE_SCHEMA = tenantSchemaName(RECONCILE_TENANT);
export const PERIOD = '102025';
export const SHOP_STATE = 19;
const SHOP_GSTIN_BODY = '19AAACR4321K1Z';
export const SHOP_GSTIN = SHOP_GSTIN_BODY + gstinCheckCharacter(SHOP_GSTIN_BODY);
const OTHER_STATES = [7, 9, 10, 20, 21, 24, 27, 29, 33, 36];

export const KINDS = ['exact', 'restyled', 'beyond', 'within', 'missing'] as const;
export type Kind = (typeof KINDS)[number];
/** What the service reports each kind (and each extra 2B document) as. */
export const EXPECTED: Record<Kind | 'extra', string> = {
  exact: 'Exact Match',
  restyled: 'Suggested Match',
  within: 'Suggested Match',
  beyond: 'Mismatch',
  missing: 'Missing in 2B',
  extra: 'Missing in PR',
};

type Supplier = Record<'id' | 'name' | 'gstin' | 'prefix', string> & {
  state: number;
  style: number;
};

function makeSuppliers(rng: Rng, count: number): Supplier[] {
  const pans = new Set<string>();
  const prefixes = new Set<string>();
  const out: Supplier[] = [];
  while (out.length < count) {
    const state = out.length % 2 ? OTHER_STATES[out.length % OTHER_STATES.length]! : SHOP_STATE;
    const letters = (n: number) => Array.from({ length: n }, () => rng.pick([...LETTERS])).join('');
    const pan = `${letters(3)}${rng.pick(['C', 'F', 'P', 'H'])}${letters(1)}${String(rng.int(0, 9999)).padStart(4, '0')}${letters(1)}`;
    // Prefixes never start with Z (the extras' ZX) nor hold FY (a financial-year marker).
    const prefix = letters(3);
    if (pans.has(pan) || prefixes.has(prefix) || prefix.startsWith('Z') || prefix.includes('FY'))
      continue;
    pans.add(pan);
    prefixes.add(prefix);
    const body = `${String(state).padStart(2, '0')}${pan}1Z`;
    out.push({
      id: rng.uuid(),
      name: `${prefix} Solar Traders ${out.length + 1}`,
      gstin: body + gstinCheckCharacter(body),
      state,
      prefix,
      style: out.length % 3,
    });
  }
  return out;
}

/** The supplier's invoice number in its own style, and the same number restyled. */
function numbers(s: Supplier, seq: number): { printed: string; restyled: string } {
  const p = s.prefix;
  if (s.style === 0)
    return {
      printed: `${p}/2025-26/${String(seq).padStart(5, '0')}`,
      restyled: `${p.toLowerCase()}-${seq}`,
    };
  if (s.style === 1)
    return { printed: `${p}-${String(seq).padStart(4, '0')}/25-26`, restyled: `${p}/${seq}` };
  return { printed: `${p}${String(seq).padStart(6, '0')}`, restyled: `FY25-26/${p}/${seq}` };
}

const RATES = [5, 12, 18, 18, 18, 28];
const paise = (n: number) => (n / 100).toFixed(2);

type Amounts = { taxable: number; igst: number; cgst: number; sgst: number };
function taxed(taxablePaise: number, rate: number, inter: boolean): Amounts {
  const half = Math.round((taxablePaise * rate) / 200);
  const igst = Math.round((taxablePaise * rate) / 100);
  return inter
    ? { taxable: taxablePaise, igst, cgst: 0, sgst: 0 }
    : { taxable: taxablePaise, igst: 0, cgst: half, sgst: half };
}
const money = (a: Amounts) =>
  Object.fromEntries(Object.entries(a).map(([k, v]) => [k, paise(v)])) as Record<
    keyof Amounts,
    string
  >;

function kindOf(roll: number): Kind {
  if (roll < 0.9) return 'exact';
  if (roll < 0.93) return 'restyled';
  if (roll < 0.95) return 'beyond';
  if (roll < 0.97) return 'within';
  return 'missing';
}

function makeDocuments(rng: Rng, suppliers: Supplier[], count: number) {
  const seq = new Map<string, number>();
  const bills: Record<string, unknown>[] = [];
  const portal: Record<string, unknown>[] = [];
  const byKind = { exact: 0, restyled: 0, beyond: 0, within: 0, missing: 0, extra: 0 };
  for (let i = 0; i < count; i++) {
    const s = suppliers[rng.int(0, suppliers.length - 1)]!;
    const n = (seq.get(s.id) ?? 0) + 1;
    seq.set(s.id, n);
    const inter = s.state !== SHOP_STATE;
    const rate = rng.pick(RATES);
    const date = `2025-10-${String(rng.int(1, 31)).padStart(2, '0')}`;
    const a = taxed(rng.int(1_000_00, 500_000_00), rate, inter);
    const { printed, restyled } = numbers(s, n);
    const kind = kindOf(rng.next());
    byKind[kind]++;
    const m = money(a);
    bills.push({
      id: rng.uuid(),
      seq: i + 1,
      supplier_id: s.id,
      number: printed,
      key: printed.toUpperCase().replace(/[^A-Z0-9]/g, ''),
      d: date,
      inter,
      rate,
      ...m,
      total: paise(a.taxable + a.igst + a.cgst + a.sgst),
    });
    if (kind === 'missing') continue;
    let b = a;
    if (kind === 'beyond') b = taxed(a.taxable + rng.int(5_00, 5_000_00), rate, inter);
    if (kind === 'within') b = { ...a, taxable: a.taxable + rng.pick([-1, 1]) * rng.int(1, 99) };
    portal.push({
      gstin: s.gstin,
      name: s.name,
      number: kind === 'restyled' ? restyled : printed,
      d: date,
      ...money(b),
    });
  }
  // As many extra 2B documents as bills missing in it, so the 2B has `count` documents.
  for (let i = 0; i < byKind.missing; i++) {
    const s = suppliers[rng.int(0, suppliers.length - 1)]!;
    const a = taxed(rng.int(1_000_00, 500_000_00), rng.pick(RATES), s.state !== SHOP_STATE);
    portal.push({
      gstin: s.gstin,
      name: s.name,
      number: `ZX${rng.int(1_000_000, 9_999_999)}`,
      d: `2025-10-${String(rng.int(1, 31)).padStart(2, '0')}`,
      ...money(a),
    });
    byKind.extra++;
  }
  return { bills, portal, byKind };
}

async function insertAll(tx: Tx, suppliers: Supplier[], docs: ReturnType<typeof makeDocuments>) {
  const json = (x: unknown) => JSON.stringify(x);
  await tx.execute(sql`
    insert into suppliers (id, name, gstin, registration, state_code, city, credit_period_days)
    select id, name, gstin, 'regular', state, 'Kolkata', 30
    from jsonb_to_recordset(${json(suppliers)}::jsonb) as r(id uuid, name text, gstin text, state int)`);
  await tx.execute(sql`
    insert into purchase_bills (id, entry_number, financial_year, sequence, supplier_id,
      supplier_invoice_number, supplier_invoice_key, bill_date, supplier_financial_year,
      received_date, due_date, place_of_supply, is_inter_state, taxable_amount, cgst_amount,
      sgst_amount, igst_amount, total_amount, supplier_total, tax_split)
    select r.id, 'PB/25-26/' || lpad(r.seq::text, 5, '0'), 2025, r.seq, r.supplier_id, r.number,
      r.key, r.d, 2025, r.d, r.d + 30, ${SHOP_STATE}, r.inter, r.taxable, r.cgst, r.sgst, r.igst,
      r.total, r.total,
      jsonb_build_array(jsonb_build_object('rate', r.rate::numeric(5, 2)::text,
        'taxableValue', r.taxable::text, 'cgst', r.cgst::text, 'sgst', r.sgst::text,
        'utgst', '0.00', 'igst', r.igst::text, 'taxAmount', (r.cgst + r.sgst + r.igst)::text))
    from jsonb_to_recordset(${json(docs.bills)}::jsonb) as r(id uuid, seq int, supplier_id uuid,
      number text, key text, d date, inter boolean, rate numeric, taxable numeric, igst numeric,
      cgst numeric, sgst numeric, total numeric)`);
  // One expense line per bill, carrying its amounts.
  await tx.execute(sql`
    insert into purchase_bill_lines (bill_id, position, kind, description, hsn_code, quantity,
      price, gst_percentage, taxable_value, tax_amount, cgst, sgst, igst, expense_category, unit_cost)
    select b.id, 0, 'expense', 'Solar components', '85414300', 1, b.taxable_amount,
      (b.tax_split -> 0 ->> 'rate')::numeric, b.taxable_amount,
      b.cgst_amount + b.sgst_amount + b.igst_amount, b.cgst_amount, b.sgst_amount, b.igst_amount,
      'Stock', b.taxable_amount
    from purchase_bills b`);
  await tx.execute(sql`
    insert into document_counters (kind, financial_year, next_value)
    values ('purchase-bill', 2025, ${docs.bills.length + 1})
    on conflict (kind, financial_year) do update set next_value = excluded.next_value`);
  const [imp] = rowsOf<{ id: string }>(
    await tx.execute(sql`
      insert into gstr2b_imports (period, gstin, file_name, actor_type, actor_id, generated_on,
        document_count, itc_summary)
      values (${PERIOD}, ${SHOP_GSTIN}, 'GSTR2B_102025_bench.json', 'user', null, '2025-11-14',
        ${docs.portal.length}, '{}'::jsonb)
      returning id`),
  );
  if (!imp) throw new Error('the GSTR-2B import row was not written');
  // The documents as b2b invoices (type R), with the portal's fields in `raw`.
  await tx.execute(sql`
    insert into gstr2b_documents (import_id, section, supplier_gstin, supplier_name, document_type,
      number, document_date, place_of_supply, reverse_charge, taxable_value, igst, cgst, sgst,
      cess, itc_available, reason, raw)
    select ${imp.id}::uuid, 'b2b', r.gstin, r.name, 'R', r.number, r.d, ${String(SHOP_STATE)}::text,
      false, r.taxable, r.igst, r.cgst, r.sgst, 0, 'Y', null,
      jsonb_build_object('inum', r.number, 'typ', 'R', 'dt', to_char(r.d, 'DD-MM-YYYY'),
        'val', r.taxable + r.igst + r.cgst + r.sgst, 'pos', ${String(SHOP_STATE)}::text, 'rev', 'N',
        'itcavl', 'Y', 'rsn', '', 'diffprcnt', 1, 'srctyp', 'Upload',
        'items', jsonb_build_array(jsonb_build_object('num', 1, 'txval', r.taxable, 'igst', r.igst,
          'cgst', r.cgst, 'sgst', r.sgst, 'cess', 0)))
    from jsonb_to_recordset(${json(docs.portal)}::jsonb) as r(gstin text, name text, number text,
      d date, taxable numeric, igst numeric, cgst numeric, sgst numeric)`);
  // itcsumm as the portal writes it: the documents' totals (all b2b, ITC available).
  await tx.execute(sql`
    update gstr2b_imports set itc_summary = (
      select jsonb_build_object('itcavl', jsonb_build_object('nonrevsup', jsonb_build_object(
        'b2b', jsonb_build_object('txval', sum(taxable_value), 'igst', sum(igst),
          'cgst', sum(cgst), 'sgst', sum(sgst), 'cess', sum(cess)))))
      from gstr2b_documents where import_id = ${imp.id}::uuid)
    where id = ${imp.id}::uuid`);
  for (const [key, value] of [
    ['stateCode', String(SHOP_STATE)],
    ['gstin', SHOP_GSTIN],
  ]) {
    await tx.execute(sql`insert into settings (key, value) values (${key}, ${value})
      on conflict (key) do update set value = excluded.value`);
  }
  return imp.id;
}

/** Provisions the tenant (the database is new on every run) and seeds suppliers, bills and 2B. */
export async function seedReconcileShop(
  db: Db,
  options: { bills: number; suppliers: number; seed: number },
) {
  const started = performance.now();
  const master = await provisionTenant(db, {
    tenantId: RECONCILE_TENANT,
    name: 'Reconcile Bench Solar',
    gstin: SHOP_GSTIN,
    ownerEmail: 'owner@reconcile.test',
    owner: {
      name: 'Reconcile Bench Owner',
      email: 'owner@reconcile.test',
      password: 'reconcile-bench-123',
    },
  });
  const rng = prng(options.seed);
  const suppliers = makeSuppliers(rng, options.suppliers);
  const docs = makeDocuments(rng, suppliers, options.bills);
  const importId = await withTenant(db, { schemaName: RECONCILE_SCHEMA }, (tx) =>
    insertAll(tx, suppliers, docs),
  );
  await vacuumAnalyze(db, RECONCILE_SCHEMA, [
    'suppliers',
    'purchase_bills',
    'purchase_bill_lines',
    'gstr2b_imports',
    'gstr2b_documents',
  ]);
  return {
    tenant: {
      id: master.id,
      tenantId: RECONCILE_TENANT,
      schemaName: RECONCILE_SCHEMA,
      name: master.name,
      status: 'active' as const,
    },
    importId,
    suppliers: suppliers.length,
    bills: docs.bills.length,
    portalDocuments: docs.portal.length,
    byKind: docs.byKind,
    ms: Math.round(performance.now() - started),
  };
}
