import type { Tx } from '@gst/db/client';
import { customers, products } from '@gst/db/schema';
import { seedGst } from './billing-fixtures';

/**
 * Issue 30's service tests (invoices-supply-rules, dashboard-reverse-charge): seedGst's shop in
 * West Bengal (19) with its catalogue and customers, plus a registered buyer in Maharashtra (27)
 * and a nil-rated and an exempt product (rate 0).
 */
export async function seedSupplyRules(tx: Tx) {
  const fx = await seedGst(tx);
  const [mumbai] = await tx
    .insert(customers)
    .values({
      name: 'Mumbai Power Traders',
      stateCode: 27,
      gstin: '27ABCPK1234L1ZS',
      address: '5 Linking Road, Mumbai 400050',
      city: 'Mumbai',
    })
    .returning();
  const [nilRated, exempt] = await tx
    .insert(products)
    .values([
      {
        productUniqueId: 'SEED-PADDY',
        productName: 'Paddy seed 25 kg',
        productLabel: 'Paddy seed',
        productHsnCode: '1006',
        gstPercentage: '0',
        taxability: 'nil-rated',
      },
      {
        productUniqueId: 'COURSE-PV',
        productName: 'Solar installer course',
        productLabel: 'Installer course',
        productHsnCode: '999293',
        gstPercentage: '0',
        taxability: 'exempt',
      },
    ])
    .returning();
  if (!mumbai || !nilRated || !exempt) throw new Error('not seeded');
  return { ...fx, mumbai, nilRated, exempt };
}
