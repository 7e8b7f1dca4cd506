import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/client';
import { migrateAll, migrateMaster } from '../src/migrate';
import { TENANT_MIGRATIONS_DIR } from '../src/paths';
import { provisionTenant, TenantExistsError } from '../src/provision';
import { tenants } from '../src/schema/master/index';
import { customers, users } from '../src/schema/tenant/index';
import { withTenant } from '../src/tenant';
import { tenantSchemaName, ZTenantId } from '../src/tenant-id';
import { useTestDatabase } from './database';

const database = useTestDatabase();

const owner = { name: 'Owner', email: 'Owner@Example.com', password: 'secret-pass-1' };
/** Provisions `tenantId` with the test owner (or `ownerOverride`). */
const provision = (
  tenantId: string,
  name: string,
  ownerEmail: string,
  ownerOverride: typeof owner = owner,
) => provisionTenant(database.db, { tenantId, name, ownerEmail, owner: ownerOverride });

async function tablesIn(schema: string): Promise<string[]> {
  const rows = rowsOf<{ table_name: string }>(
    await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = ${schema} order by table_name`,
    ),
  );
  return rows.map((r) => r.table_name);
}

describe('tenant migrations', () => {
  it('contain no schema qualifier, so they run in any tenant schema', () => {
    for (const name of readdirSync(TENANT_MIGRATIONS_DIR).filter((f) => f.endsWith('.sql'))) {
      const text = readFileSync(join(TENANT_MIGRATIONS_DIR, name), 'utf8');
      expect(text, name).not.toMatch(/"(public|master|drizzle)"\./);
      expect(text, name).not.toMatch(/\bpublic\./);
    }
  });

  it('provisions a tenant with exactly the tenant track, an owner superadmin and settings', async () => {
    const tenant = await provision('alpha-solar', 'Alpha Solar', 'owner@example.com');
    expect(tenant.schemaName).toBe('tenant_alpha_solar');
    const tables = await tablesIn('tenant_alpha_solar');
    expect(tables).toEqual([
      '__drizzle_migrations',
      'amendments',
      'api_keys',
      'audit_log',
      'bank_accounts',
      'cancelled_sale_serials',
      'customers',
      'document_assets',
      'document_counters',
      // Issue 31: expenses and their categories.
      'expense_categories',
      'expenses',
      'filed_periods',
      'filed_returns',
      'files',
      // Issue 32: GSTR-2B imports and their documents.
      'gstr2b_documents',
      'gstr2b_imports',
      'idempotency_keys',
      'invoice_day_totals',
      'invoice_line_serials',
      'invoice_lines',
      'invoice_product_day_totals',
      'invoices',
      'item_purchases',
      'items',
      // Issue 34: mail, reminders, share links, recurring invoices, webhooks.
      'mail_messages',
      'mail_settings',
      // Issue 16: credit/debit notes and receipts.
      'note_line_serials',
      'note_lines',
      'notes',
      'payment_allocations',
      'payment_reminders',
      'payments',
      'permission_sets',
      // Issue 31: stock, purchase bills and returns, suppliers and their payments.
      'product_stock',
      'products',
      'purchase_bill_lines',
      'purchase_bills',
      'purchase_return_line_serials',
      'purchase_return_lines',
      'purchase_returns',
      'quote_lines',
      'quotes',
      // Issue 32: reconciliation decisions against GSTR-2B.
      'reconciliation_links',
      'recurring_profiles',
      'recurring_runs',
      'refunds',
      'settings',
      'share_links',
      'stock_movements',
      'supplier_payment_allocations',
      'supplier_payments',
      'suppliers',
      'users',
      'webhook_deliveries',
      'webhook_endpoints',
    ]);
    const ownerRows = await withTenant(database.db, tenant, (tx) => tx.select().from(users));
    expect(ownerRows).toHaveLength(1);
    expect(ownerRows[0]?.role).toBe('superadmin');
    expect(ownerRows[0]?.email).toBe('owner@example.com');
    expect(ownerRows[0]?.passwordHash).toMatch(/^\$argon2id\$/);
    // Nothing of ours in public (on Citus the extension keeps two views there).
    const publicTables = rowsOf<{ table_name: string }>(
      await database.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
      ),
    );
    expect(publicTables).toEqual([]);
  });

  it('makes audit_log append-only: its triggers exist in a new tenant schema (issue 19)', async () => {
    const triggers = rowsOf<{ tgname: string }>(
      await database.db.execute(
        sql`select t.tgname from pg_trigger t join pg_class c on c.oid = t.tgrelid
            join pg_namespace n on n.oid = c.relnamespace
            where n.nspname = 'tenant_alpha_solar' and c.relname = 'audit_log' and not t.tgisinternal
            order by t.tgname`,
      ),
    );
    expect(triggers.map((t) => t.tgname)).toEqual([
      'audit_log_no_truncate',
      'audit_log_no_update_delete',
    ]);
  });

  it('re-running the migrator changes nothing', async () => {
    const before = await tablesIn('tenant_alpha_solar');
    const first = await migrateAll(database.db);
    const second = await migrateAll(database.db);
    expect(first.failed).toEqual([]);
    expect(first.masterApplied + first.tenantMigrationsApplied).toBe(0);
    expect(second).toEqual(first);
    expect(await migrateMaster(database.db)).toBe(0);
    expect(await tablesIn('tenant_alpha_solar')).toEqual(before);
  });

  it('refuses a duplicate tenant id and leaves nothing behind', async () => {
    await expect(provision('alpha-solar', 'Again', 'x@example.com')).rejects.toBeInstanceOf(
      TenantExistsError,
    );
    const rows = await database.db
      .select()
      .from(tenants)
      .where(eq(tenants.tenantId, 'alpha-solar'));
    expect(rows).toHaveLength(1);
  });

  it('rolls back schema, master row and owner when provisioning fails half-way', async () => {
    await expect(
      // A page key the permission set column accepts but the owner insert chokes on: null name.
      provision('broken', 'Broken', 'b@example.com', { ...owner, name: null as unknown as string }),
    ).rejects.toThrow();
    expect(await database.db.select().from(tenants).where(eq(tenants.tenantId, 'broken'))).toEqual(
      [],
    );
    expect(await tablesIn('tenant_broken')).toEqual([]);
    const schemas = rowsOf<{ n: number }>(
      await database.db.execute(
        sql`select count(*)::int as n from pg_namespace where nspname = 'tenant_broken'`,
      ),
    );
    expect(schemas[0]?.n).toBe(0);
  });

  it('withTenant scopes unqualified queries to one schema', async () => {
    const beta = await provision('beta', 'Beta', 'beta@example.com');
    const alpha = (
      await database.db.select().from(tenants).where(eq(tenants.tenantId, 'alpha-solar'))
    )[0]!;
    await withTenant(database.db, alpha, (tx) =>
      tx.insert(customers).values({ name: 'Only in alpha' }),
    );
    expect(await withTenant(database.db, alpha, (tx) => tx.select().from(customers))).toHaveLength(
      1,
    );
    expect(await withTenant(database.db, beta, (tx) => tx.select().from(customers))).toHaveLength(
      0,
    );
    // Outside withTenant there is no tenant table to hit: the query fails loudly.
    await expect(database.db.select().from(customers)).rejects.toThrow();
  });
});

describe('tenant ids', () => {
  it('accepts host labels and maps them to schema names', () => {
    expect(ZTenantId.parse('acme-solar-2')).toBe('acme-solar-2');
    expect(tenantSchemaName('acme-solar-2')).toBe('tenant_acme_solar_2');
  });
  it.each([
    ['www', 'reserved'],
    ['admin', 'reserved'],
    ['Acme', 'lower-case'],
    ['acme_solar', 'lower-case letters, digits and hyphens'],
    ['-acme', 'start and end'],
    ['a', 'at least 2'],
    ['a--b', 'two hyphens'],
  ])('refuses %s with a clear message', (id, message) => {
    const result = ZTenantId.safeParse(id);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message).join(' ')).toContain(message);
  });
});
