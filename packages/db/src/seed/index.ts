import { count, eq } from 'drizzle-orm';
import { SAMPLE_CATALOGUE, isInverterCategory, isModuleCategory, type PageKey } from '@gst/domain';
import type { Db } from '../client';
import { withTenant } from '../tenant';
import { DEMO_CUSTOMERS } from './demo-customers';
import { hashPassword } from '../password';
import { provisionTenant } from '../provision';
import { operators, tenants } from '../schema/master/index';
import {
  customers,
  items,
  permissionSets,
  products,
  settings,
  users,
} from '../schema/tenant/index';

/** Demo logins, printed at start and listed in the README. For the embedded demo only. */
export const DEMO = {
  tenantId: 'demo',
  shopName: 'Demo Solar Traders',
  gstin: '19AAHFS5678Q1Z1',
  admin: { name: 'Demo Admin', email: 'admin@demo.test', password: 'demo-admin-123' },
  staff: { name: 'Demo Staff', email: 'staff@demo.test', password: 'demo-staff-123' },
  master: { email: 'master@gst.test', password: 'master-demo-123' },
} as const;

/** Refuse to seed anything but a local database: demo passwords must never reach production. */
export function assertLocalTarget(engine: 'pglite' | 'postgres', location: string) {
  if (engine === 'pglite') return;
  const host = (() => {
    try {
      return new URL(location).hostname;
    } catch {
      return '';
    }
  })();
  if (!['localhost', '127.0.0.1', '::1', '[::1]'].includes(host)) {
    throw new Error(
      `Refusing to seed demo data into a non-local database (${host || 'unknown host'})`,
    );
  }
}

export type SeedResult = { created: boolean };

/**
 * Creates the demo shop with its catalogue, its customers (B2B in several states and B2C) and a
 * limited staff user, once. Its year of documents is apps/server/src/demo-history.ts.
 */
export async function seedDemoTenant(db: Db): Promise<SeedResult> {
  const [existing] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.tenantId, DEMO.tenantId));
  if (existing) return { created: false };
  const tenant = await provisionTenant(db, {
    tenantId: DEMO.tenantId,
    name: DEMO.shopName,
    domain: 'demo.localhost',
    gstin: DEMO.gstin,
    ownerEmail: DEMO.admin.email,
    owner: DEMO.admin,
    // Issue 29: the demo invoices from the start, so its address carries a PIN (set below).
    // Issue 30: its city, and e-invoicing on, so the demo shows the e-invoice and its JSON.
    settings: { pinCode: '700016', city: 'Kolkata', eInvoicing: '1' },
  });
  const staffHash = await hashPassword(DEMO.staff.password);
  await withTenant(db, tenant, async (tx) => {
    await tx.insert(products).values(
      SAMPLE_CATALOGUE.map((p) => ({
        productUniqueId: p.productUniqueID,
        productName: p.productName,
        productLabel: p.productLabel,
        productMinPrice: String(p.productMinPrice),
        productHsnCode: p.productHSNCode,
        productCategory: p.productCategory,
        gstPercentage: String(p.gstPercentage),
        uomUnit: p.uomUnit,
        productCapacity: String(p.productCapacity),
        productMetaData: {
          sku: p.sku,
          manufacturer: p.manufacturer,
          heightCm: p.heightCm,
          depthCm: p.depthCm,
        },
        productWeight: String(p.productWeight),
        productWidth: String(p.productWidth),
        productLength: String(p.productLength),
        productWarranty: String(p.productWarranty),
        productOutputWarranty: String(p.productOutputWarranty),
        productLink: p.productLink,
      })),
    );
    // A few serial-numbered panels and inverters in stock, for the item list and invoicing.
    const catalogue = await tx
      .select({
        id: products.id,
        uid: products.productUniqueId,
        category: products.productCategory,
      })
      .from(products)
      .orderBy(products.productUniqueId);
    // The best sellers of the sample catalogue when present, else the first of each kind.
    const panel =
      catalogue.find((p) => p.uid === 'MOD-MONO-540') ??
      catalogue.find((p) => isModuleCategory(p.category));
    const inverter =
      catalogue.find((p) => p.uid === 'INV-1P-3K') ??
      catalogue.find((p) => isInverterCategory(p.category));
    await tx.insert(items).values([
      ...(panel
        ? Array.from({ length: 6 }, (_, i) => ({
            productId: panel.id,
            serialNo: `${panel.uid}-SN${String(i + 1).padStart(4, '0')}`,
            type: 'Module',
          }))
        : []),
      ...(inverter
        ? Array.from({ length: 3 }, (_, i) => ({
            productId: inverter.id,
            serialNo: `${inverter.uid}-SN${String(i + 1).padStart(4, '0')}`,
            type: 'Inverter',
          }))
        : []),
    ]);
    await tx.insert(customers).values([...DEMO_CUSTOMERS]);
    const [staff] = await tx
      .insert(users)
      .values({
        name: DEMO.staff.name,
        email: DEMO.staff.email,
        passwordHash: staffHash,
        role: 'staff',
      })
      .returning({ id: users.id });
    if (!staff) throw new Error('Demo staff user was not created');
    const staffPages: { page: PageKey; permissions: Record<string, boolean> }[] = [
      { page: 'dashboard', permissions: { view: true } },
      { page: 'manage-customer', permissions: { view: true, create: true } },
      { page: 'manage-quote', permissions: { view: true, create: true, edit: true } },
    ];
    await tx.insert(permissionSets).values(staffPages.map((s) => ({ userId: staff.id, ...s })));
    await tx
      .update(settings)
      .set({
        value: 'Rooftop solar panels, inverters and batteries — supplied, installed and serviced.',
      })
      .where(eq(settings.key, 'shopDescription'));
    await tx
      .update(settings)
      .set({ value: '14 Park Street, Kolkata 700016, West Bengal' })
      .where(eq(settings.key, 'address'));
    await tx.update(settings).set({ value: '9830000000' }).where(eq(settings.key, 'mobileNumber'));
    // Bank details and a UPI ID, so the demo invoices show the bank block and a UPI payment QR.
    const banking: Record<string, string> = {
      bankName: 'State Bank of India',
      accountNumber: '30001234567',
      ifscCode: 'SBIN0000001',
      branch: 'Park Street, Kolkata',
      upiId: 'demosolar@sbi',
    };
    for (const [key, value] of Object.entries(banking)) {
      await tx.update(settings).set({ value }).where(eq(settings.key, key));
    }
  });
  return { created: true };
}

/**
 * The first master operator: from MASTER_EMAIL / MASTER_PASSWORD when no operator exists. Returns
 * what it did so the server can print it.
 */
export async function ensureMasterOperator(
  db: Db,
  credentials: { email: string; password: string } | undefined,
): Promise<'created' | 'exists' | 'missing'> {
  const [row] = await db.select({ n: count() }).from(operators);
  if ((row?.n ?? 0) > 0) return 'exists';
  if (!credentials) return 'missing';
  await db
    .insert(operators)
    .values({
      email: credentials.email.trim().toLowerCase(),
      name: 'Master',
      passwordHash: await hashPassword(credentials.password),
    })
    .onConflictDoNothing();
  return 'created';
}
