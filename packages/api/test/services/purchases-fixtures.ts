import type { Tx } from '@gst/db/client';
import { products, suppliers } from '@gst/db/schema';
import { SOLAR_PRODUCTS } from './billing-fixtures';

/**
 * A West Bengal shop's buying side (issue 31): a distributor in the state, one in Maharashtra,
 * an unregistered transporter, and the solar catalogue (panels and inverters at 5 %, batteries
 * at 18 %). The shop's state is 19 (the test tenant's default).
 */
export async function seedPurchases(tx: Tx) {
  await tx.execute("update settings set value = '19' where key = 'stateCode'");
  const [panel, inverter, battery] = await tx
    .insert(products)
    .values([SOLAR_PRODUCTS.module, SOLAR_PRODUCTS.inverter, SOLAR_PRODUCTS.battery])
    .returning();
  const [local, mumbai, carrier] = await tx
    .insert(suppliers)
    .values([
      {
        name: 'Eastern Solar Distributors',
        gstin: '19AAACE1234F1Z3',
        stateCode: 19,
        creditPeriodDays: 30,
      },
      { name: 'Western Inverters', gstin: '27AAACE1234F1Z6', stateCode: 27 },
      { name: 'Raju Transport', registration: 'unregistered', stateCode: 19 },
    ])
    .returning();
  if (!panel || !inverter || !battery || !local || !mumbai || !carrier) {
    throw new Error('purchases not seeded');
  }
  return { panel, inverter, battery, local, mumbai, carrier };
}

export const serials = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${prefix}-${String(i + 1).padStart(3, '0')}`);
