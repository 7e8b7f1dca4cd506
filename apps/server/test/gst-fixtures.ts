import { withTenant } from '@gst/db/client';
import * as billing from '../../../packages/api/test/services/billing-fixtures';
import { billingSuite } from './billing-invoices-fixtures';
import { startHarness, type Harness, type TestTenant } from './helpers';

/**
 * The GST suites' harness (issue 15): the service tests' seedGst (packages/api/test/services/
 * billing-fixtures.ts) in tenant alpha: seedBilling's catalogue (module and inverter at 5 %,
 * battery at 18 %, supplier state 19), plus products whose master data the law refuses and
 * customers of the special kinds: abroad (state 96), an SEZ unit in the shop's own state, and an
 * unregistered buyer without an address.
 */
export async function startGstHarness() {
  const h = await startHarness();
  const fx = await withTenant(h.database.db, h.a, (tx) => billing.seedGst(tx));
  const cookie = await h.login(h.a);
  return { h, fx, cookie };
}

/** startGstHarness for the whole file, with billingSuite's `opts()` and `create`. */
export function gstSuite() {
  return billingSuite(startGstHarness);
}

/** Stores one shop setting straight in the table (the key may be new to the settings page). */
export async function setSetting(h: Harness, tenant: TestTenant, key: string, value: string) {
  await withTenant(h.database.db, tenant, (tx) => billing.setSetting(tx, key, value));
}

/** Row counts of every table an invoice writes, to show a refused request wrote nothing. */
export async function tableCounts(h: Harness, tenant: TestTenant) {
  return withTenant(h.database.db, tenant, (tx) => billing.tableCounts(tx));
}
