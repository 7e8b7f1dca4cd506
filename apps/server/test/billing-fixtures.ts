import { withTenant } from '@gst/db/client';
import * as billing from '../../../packages/api/test/services/billing-fixtures';
import { startHarness, type Harness, type TestTenant } from './helpers';

/**
 * The billing catalogue is packages/api/test/services/billing-fixtures.ts's (the service tests
 * and the HTTP tests seed the same rows; the hand-worked figures depend on them). The load tests
 * seed the module and battery too. Here each helper runs in tenant `tenant`'s transaction.
 */
export {
  SOLAR_PRODUCTS,
  TWO_STATE_CUSTOMERS,
} from '../../../packages/api/test/services/billing-fixtures';

/** A small solar catalogue, two customers (same state, other state) and serials, straight in the DB. */
export async function seedBilling(h: Harness, tenant: TestTenant, serialsPerProduct = 6) {
  return withTenant(h.database.db, tenant, (tx) => billing.seedBilling(tx, serialsPerProduct));
}

export async function soldFlags(h: Harness, tenant: TestTenant, ids: string[]) {
  return withTenant(h.database.db, tenant, (tx) => billing.soldFlags(tx, ids));
}

export async function invoiceCount(h: Harness, tenant: TestTenant) {
  return withTenant(h.database.db, tenant, (tx) => billing.invoiceCount(tx));
}

/** A harness with the billing catalogue in both shops (fx, fxB) and both owners' sessions. */
export async function startTwoShopBilling() {
  const h = await startHarness();
  const fx = await seedBilling(h, h.a);
  const fxB = await seedBilling(h, h.b);
  const owner = await h.login(h.a);
  const ownerB = await h.login(h.b);
  return { h, fx, fxB, owner, ownerB };
}
