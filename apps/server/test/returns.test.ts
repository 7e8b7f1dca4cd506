// @engines pglite postgres
// Requests within one shop's schema: on Citus the whole query goes to the worker holding it, as on
// PostgreSQL, so no Citus round (scripts/test-engines.mjs, the rule).
import { describe, expect, it } from 'vitest';
import { withTenantRead } from '@gst/db/client';
// The sources layer under the returns procedures, called directly (returns-api.test.ts goes through them).
import {
  periodRange,
  periodReturns,
} from '../../../packages/api/src/services/returns/returns.sources';
import { seedBilling } from './billing-fixtures';
import { fileSuite, startHarness, trpcData } from './helpers';

/**
 * GSTR-1 and GSTR-3B read from the database (issue 17): invoices and notes made through the API
 * in September 2025, the shop in West Bengal (19). Figures worked out by hand below.
 */
async function start() {
  const h = await startHarness();
  const fx = await seedBilling(h, h.a);
  const cookie = await h.login(h.a);
  return { h, fx, cookie };
}
const suite = fileSuite(start, ({ h }) => h.close());
const mutate = (path: string, input: unknown) =>
  suite.h.trpcMutation(path, input, { tenant: 'alpha', cookie: suite.cookie });

type Invoice = { id: string; invoiceNumber: string; lines: { id: string }[] };

describe('returns from the books', () => {
  it('refuses a period that is not MMYYYY', () => {
    expect(periodRange('092025')).toEqual({ from: '2025-09-01', to: '2025-09-30' });
    expect(periodRange('022024')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(() => periodRange('132025')).toThrow(/MMYYYY/);
  });

  it('reads invoices, notes and cancellations of the month into GSTR-1 and GSTR-3B', async () => {
    // B2B within the state: 2 modules at 10,000 (5 %) → 20,000 + 500 + 500.
    const local = trpcData<Invoice>(
      await mutate('tenant.invoices.create', {
        invoiceDate: '2025-09-05',
        billToId: suite.fx.local.id,
        lines: [{ productId: suite.fx.module.id, quantity: 2, price: '10000' }],
      }),
    );
    // B2B to Gujarat: 1 battery at 10,000 (18 %) → IGST 1,800.
    trpcData(
      await mutate('tenant.invoices.create', {
        invoiceDate: '2025-09-06',
        billToId: suite.fx.remote.id,
        lines: [{ productId: suite.fx.battery.id, quantity: 1, price: '10000' }],
      }),
    );
    // A third, cancelled.
    const cancelled = trpcData<Invoice>(
      await mutate('tenant.invoices.create', {
        invoiceDate: '2025-09-07',
        billToId: suite.fx.local.id,
        lines: [{ productId: suite.fx.module.id, quantity: 1, price: '1000' }],
      }),
    );
    trpcData(await mutate('tenant.invoices.delete', { id: cancelled.id }));
    // A credit note of 1,000 taxable on the first: 25 + 25.
    trpcData(
      await mutate('tenant.creditNotes.create', {
        noteDate: '2025-09-20',
        reason: 'post-sale-discount',
        lines: [{ invoiceLineId: local.lines[0]!.id, taxableValue: '1000' }],
      }),
    );

    const { gstr1, gstr3b } = await withTenantRead(suite.h.database.db, suite.h.a, (tx) =>
      periodReturns(tx, '092025'),
    );
    expect(gstr1.fp).toBe('092025');
    expect(gstr1.b2b.map((g) => [g.ctin, g.inv.map((i) => [i.inum, i.val, i.pos])])).toEqual([
      ['19AABCD1234E1Z5', [[local.invoiceNumber, 21000, '19']]],
      ['24AAHFS5678Q1ZA', [[expect.any(String), 11800, '24']]],
    ]);
    expect(gstr1.cdnr).toEqual([
      expect.objectContaining({
        ctin: '19AABCD1234E1Z5',
        nt: [expect.objectContaining({ ntty: 'C', val: 1050, nt_dt: '20-09-2025' })],
      }),
    ]);
    expect(
      gstr1.doc_issue.doc_det.map((d) => [d.doc_num, d.docs[0]?.totnum, d.docs[0]?.cancel]),
    ).toEqual([
      [1, 3, 1],
      [5, 1, 0],
    ]);
    // 3.1 (a): 20,000 + 10,000 − 1,000 = 29,000; IGST 1,800; CGST = SGST 500 − 25 = 475.
    expect(gstr3b.sup_details.osup_det).toEqual({
      txval: 29000,
      iamt: 1800,
      camt: 475,
      samt: 475,
      csamt: 0,
    });
  });
});
