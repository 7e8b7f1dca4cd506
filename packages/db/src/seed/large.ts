/**
 * `pnpm seed:large`: one tenant with dashboard-scale data (default 200,000 invoices, about five
 * lines each, ~60 products, 5,000 customers over three financial years), written set-based with
 * INSERT … SELECT generate_series in batches, so a full run takes minutes. Totals are consistent:
 * each line's tax is rounded like the billing engine does, and an invoice's taxable, CGST/SGST or
 * IGST and total are the sums of its lines, so dashboard sums are meaningful.
 */
import { sql } from 'drizzle-orm';
import { SAMPLE_CATALOGUE, financialYearId, todayIN } from '@gst/domain';
import { rowsOf, type Db, type Tx } from '../client';
import { isCitus } from '../citus';
import { provisionTenant, READY_TO_INVOICE } from '../provision';
import { withTenant } from '../tenant';
import { assertSchemaName, tenantSchemaName } from '../tenant-id';
import { largeBatchSql } from './large-sql';

export type LargeSeedOptions = {
  tenantId: string;
  invoices: number;
  customers: number;
  products: number;
  /** Invoices per transaction. */
  batch: number;
  /** First invoice date; default 1 April two financial years before today's. */
  startDate?: string;
  endDate?: string;
  /** Delete the tenant's existing invoices first (otherwise a tenant with invoices is refused). */
  reset: boolean;
};

export const LARGE_DEFAULTS: LargeSeedOptions = {
  tenantId: 'large',
  invoices: 200_000,
  customers: 5_000,
  products: 60,
  batch: 10_000,
  reset: false,
};

export const LARGE_OWNER = {
  name: 'Large Shop Admin',
  email: 'admin@large.test',
  password: 'large-admin-123',
};

export type LargeSeedResult = {
  schemaName: string;
  invoices: number;
  lines: number;
  customers: number;
  products: number;
  startDate: string;
  endDate: string;
  ms: number;
};

const FIRST_NAMES = [
  'Aarav',
  'Ananya',
  'Arjun',
  'Bikram',
  'Debashis',
  'Farhan',
  'Gita',
  'Ishaan',
  'Kavya',
  'Manas',
  'Nandini',
  'Pritam',
  'Rahul',
  'Riya',
  'Sourav',
  'Tanvi',
];
const LAST_NAMES = [
  'Banerjee',
  'Chatterjee',
  'Das',
  'Ghosh',
  'Gupta',
  'Iyer',
  'Khan',
  'Mehta',
  'Mukherjee',
  'Nair',
  'Patel',
  'Reddy',
  'Roy',
  'Sen',
  'Sharma',
  'Singh',
];
const KINDS = [
  'Residence',
  'Traders',
  'Cold Storage',
  'Textiles',
  'RWA',
  'Hospital',
  'School',
  'Industries',
];
/** Mostly West Bengal (the supplier's state: CGST + SGST), some other states (IGST). */
const STATES = [19, 19, 19, 19, 19, 19, 10, 20, 21, 24, 27, 29];

/** A Postgres array literal of plain words and numbers (constants of this file only). */
function pgArray(values: readonly (string | number)[]): string {
  return `{${values.map((v) => `"${v}"`).join(',')}}`;
}

/** VACUUM ANALYZE of a tenant's seeded tables: fresh statistics and visibility map. */
export async function vacuumAnalyze(db: Db, schemaName: string, tables: readonly string[]) {
  for (const table of tables) {
    await db.execute(sql.raw(`vacuum analyze "${schemaName}"."${table}"`));
  }
}

async function ensureTenant(db: Db, tenantId: string) {
  const schemaName = assertSchemaName(tenantSchemaName(tenantId));
  const found = rowsOf<{ id: string }>(
    await db.execute(sql`select id from master.tenants where tenant_id = ${tenantId}`),
  );
  if (!found[0]) {
    await provisionTenant(db, {
      tenantId,
      name: 'Large Solar Traders',
      ownerEmail: LARGE_OWNER.email,
      owner: LARGE_OWNER,
      settings: READY_TO_INVOICE,
    });
  }
  return { schemaName };
}

async function seedProducts(tx: Tx, count: number) {
  const rows = Array.from({ length: count }, (_, i) => {
    const base = SAMPLE_CATALOGUE[i % SAMPLE_CATALOGUE.length];
    if (!base) throw new Error('empty catalogue');
    const generation = Math.floor(i / SAMPLE_CATALOGUE.length);
    const factor = 1 + ((i * 7) % 11) / 50 - 0.1;
    return {
      uid: generation ? `${base.productUniqueID}-G${generation + 1}` : base.productUniqueID,
      name: base.productName,
      label: generation ? `${base.productLabel} Gen ${generation + 1}` : base.productLabel,
      price: (Math.round(base.productMinPrice * (generation ? factor : 1) * 100) / 100).toFixed(2),
      hsn: base.productHSNCode,
      category: base.productCategory,
      gst: base.gstPercentage.toFixed(2),
      capacity: String(base.productCapacity),
    };
  });
  await tx.execute(sql`
    insert into products (product_unique_id, product_name, product_label, product_min_price,
      product_hsn_code, product_category, gst_percentage, product_capacity)
    select uid, name, label, price::numeric, hsn, category, gst::numeric, capacity::numeric
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as r(uid text, name text, label text, price text, hsn text, category text, gst text, capacity text)
    on conflict (product_unique_id) do nothing`);
}

async function seedCustomers(tx: Tx, count: number) {
  const [existing] = rowsOf<{ n: number }>(
    await tx.execute(sql`select count(*)::int as n from customers`),
  );
  const missing = count - (existing?.n ?? 0);
  if (missing <= 0) return;
  await tx.execute(sql`
    insert into customers (name, email, phone_number, state_code, address)
    select
      (${pgArray(FIRST_NAMES)}::text[])[1 + g % ${FIRST_NAMES.length}::int] || ' ' ||
        (${pgArray(LAST_NAMES)}::text[])[1 + (g / ${FIRST_NAMES.length}::int) % ${LAST_NAMES.length}::int] || ' ' ||
        (${pgArray(KINDS)}::text[])[1 + (g / 7) % ${KINDS.length}::int] || ' ' || lpad(g::text, 5, '0'),
      'customer' || g || '@large.test',
      '98' || lpad((g * 7919 % 100000000)::text, 8, '0'),
      (${pgArray(STATES)}::int[])[1 + (g * 31) % ${STATES.length}::int],
      g || ' Main Road, Kolkata'
    from generate_series(${(existing?.n ?? 0) + 1}::int, ${count}::int) g`);
}

/** First invoice index of each financial year, since dates grow with the index. */
function financialYearFirsts(start: string, days: number, total: number) {
  const firsts: { fy: number; first: number }[] = [];
  const startMs = Date.parse(`${start}T00:00:00Z`);
  for (let offset = 0; offset < days; offset++) {
    const date = new Date(startMs + offset * 86_400_000).toISOString().slice(0, 10);
    const fy = financialYearId(date);
    if (!firsts.some((f) => f.fy === fy))
      firsts.push({ fy, first: Math.ceil((offset * total) / days) });
  }
  return firsts;
}

export async function seedLarge(
  db: Db,
  options: LargeSeedOptions,
  progress: (done: number, total: number, lines: number) => void = () => {},
): Promise<LargeSeedResult> {
  const started = Date.now();
  const { schemaName } = await ensureTenant(db, options.tenantId);
  const tenant = { schemaName };
  const endDate = options.endDate ?? todayIN();
  const startDate = options.startDate ?? `${financialYearId(endDate) - 2}-04-01`;
  const days =
    Math.round(
      (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000,
    ) + 1;
  if (!(days > 0)) throw new Error('The end date must not be before the start date');
  await withTenant(db, tenant, async (tx) => {
    const [row] = rowsOf<{ n: number }>(
      await tx.execute(sql`select count(*)::int as n from invoices`),
    );
    if ((row?.n ?? 0) > 0 && !options.reset) {
      throw new Error(
        `Tenant '${options.tenantId}' already has ${row?.n} invoices; pass --reset to replace them`,
      );
    }
    if (options.reset) {
      await tx.execute(
        // Quotes go too: a quote may name its invoice (quotes.invoice_id), and TRUNCATE refuses a
        // table another one references unless both go.
        sql`truncate amendments, refunds, note_line_serials, note_lines, notes, payment_allocations, payments, quote_lines, quotes, cancelled_sale_serials, invoice_line_serials, invoice_lines, invoices`,
      );
      await tx.execute(sql`delete from document_counters where kind = 'invoice'`);
    }
    await tx.execute(sql`update settings set value = '19' where key = 'stateCode'`);
    // A shop seeded before issue 29 gets the legal particulars its invoices now need.
    for (const [key, value] of Object.entries(READY_TO_INVOICE)) {
      await tx.execute(
        sql`insert into settings (key, value) values (${key}, ${value ?? ''}) on conflict (key) do update set value = excluded.value where settings.value = ''`,
      );
    }
    await seedProducts(tx, options.products);
    await seedCustomers(tx, options.customers);
  });
  const firsts = financialYearFirsts(startDate, days, options.invoices);
  let lines = 0;
  const citus = await isCitus(db);
  for (let lo = 0; lo < options.invoices; lo += options.batch) {
    const hi = Math.min(options.invoices, lo + options.batch);
    lines += await withTenant(db, tenant, async (tx) => {
      // The batch switches the lines' copy trigger off and on again (trigger DDL, which Citus
      // allows on distributed tables only with this, for this transaction).
      if (citus)
        await tx.execute(sql`select set_config('citus.enable_unsafe_triggers', 'on', true)`);
      for (const statement of largeBatchSql({
        lo,
        hi,
        total: options.invoices,
        startDate,
        days,
        firsts,
      })) {
        await tx.execute(statement);
      }
      const [n] = rowsOf<{ n: number }>(
        await tx.execute(sql`select count(*)::int as n from seed_lines`),
      );
      return n?.n ?? 0;
    });
    progress(hi, options.invoices, lines);
  }
  await withTenant(db, tenant, (tx) =>
    tx.execute(sql`
      insert into document_counters (kind, financial_year, next_value)
      select 'invoice', financial_year, max(sequence) + 1 from invoices group by financial_year
      on conflict (kind, financial_year) do update set next_value = excluded.next_value`),
  );
  // Fresh statistics and visibility map, so plans and index-only scans match a settled database.
  // The dashboard rollups were filled by the invoice triggers batch by batch (migration 0002).
  await vacuumAnalyze(db, schemaName, [
    'invoices',
    'invoice_lines',
    'invoice_day_totals',
    'invoice_product_day_totals',
    'customers',
    'products',
  ]);
  return {
    schemaName,
    invoices: options.invoices,
    lines,
    customers: options.customers,
    products: options.products,
    startDate,
    endDate,
    ms: Date.now() - started,
  };
}
