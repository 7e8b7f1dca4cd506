// @engines pglite postgres
// Requests within one shop's schema: no Citus round.
import { describe, expect, it } from 'vitest';
import { withTenant } from '@gst/db/client';
import { suppliers } from '@gst/db/schema';
import { seedBilling } from './billing-fixtures';
import { ownerSuite, trpcData } from './helpers';

/**
 * Rule 37 for a bill whose credit is deferred (issue 32, review item 12a), through GET /api/itc.
 * Shop alpha (West Bengal). By hand (₹):
 *  DB-2 from a Karnataka supplier, 01-03-2025: a battery 10,000 @18 %, IGST 1,800, total 11,800.
 *  Day 180 = 28-08-2025, day 181 = 29-08-2025 (30 + 30 + 31 + 30 + 31 + 29). Its credit is
 *  deferred to October 2025 (within s.16(4): 30-11-2025 for FY 2024-25), and it is unpaid.
 *  - August 2025 (day 181): the credit is not availed yet (r.37(1) as amended by Notification
 *    26/2022-CT reverses ITC availed): no Rule 37 entry, 4(B)(2) 0.
 *  - October 2025: the credit is claimed (4(A)(5) IGST 1,800) and, unpaid after 180 days
 *    (s.16(2) third proviso: credit only on payment), reversed in the same return: 4(B)(2)
 *    1,800 × 11,800 / 11,800 = 1,800; 4(C) IGST 0.
 *  - Paid 11,800 on 15-11-2025: November reclaims 1,800 in 4(A)(5) and 4(D)(1); 4(C) 1,800.
 */
type Itc = {
  table4: {
    available: { OTH: { iamt: string; bills: string[] } };
    reversed: { others: { iamt: string; bills: string[] } };
    net: { iamt: string };
    ineligible: { reclaimed: { iamt: string } };
  };
  rule37: { billId: string; reversed: { iamt: string }; reclaimed: { iamt: string } }[];
};

const suite = ownerSuite({}, async (h, as) => {
  const fx = await seedBilling(h, h.a, 1);
  const [karnataka] = await withTenant(h.database.db, h.a, (tx) =>
    tx
      .insert(suppliers)
      .values([{ name: 'Deccan Batteries', gstin: '29AAACD1234F1Z5', stateCode: 29 }])
      .returning(),
  );
  const mutate = async (path: string, input: unknown) => {
    const reply = await h.trpcMutation(path, input, as);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return trpcData<{ id: string }>(reply);
  };
  const bill = await mutate('tenant.purchases.create', {
    supplierId: karnataka!.id,
    supplierInvoiceNumber: 'DB-2',
    billDate: '2025-03-01',
    supplierTotal: '11800.00',
    lines: [{ productId: fx.battery.id, quantity: 1, price: '10000', gstPercentage: 18 }],
  });
  await mutate('tenant.itc.setClaim', {
    billIds: [bill.id],
    choice: 'defer',
    claimPeriod: '102025',
  });
  return { billId: bill.id, supplierId: karnataka!.id, mutate };
});
const itc = async (period: string) => {
  const r = await suite.h.rest('GET', `/api/itc?period=${period}`, suite.asOwner());
  expect(r.status, r.text).toBe(200);
  return r.body.data as Itc;
};

describe('Rule 37 for a bill deferred to October 2025, unpaid past day 180', () => {
  it('August (day 181) reverses nothing: the credit is not availed yet', async () => {
    const aug = await itc('082025');
    expect(aug.rule37).toEqual([]);
    expect(aug.table4.reversed.others.iamt).toBe('0.00');
  });

  it('October claims it and reverses it in the same return', async () => {
    const oct = await itc('102025');
    expect(oct.table4.available.OTH).toMatchObject({ iamt: '1800.00', bills: [suite.billId] });
    expect(oct.table4.reversed.others).toMatchObject({ iamt: '1800.00', bills: [suite.billId] });
    expect(oct.table4.net.iamt).toBe('0.00');
    expect(oct.rule37).toMatchObject([
      { billId: suite.billId, reversed: { iamt: '1800.00' }, reclaimed: { iamt: '0.00' } },
    ]);
  });

  it('paid in November: the credit comes back then', async () => {
    await suite.mutate('tenant.supplierPayments.create', {
      supplierId: suite.supplierId,
      paymentDate: '2025-11-15',
      amount: '11800.00',
      mode: 'bank-transfer',
      allocations: [{ billId: suite.billId, amount: '11800.00' }],
    });
    const nov = await itc('112025');
    expect(nov.rule37).toMatchObject([
      { billId: suite.billId, reversed: { iamt: '0.00' }, reclaimed: { iamt: '1800.00' } },
    ]);
    expect(nov.table4.ineligible.reclaimed.iamt).toBe('1800.00');
    expect(nov.table4.net.iamt).toBe('1800.00');
    // October is unchanged by the later payment: still claimed and reversed.
    expect((await itc('102025')).table4.net.iamt).toBe('0.00');
  });
});
