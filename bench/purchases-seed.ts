/**
 * The purchases bench's shop (issue 31): one tenant with 240 products (200 serial-numbered
 * panels, inverters and batteries, 40 cables and structures sold by the metre or kilogram), one
 * supplier in West Bengal (the shop's state, so bills carry CGST + SGST) and N stock movements
 * (default 100,000) over two financial years, April 2024 to March 2026.
 *
 * The movements are built in JS from a seeded PRNG (the same data on every run) and written with
 * a few set-based statements (`insert … select from jsonb_to_recordset($1)`, 10,000 rows per
 * statement), not through the stock service. They are booked exactly as
 * packages/api/src/services/shared/stock-ledger.ts `moveStock` books them: per product in date
 * order, an opening balance, then purchases in at their own cost (the weighted average becomes
 * value ÷ quantity, 4 decimals), sales, purchase returns and losses out at the average (value =
 * quantity × average to the paisa, an issue that empties the stock takes exactly the value
 * left), sales returns and found units in at the average. Stock never goes below zero, and
 * product_stock is written with each product's final quantity, value and average, so it equals
 * the sum of the product's movements (the bench checks that too). Movements have no source line
 * (no documents are seeded; the stock report does not read them).
 */
import { MoneyDecimal } from '../packages/domain/src/index';
import { rowsOf, withTenant, type Db, type Tx } from '../packages/db/src/index';
import { provisionTenant } from '../packages/db/src/provision';
import { vacuumAnalyze } from '../packages/db/src/seed/large';
import { tenantSchemaName } from '../packages/db/src/tenant-id';
import { importFrom } from './lib/common';
import { prng } from './lib/returns-seed-parties';

// drizzle's `sql` tag, as packages/db loads it (bench/ has no node_modules of its own).
const { sql } = await importFrom<typeof import('../packages/db/node_modules/drizzle-orm')>(
  'packages/db',
  'drizzle-orm',
);

export const PURCHASES_TENANT = 'purchases';
export const PURCHASES_SCHEMA = tenantSchemaName(PURCHASES_TENANT);
export const SHOP_STATE = 19;
/** The movements' dates: FY 2024-25 and FY 2025-26. */
export const MOVEMENTS_FROM = '2024-04-01';
export const MOVEMENTS_TO = '2026-03-31';

export type BenchProduct = {
  id: string;
  uid: string;
  name: string;
  category: string;
  hsn: string;
  rate: number;
  unit: string;
  /** Rupees per unit the supplier charges, before tax. */
  price: number;
  serial: boolean;
};

export type PurchasesSeed = {
  tenant: { id: string; tenantId: string; schemaName: string; name: string; status: 'active' };
  ownerId: string;
  supplierId: string;
  products: BenchProduct[];
  movements: number;
  byKind: Record<string, number>;
  ms: number;
};

const OWNER = { name: 'Purchases Bench Owner', email: 'owner@purchases.test' };
const FAMILIES = [
  { name: 'Mono PERC Panel', category: 'Solar Panel', hsn: '85414300', rate: 12, unit: 'NOS' },
  { name: 'On-grid Inverter', category: 'Inverter', hsn: '85044090', rate: 18, unit: 'NOS' },
  { name: 'Lithium Battery', category: 'Battery', hsn: '85076000', rate: 18, unit: 'NOS' },
  { name: 'Bifacial Panel', category: 'Solar Panel', hsn: '85414300', rate: 12, unit: 'NOS' },
] as const;
const BULK = [
  { name: 'DC Cable 4 sq mm', category: 'Cable', hsn: '85444999', rate: 18, unit: 'MTR' },
  { name: 'GI Mounting Structure', category: 'Structure', hsn: '73089090', rate: 18, unit: 'KG' },
] as const;

function makeProducts(rng: ReturnType<typeof prng>): BenchProduct[] {
  const out: BenchProduct[] = [];
  for (let i = 0; i < 200; i++) {
    const f = FAMILIES[i % FAMILIES.length]!;
    out.push({
      id: rng.uuid(),
      uid: `PB-${String(i + 1).padStart(3, '0')}`,
      name: `${f.name} ${400 + i}`,
      category: f.category,
      hsn: f.hsn,
      rate: f.rate,
      unit: f.unit,
      price: rng.int(4_000, 60_000) + rng.int(0, 99) / 100,
      serial: true,
    });
  }
  for (let i = 0; i < 40; i++) {
    const f = BULK[i % BULK.length]!;
    out.push({
      id: rng.uuid(),
      uid: `PB-${String(201 + i).padStart(3, '0')}`,
      name: `${f.name} lot ${i + 1}`,
      category: f.category,
      hsn: f.hsn,
      rate: f.rate,
      unit: f.unit,
      price: rng.int(40, 400) + rng.int(0, 99) / 100,
      serial: false,
    });
  }
  return out;
}

type Movement = {
  product_id: string;
  d: string;
  kind: string;
  qty: string;
  cost: string;
  value: string;
  reason: string;
  seq: number;
};

const money = (d: InstanceType<typeof MoneyDecimal>) =>
  d.toDecimalPlaces(2, MoneyDecimal.ROUND_HALF_UP);
const cost4 = (d: InstanceType<typeof MoneyDecimal>) =>
  d.toDecimalPlaces(4, MoneyDecimal.ROUND_HALF_UP);

const DAY = 86_400_000;
const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY;
const isoOf = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);

/**
 * Each product's movements, booked as moveStock books them. Returns the rows and each product's
 * final level (for product_stock).
 */
function makeMovements(rng: ReturnType<typeof prng>, products: BenchProduct[], count: number) {
  const rows: Movement[] = [];
  const levels: { product_id: string; on_hand: string; value: string; average: string }[] = [];
  const first = dayOf(MOVEMENTS_FROM);
  const span = dayOf(MOVEMENTS_TO) - first + 1;
  let seq = 0;
  products.forEach((p, index) => {
    const n = Math.floor(count / products.length) + (index < count % products.length ? 1 : 0);
    const days = Array.from({ length: n }, (_, k) => (k === 0 ? 0 : rng.int(0, span - 1))).sort(
      (a, b) => a - b,
    );
    // Quantities: whole units for serial-numbered goods, metres/kilograms to 0.5 otherwise.
    const qty = (lo: number, hi: number) =>
      new MoneyDecimal(p.serial ? rng.int(lo, hi) : rng.int(lo * 2, hi * 2) / 2);
    let onHand = new MoneyDecimal(0);
    let value = new MoneyDecimal(0);
    let average = new MoneyDecimal(0);
    const book = (
      day: number,
      kind: string,
      quantity: InstanceType<typeof MoneyDecimal>,
      given?: InstanceType<typeof MoneyDecimal>,
      reason = '',
    ) => {
      const unitCost = cost4(given ?? average);
      const after = onHand.plus(quantity);
      const moved =
        quantity.isNegative() && after.isZero() && given === undefined
          ? value.neg()
          : money(quantity.times(unitCost));
      onHand = after;
      value = value.plus(moved);
      if (quantity.isPositive() || given !== undefined) {
        average = onHand.greaterThan(0) ? cost4(value.dividedBy(onHand)) : unitCost;
      }
      rows.push({
        product_id: p.id,
        d: isoOf(first + day),
        kind,
        qty: quantity.toFixed(3),
        cost: unitCost.toFixed(4),
        value: moved.toFixed(2),
        reason,
        seq: seq++,
      });
    };
    const buyCost = () =>
      new MoneyDecimal(p.price).times(0.9 + rng.next() * 0.2).toDecimalPlaces(2);
    days.forEach((day, k) => {
      if (k === 0) return book(day, 'opening', qty(20, 80), buyCost());
      const roll = rng.next();
      const out = (q: InstanceType<typeof MoneyDecimal>) => MoneyDecimal.min(q, onHand).neg();
      if (onHand.isZero() || roll < 0.3) return book(day, 'purchase', qty(5, 40), buyCost());
      if (roll < 0.85) return book(day, 'sale', out(qty(1, 20)));
      if (roll < 0.9) return book(day, 'sales-return', qty(1, 2));
      if (roll < 0.95) return book(day, 'purchase-return', out(qty(1, 3)));
      return rng.next() < 0.5
        ? book(day, 'adjustment', out(qty(1, 1)), undefined, 'Damaged in the store')
        : book(day, 'adjustment', qty(1, 1), undefined, 'Found at the stock count');
    });
    levels.push({
      product_id: p.id,
      on_hand: onHand.toFixed(3),
      value: value.toFixed(2),
      average: average.toFixed(4),
    });
  });
  return { rows, levels };
}

const CHUNK = 10_000;

async function insertAll(
  tx: Tx,
  products: BenchProduct[],
  movements: Movement[],
  levels: ReturnType<typeof makeMovements>['levels'],
  supplierId: string,
) {
  await tx.execute(sql`
    insert into products (id, product_unique_id, product_name, product_label, product_min_price,
      product_hsn_code, product_category, gst_percentage, uom_unit)
    select id, uid, name, name, price, hsn, category, rate, unit
    from jsonb_to_recordset(${JSON.stringify(products)}::jsonb)
      as r(id uuid, uid text, name text, price numeric, hsn text, category text, rate numeric, unit text)`);
  await tx.execute(sql`
    insert into suppliers (id, name, gstin, registration, state_code, address, city, pin_code,
      credit_period_days)
    values (${supplierId}::uuid, 'Eastern Solar Distributors', '19AAACE1234F1Z3', 'regular',
      ${SHOP_STATE}::int, '22 Strand Road', 'Kolkata', '700001', 30)`);
  for (let i = 0; i < movements.length; i += CHUNK) {
    await tx.execute(sql`
      insert into stock_movements (product_id, movement_date, kind, quantity, unit_cost, value,
        reason, created_at)
      select r.product_id, r.d, r.kind, r.qty, r.cost, r.value, r.reason,
        (r.d + time '10:00') at time zone 'Asia/Kolkata' + r.seq * interval '1 millisecond'
      from jsonb_to_recordset(${JSON.stringify(movements.slice(i, i + CHUNK))}::jsonb)
        as r(product_id uuid, d date, kind text, qty numeric, cost numeric, value numeric,
          reason text, seq int)`);
  }
  await tx.execute(sql`
    insert into product_stock (product_id, on_hand, value, average_cost)
    select product_id, on_hand, value, average
    from jsonb_to_recordset(${JSON.stringify(levels)}::jsonb)
      as r(product_id uuid, on_hand numeric, value numeric, average numeric)`);
  // Tax within West Bengal, totals not rounded to the rupee, the default tolerance and numbering.
  for (const [key, value] of [
    ['stateCode', String(SHOP_STATE)],
    ['roundOffTotals', '0'],
    ['purchaseTotalTolerance', '1.00'],
    ['purchaseBillNumberingFormat', 'PB/{fiscalYear}/{number:4}'],
  ]) {
    await tx.execute(sql`insert into settings (key, value) values (${key}, ${value})
      on conflict (key) do update set value = excluded.value`);
  }
}

/** Provisions the tenant (the database is new on every run) and seeds products and movements. */
export async function seedPurchasesShop(
  db: Db,
  options: { movements: number; seed: number },
): Promise<PurchasesSeed> {
  const started = performance.now();
  const master = await provisionTenant(db, {
    tenantId: PURCHASES_TENANT,
    name: 'Purchases Bench Solar',
    gstin: '19AAACG1234R1Z5',
    ownerEmail: OWNER.email,
    owner: { ...OWNER, password: 'purchases-bench-123' },
  });
  const rng = prng(options.seed);
  const products = makeProducts(rng);
  const supplierId = rng.uuid();
  const { rows, levels } = makeMovements(rng, products, options.movements);
  const ownerId = await withTenant(db, { schemaName: PURCHASES_SCHEMA }, async (tx) => {
    await insertAll(tx, products, rows, levels, supplierId);
    const [owner] = rowsOf<{ id: string }>(
      await tx.execute(sql`select id from users order by created_at limit 1`),
    );
    return owner?.id ?? '';
  });
  await vacuumAnalyze(db, PURCHASES_SCHEMA, ['products', 'stock_movements', 'product_stock']);
  const byKind: Record<string, number> = {};
  for (const r of rows) byKind[r.kind] = (byKind[r.kind] ?? 0) + 1;
  return {
    tenant: {
      id: master.id,
      tenantId: PURCHASES_TENANT,
      schemaName: PURCHASES_SCHEMA,
      name: master.name,
      status: 'active',
    },
    ownerId,
    supplierId,
    products,
    movements: rows.length,
    byKind,
    ms: Math.round(performance.now() - started),
  };
}
