import { rowsOf, withTenant } from '@gst/db/client';
import { customers, products, settings } from '@gst/db/schema';
import { seedBilling } from './billing-fixtures';
import { fileSuite, startHarness, type Harness, type TestTenant } from './helpers';

/**
 * The GST suites' harness (issue 15): seedBilling's catalogue (module and inverter at 5 %, battery
 * at 18 %, supplier state 19), plus products whose master data the law refuses and customers of
 * the special kinds: abroad (state 96), an SEZ unit in the shop's own state, and an unregistered
 * buyer without an address.
 */
export async function startGstHarness() {
  const h = await startHarness();
  const fx = await seedBilling(h, h.a);
  const extra = await withTenant(h.database.db, h.a, async (tx) => {
    const product = (uid: string, hsn: string, rate: string) => ({
      productUniqueId: uid,
      productName: `Product ${uid}`,
      productLabel: `Label ${uid}`,
      productHsnCode: hsn,
      gstPercentage: rate,
      productCategory: 'Accessories',
    });
    const [rate17, rate40, hsnLetters, hsnEmpty, hsn4] = await tx
      .insert(products)
      .values([
        product('RATE-17', '85414300', '17'),
        product('RATE-40', '87032310', '40'),
        product('HSN-AB', 'AB', '18'),
        product('HSN-EMPTY', '', '18'),
        product('HSN-4', '8541', '18'),
      ])
      .returning();
    const [exporter, sez, walkIn] = await tx
      .insert(customers)
      .values([
        {
          name: 'Gulf Solar LLC',
          stateCode: 96,
          address: '12 Harbour Street, Dubai, United Arab Emirates',
        },
        {
          name: 'Falta SEZ Unit',
          stateCode: 19,
          gstin: '19AABCF1234K1Z2',
          address: 'Plot 4, Falta Special Economic Zone, West Bengal',
          isSez: true,
        },
        { name: 'Walk-in Buyer', stateCode: 19 },
      ])
      .returning();
    if (!rate17 || !rate40 || !hsnLetters || !hsnEmpty || !hsn4 || !exporter || !sez || !walkIn) {
      throw new Error('not seeded');
    }
    return { rate17, rate40, hsnLetters, hsnEmpty, hsn4, exporter, sez, walkIn };
  });
  const cookie = await h.login(h.a);
  return { h, fx: { ...fx, ...extra }, cookie };
}

export type GstFixture = Awaited<ReturnType<typeof startGstHarness>>['fx'];

export function gstSuite() {
  const suite = fileSuite(startGstHarness, ({ h }) => h.close());
  const opts = () => ({ tenant: 'alpha', cookie: suite.cookie });
  return Object.assign(suite, {
    opts,
    create: (input: unknown) => suite.h.trpcMutation('tenant.invoices.create', input, opts()),
  });
}

/** Stores one shop setting straight in the table (the key may be new to the settings page). */
export async function setSetting(h: Harness, tenant: TestTenant, key: string, value: string) {
  await withTenant(h.database.db, tenant, (tx) =>
    tx
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value } }),
  );
}

/** Row counts of every table an invoice writes, to show a refused request wrote nothing. */
export async function tableCounts(h: Harness, tenant: TestTenant) {
  return withTenant(h.database.db, tenant, async (tx) => {
    const one = async (sql: string) =>
      String(rowsOf<{ n: unknown }>(await tx.execute(sql))[0]?.n ?? '');
    return {
      invoices: await one('select count(*) as n from invoices'),
      invoiceLines: await one('select count(*) as n from invoice_lines'),
      serials: await one('select count(*) as n from invoice_line_serials'),
      itemsSold: await one('select count(*) as n from items where sold_to_invoice'),
      counters: await one(
        "select coalesce(string_agg(kind || ':' || financial_year || ':' || next_value, ',' order by kind, financial_year), '') as n from document_counters",
      ),
      assets: await one('select count(*) as n from document_assets'),
      audit: await one("select count(*) as n from audit_log where entity = 'invoice'"),
    };
  });
}
