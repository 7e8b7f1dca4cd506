import { eq, sql } from 'drizzle-orm';
import { fullPermissionSets, PAGE_KEYS, type PageKey, type SettingsKey } from '@gst/domain';
import { distributeTenantSchema, placeTenantSchema } from './citus';
import type { Db, Tx } from './client';
import { migrateTenantSchema, recordTenantMigrationState } from './migrate';
import { hashPassword } from './password';
import { tenants, type TenantStatus } from './schema/master/index';
import { permissionSets, settings, users } from './schema/tenant/index';
import { tenantSchemaName, ZTenantId } from './tenant-id';

export type ProvisionInput = {
  tenantId: string;
  name: string;
  domain?: string;
  gstin?: string;
  ownerEmail: string;
  status?: TenantStatus;
  owner: {
    name: string;
    email: string;
    password: string;
    image?: string | null;
    pages?: PageKey[];
  };
  /** Settings to start with instead of the defaults (fixtures: a shop ready to invoice). */
  settings?: Partial<Record<SettingsKey, string>>;
};

/**
 * The legal particulars CGST Rule 46(a) asks of an invoice's supplier (issue 29), for shops that
 * must invoice from their first minute: the test shops, the benches and the large seed. A shop
 * created in the master panel starts without them, and is refused invoices until they are set.
 * 'unregistered' keeps the fixtures' GSTIN empty, as their tests expect.
 */
export const READY_TO_INVOICE: Partial<Record<SettingsKey, string>> = {
  address: '1 Test Street, Kolkata',
  pinCode: '700001',
  gstRegistration: 'unregistered',
  // Issue 30: the e-documents' seller place, and e-invoicing on (the e-invoice tests expect it).
  city: 'Kolkata',
  eInvoicing: '1',
};

export class TenantExistsError extends Error {
  constructor(tenantId: string) {
    super(`A tenant with Tenant ID '${tenantId}' already exists`);
  }
}

/** Settings every new shop starts with; the owner edits them on the Settings page. */
export function defaultSettings(input: { name: string; gstin?: string; ownerEmail: string }) {
  const stateFromGstin = input.gstin ? Number.parseInt(input.gstin.slice(0, 2), 10) : NaN;
  return {
    shopName: input.name,
    shopDescription: '',
    email: input.ownerEmail,
    mobileNumber: '',
    website: '',
    address: '',
    // Issue 29: the PIN and GST registration; a new shop fills them (with the address) before
    // its first invoice.
    pinCode: '',
    gstRegistration: 'registered',
    // Issue 30: the city of the address; e-invoicing off until the shop's turnover needs it.
    city: '',
    eInvoicing: '0',
    invoiceNumberingFormat: 'INV/{fiscalYear}/{number:4}',
    quoteNumberingFormat: 'QT/{fiscalYear}/{number:4}',
    gstin: input.gstin ?? '',
    invoiceStyle: '0',
    stateCode: String(Number.isFinite(stateFromGstin) ? stateFromGstin : 19),
    jurisdiction: '',
    // Credit and debit note series (issue 16).
    creditNoteNumberingFormat: 'CN/{fiscalYear}/{number:4}',
    debitNoteNumberingFormat: 'DN/{fiscalYear}/{number:4}',
    // GST & Legal (issue 15): no LUT, totals not rounded, Original copy only, HSN of 4+ digits.
    lutNumber: '',
    lutDate: '',
    roundOffTotals: '0',
    invoiceCopies: '1',
    hsnMinDigits: '4',
    // Issue 17: GSTR-1 and GSTR-3B every month until the shop chooses QRMP.
    returnFrequency: 'monthly',
    defTermsQuote: 'Prices are valid until the expiry date. Installation as per site survey.',
    defTermsInvoice: 'Goods once sold will not be taken back. Subject to local jurisdiction.',
    bankName: '',
    accountNumber: '',
    ifscCode: '',
    branch: '',
    // Issue 19: the shop's UPI ID (VPA); set, it puts a payment QR on the invoices issued after.
    upiId: '',
    // Issue 33: the opening cash balance and the date the opening balances are of (blank: before
    // the first entry); bank accounts carry their own (bank_accounts).
    openingCashBalance: '',
    openingBalancesDate: '',
    invoiceFolder: 'invoices',
    quoteFolder: 'quotes',
    shopLogo: '',
    partnerLogo: '',
    topText: '',
    signature: '',
    // Issue 31: the buying half's series, the bill total tolerance (₹1) and selling beyond stock.
    purchaseBillNumberingFormat: 'PB/{fiscalYear}/{number:4}',
    purchaseReturnNumberingFormat: 'PR/{fiscalYear}/{number:4}',
    supplierPaymentNumberingFormat: 'SP/{fiscalYear}/{number:4}',
    expenseNumberingFormat: 'EX/{fiscalYear}/{number:4}',
    purchaseTotalTolerance: '1.00',
    negativeStock: 'warn',
    // Issue 32: how far a bill may differ from its GSTR-2B document and still match (₹1).
    reconciliationTolerance: '1.00',
  } satisfies Record<string, string>;
}

async function createOwner(tx: Tx, owner: ProvisionInput['owner']) {
  const [user] = await tx
    .insert(users)
    .values({
      name: owner.name,
      email: owner.email.trim().toLowerCase(),
      passwordHash: await hashPassword(owner.password),
      image: owner.image ?? null,
      role: 'superadmin',
    })
    .returning({ id: users.id });
  if (!user) throw new Error('Owner user was not created');
  const pages = owner.pages?.length ? owner.pages : [...PAGE_KEYS];
  await tx
    .insert(permissionSets)
    .values(fullPermissionSets(pages).map((set) => ({ userId: user.id, ...set })));
  return user;
}

/**
 * Master row, schema, tenant tables, owner superadmin and default settings in ONE transaction:
 * any failure leaves no schema, row or user behind (Postgres DDL is transactional).
 */
export async function provisionTenant(db: Db, input: ProvisionInput) {
  const tenantId = ZTenantId.parse(input.tenantId);
  const schemaName = tenantSchemaName(tenantId);
  const tenant = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.tenantId, tenantId));
    if (existing) throw new TenantExistsError(tenantId);
    const [tenant] = await tx
      .insert(tenants)
      .values({
        tenantId,
        schemaName,
        name: input.name,
        domain: input.domain ?? '',
        gstin: input.gstin ?? '',
        ownerEmail: input.ownerEmail.trim().toLowerCase(),
        status: input.status ?? 'active',
      })
      .returning();
    if (!tenant) throw new Error('Tenant row was not created');
    await migrateTenantSchema(tx, schemaName);
    await recordTenantMigrationState(tx, tenant.id);
    // search_path now points at the new schema (set by migrateTenantSchema).
    await createOwner(tx, input.owner);
    const values = Object.entries({ ...defaultSettings(input), ...input.settings }).map(
      ([key, value]) => ({ key, value }),
    );
    await tx.insert(settings).values(values);
    // On Citus: a distributed schema (no-op elsewhere), placed below once committed.
    await distributeTenantSchema(tx, schemaName);
    return tenant;
  });
  await placeTenantSchema(db, schemaName);
  return tenant;
}

/**
 * A shop made from an export archive (issue 33): the master row and the migrated schema as for a
 * new shop, then `fill` writes the archive's records (owner, users and settings included) into
 * it, all in ONE transaction: a refused or failed restore leaves nothing behind.
 */
export async function provisionRestoredTenant<T>(
  db: Db,
  input: Omit<ProvisionInput, 'owner' | 'settings'>,
  fill: (tx: Tx, tenant: typeof tenants.$inferSelect) => Promise<T>,
): Promise<{ tenant: typeof tenants.$inferSelect; filled: T }> {
  const tenantId = ZTenantId.parse(input.tenantId);
  const schemaName = tenantSchemaName(tenantId);
  const result = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.tenantId, tenantId));
    if (existing) throw new TenantExistsError(tenantId);
    const [tenant] = await tx
      .insert(tenants)
      .values({
        tenantId,
        schemaName,
        name: input.name,
        domain: input.domain ?? '',
        gstin: input.gstin ?? '',
        ownerEmail: input.ownerEmail.trim().toLowerCase(),
        status: input.status ?? 'active',
      })
      .returning();
    if (!tenant) throw new Error('Tenant row was not created');
    await migrateTenantSchema(tx, schemaName);
    await recordTenantMigrationState(tx, tenant.id);
    // On Citus the schema is distributed while still empty (Citus cannot move the rows of tables
    // whose triggers name other tables of the schema), then filled through the distributed tables.
    await distributeTenantSchema(tx, schemaName);
    const filled = await fill(tx, tenant);
    return { tenant, filled };
  });
  await placeTenantSchema(db, schemaName);
  return result;
}

/**
 * Drops the schema and the master row (sessions cascade) in one transaction. The row is locked
 * first, so a concurrent activation either happens before (and the drop is refused) or waits and
 * finds nothing. Returns 'missing', 'active' (refused) or 'dropped'.
 */
export async function unsafeDropTenant(
  db: Db,
  tenantRowId: string,
): Promise<'missing' | 'active' | 'dropped'> {
  return db.transaction(async (tx) => {
    const [tenant] = await tx
      .select()
      .from(tenants)
      .where(eq(tenants.id, tenantRowId))
      .for('update');
    if (!tenant) return 'missing';
    if (tenant.status === 'active') return 'active';
    await tx.execute(
      sql`drop schema if exists ${sql.identifier(tenantSchemaName(tenant.tenantId))} cascade`,
    );
    await tx.delete(tenants).where(eq(tenants.id, tenantRowId));
    return 'dropped';
  });
}
