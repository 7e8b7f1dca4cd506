/**
 * Load and fault tests (issue 10), the data: seeded tenants, the inputs the virtual users send,
 * and the integrity checks that must hold after any load.
 */
import { rowsOf, withTenant, type Database } from '@gst/db/client';
import { migrateAll } from '@gst/db/migrate';
import { provisionTenant, READY_TO_INVOICE } from '@gst/db/provision';
import { hashPassword } from '@gst/db/password';
import { customers, items, products, users } from '@gst/db/schema';
import { SOLAR_PRODUCTS, TWO_STATE_CUSTOMERS } from '../test/billing-fixtures';

export type LoadTenant = {
  tenantId: string;
  schemaName: string;
  email: string;
  password: string;
  /** Extra superadmin users (one per virtual user: the login limit counts attempts in flight). */
  users: { email: string; password: string }[];
  customerIds: string[];
  productIds: string[];
  serialProductId: string;
  serialIds: string[];
};

/** Tenants with an owner, products, customers and serial-numbered items, straight in the DB. */
export async function seedTenants(
  database: Database,
  count: number,
  serialsPerTenant: number,
  usersPerTenant = 0,
): Promise<LoadTenant[]> {
  await migrateAll(database.db);
  const out: LoadTenant[] = [];
  const passwordHash = await hashPassword('load-user-pass-123');
  for (let i = 0; i < count; i++) {
    const tenantId = `load${i}`;
    const email = `owner@${tenantId}.test`;
    const password = `${tenantId}-pass-123`;
    const row = await provisionTenant(database.db, {
      tenantId,
      name: `Load Shop ${i}`,
      ownerEmail: email,
      owner: { name: `Owner ${i}`, email, password },
      settings: READY_TO_INVOICE,
    });
    const seeded = await withTenant(database.db, row, async (tx) => {
      await tx.execute("update settings set value = '19' where key = 'stateCode'");
      const made = await tx
        .insert(products)
        .values([SOLAR_PRODUCTS.module, SOLAR_PRODUCTS.battery])
        .returning({ id: products.id });
      const people = await tx
        .insert(customers)
        .values(TWO_STATE_CUSTOMERS)
        .returning({ id: customers.id });
      const extra = Array.from({ length: usersPerTenant }, (_, n) => ({
        name: `User ${n}`,
        email: `user${n}@${tenantId}.test`,
        passwordHash,
        role: 'superadmin' as const,
      }));
      if (extra.length) await tx.insert(users).values(extra);
      const module = made[0]?.id ?? '';
      const serials = await tx
        .insert(items)
        .values(
          Array.from({ length: serialsPerTenant }, (_, n) => ({
            productId: module,
            serialNo: `M-${10_000 + n}`,
          })),
        )
        .returning({ id: items.id });
      return {
        users: extra.map((u) => ({ email: u.email, password: 'load-user-pass-123' })),
        customerIds: people.map((p) => p.id),
        productIds: made.map((p) => p.id),
        serialProductId: module,
        serialIds: serials.map((s) => s.id),
      };
    });
    out.push({ tenantId, schemaName: row.schemaName, email, password, ...seeded });
  }
  return out;
}

/** An invoice as the web sends it; with serials when `serialIds` is given. */
export function invoiceInput(
  tenant: LoadTenant,
  options: { date: string; serialIds?: string[]; key: string; customer?: number },
) {
  const serials = options.serialIds ?? [];
  return {
    idempotencyKey: options.key,
    invoiceDate: options.date,
    billToId: tenant.customerIds[options.customer ?? 0],
    lines: serials.length
      ? [
          {
            productId: tenant.serialProductId,
            quantity: serials.length,
            price: '14500',
            serialItemIds: serials,
          },
        ]
      : [{ productId: tenant.productIds[1], quantity: 1, price: '61000' }],
  };
}

export function quoteInput(tenant: LoadTenant, n: number) {
  return {
    customerId: tenant.customerIds[1],
    quoteDate: '2026-11-21',
    userDemand: 5 + (n % 5),
    lines: [
      {
        productId: tenant.productIds[0],
        productName: 'Mono PERC 540 Wp',
        quantity: 10,
        price: '13000',
        gstPercentage: 5,
      },
    ],
  };
}

export type Acknowledged = {
  tenantId: string;
  id: string;
  invoiceNumber: string;
  financialYear: number;
  sequence: number;
  serialIds: string[];
};

/**
 * What must hold after any load: every acknowledged invoice stored with its number; numbers
 * gapless and unique per tenant and financial year; no serial on two lines; an item is marked sold
 * exactly when it is on a line; no invoice without lines.
 */
export async function integrityProblems(
  database: Database,
  tenants: LoadTenant[],
  acknowledged: Acknowledged[],
): Promise<string[]> {
  const problems: string[] = [];
  for (const tenant of tenants) {
    const q = async <T>(text: string) =>
      rowsOf<T>(await withTenant(database.db, tenant, (tx) => tx.execute(text)));
    const stored = await q<{
      id: string;
      invoice_number: string;
      financial_year: number;
      sequence: number;
    }>('select id, invoice_number, financial_year, sequence from invoices');
    const byId = new Map(stored.map((r) => [r.id, r]));
    for (const ack of acknowledged.filter((a) => a.tenantId === tenant.tenantId)) {
      const row = byId.get(ack.id);
      if (!row)
        problems.push(`${tenant.tenantId}: acknowledged invoice ${ack.invoiceNumber} is missing`);
      else if (row.invoice_number !== ack.invoiceNumber)
        problems.push(
          `${tenant.tenantId}: invoice ${ack.id} is ${row.invoice_number}, acknowledged as ${ack.invoiceNumber}`,
        );
    }
    const years = new Map<number, number[]>();
    for (const r of stored)
      years.set(r.financial_year, [...(years.get(r.financial_year) ?? []), r.sequence]);
    for (const [year, sequences] of years) {
      const sorted = [...sequences].sort((a, b) => a - b);
      const gapless = sorted.every((s, i) => s === i + 1);
      if (!gapless)
        problems.push(
          `${tenant.tenantId} ${year}: sequences are not 1..${sorted.length} (${sorted.slice(0, 10).join(',')}…)`,
        );
    }
    if (
      new Set(stored.map((r) => `${r.financial_year}/${r.invoice_number}`)).size !== stored.length
    )
      problems.push(`${tenant.tenantId}: an invoice number is used twice`);
    const [twice] = await q<{ n: number }>(
      'select count(*)::int as n from (select item_id from invoice_line_serials group by item_id having count(*) > 1) x',
    );
    if ((twice?.n ?? 0) > 0)
      problems.push(`${tenant.tenantId}: ${twice?.n} serials are on two lines`);
    const [soldMismatch] = await q<{ n: number }>(
      `select count(*)::int as n from items i
       where i.sold_to_invoice <> exists (select 1 from invoice_line_serials s where s.item_id = i.id)`,
    );
    if ((soldMismatch?.n ?? 0) > 0)
      problems.push(
        `${tenant.tenantId}: ${soldMismatch?.n} items have a sold flag that does not match their lines`,
      );
    const [noLines] = await q<{ n: number }>(
      'select count(*)::int as n from invoices v where not exists (select 1 from invoice_lines l where l.invoice_id = v.id)',
    );
    if ((noLines?.n ?? 0) > 0)
      problems.push(`${tenant.tenantId}: ${noLines?.n} invoices have no lines`);
    const serialOwners = await q<{ item_id: string; invoice_id: string }>(
      'select s.item_id, l.invoice_id from invoice_line_serials s join invoice_lines l on l.id = s.invoice_line_id',
    );
    const owner = new Map(serialOwners.map((r) => [r.item_id, r.invoice_id]));
    for (const ack of acknowledged.filter((a) => a.tenantId === tenant.tenantId)) {
      for (const serial of ack.serialIds) {
        if (owner.get(serial) !== ack.id)
          problems.push(
            `${tenant.tenantId}: serial ${serial} sold on ${ack.invoiceNumber} is not on it`,
          );
      }
    }
  }
  return problems;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function pick<T>(list: T[], n: number): T[] {
  const copy = [...list];
  const out: T[] = [];
  while (out.length < n && copy.length)
    out.push(copy.splice(Math.floor(Math.random() * copy.length), 1)[0] as T);
  return out;
}
