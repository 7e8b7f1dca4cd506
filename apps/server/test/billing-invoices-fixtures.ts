import {
  batteryInvoice,
  intraStateInvoice,
  type BillingFixture,
} from '../../../packages/api/test/services/billing-fixtures';
import { seedBilling } from './billing-fixtures';
import { fileSuite, startHarness, trpcData, type Harness } from './helpers';

/** Shared by the invoice suites: a harness with tenant alpha's billing catalogue, logged in. */
export async function startInvoiceHarness() {
  const h = await startHarness();
  const fx = await seedBilling(h, h.a);
  const cookie = await h.login(h.a);
  return { h, fx, cookie };
}

/** The invoice inputs are the service tests' (packages/api/test/services/billing-fixtures.ts). */
export { batteryInvoice, intraStateInvoice, type BillingFixture };

/**
 * A billing harness (`start` gives its `h` and alpha's owner's `cookie`) for the whole file
 * (fileSuite), with the request helpers: `opts()` sends as alpha's owner, `create` makes an
 * invoice.
 */
export function billingSuite<T extends { h: Harness; cookie: string }>(start: () => Promise<T>) {
  const suite = fileSuite(start, ({ h }) => h.close());
  const opts = () => ({ tenant: 'alpha', cookie: suite.cookie });
  return Object.assign(suite, {
    opts,
    create: (input: unknown) => suite.h.trpcMutation('tenant.invoices.create', input, opts()),
  });
}

/**
 * billingSuite of startInvoiceHarness, where `intraState` and `battery` are intraStateInvoice and
 * batteryInvoice on the suite's `fx`.
 */
export function invoiceSuite() {
  const suite = billingSuite(startInvoiceHarness);
  return Object.assign(suite, {
    intraState: (extra: Record<string, unknown> = {}) => intraStateInvoice(suite.fx, extra),
    battery: (invoiceDate: string, price: string) => batteryInvoice(suite.fx, invoiceDate, price),
  });
}

/**
 * The invoices billing-invoices.test.ts leaves behind: INV/25-26/0001 (the intra-state invoice,
 * selling module serials 0-1 and inverter serial 0), 0002 to 0005 (battery only, the last dated
 * 31 March 2027) and INV/26-27/0001.
 */
export async function issueTwoFinancialYears(h: Harness, cookie: string, fx: BillingFixture) {
  const opts = { tenant: 'alpha', cookie };
  trpcData(await h.trpcMutation('tenant.invoices.create', intraStateInvoice(fx), opts));
  for (const invoiceDate of [
    '2025-11-22',
    '2025-11-24',
    '2025-11-25',
    '2026-03-31',
    '2026-04-01',
  ]) {
    trpcData(
      await h.trpcMutation('tenant.invoices.create', batteryInvoice(fx, invoiceDate, '10'), opts),
    );
  }
}
