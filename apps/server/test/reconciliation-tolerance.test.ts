// @engines pglite postgres
// Requests within one shop's schema (a setting, bills, a GSTR-2B): no Citus round.
import { describe, expect, it } from 'vitest';
import { trpcData, trpcError, ownerSuite } from './helpers';
import {
  byBooks,
  DOCS,
  gstr2b,
  PERIOD,
  S1,
  setupReconciliation,
  type View,
} from './reconciliation-fixtures';

/**
 * The reconciliation tolerance is a shop setting (issue 32): Settings → Purchases & Stock →
 * Reconciliation Tolerance (₹), 1.00 by default. The bills of reconciliation-fixtures.ts against a
 * GSTR-2B in which INV-101 (₹10,000 taxable in the books) is reported at ₹10,001.50, its tax the
 * same (₹900 + ₹900): books − 2B = −1.50.
 * - At the default ₹1: |−1.50| > 1.00 → Mismatch, TAXABLE_VALUE −1.50.
 * - At ₹2.00: |−1.50| ≤ 2.00 → a match (the number and date agree; the amounts within the
 *   tolerance make it a Suggested Match in the peer's rule order, not a Mismatch).
 * - A request's own &tolerance= still wins over the setting.
 */
const suite = ownerSuite({}, async (h, asOwner) => {
  const setup = await setupReconciliation(h, asOwner);
  const docs = {
    ...DOCS,
    [S1]: DOCS[S1]!.map((d) => (d.inum === 'INV-101' ? { ...d, txval: 10001.5 } : d)),
  };
  trpcData(
    await h.trpcMutation(
      'tenant.gstr2b.import',
      { period: PERIOD, fileName: 'R2B_052026_v2.json', file: gstr2b(docs) },
      asOwner,
    ),
  );
  return setup;
});

const view = async (input: object = {}) =>
  trpcData<View>(
    await suite.h.trpcQuery(
      'tenant.reconciliation.view',
      { period: PERIOD, ...input },
      suite.asOwner(),
    ),
  );
const setTolerance = (value: string) =>
  suite.h.trpcMutation(
    'tenant.settings.update',
    { reconciliationTolerance: value },
    suite.asOwner(),
  );

describe('the reconciliation tolerance setting', () => {
  it('reads 1.00 by default: a ₹1.50 taxable difference is a Mismatch', async () => {
    const settings = trpcData<Record<string, string>>(
      await suite.h.trpcQuery('tenant.settings.get', undefined, suite.asOwner()),
    );
    expect(settings.reconciliationTolerance).toBe('1.00');
    const row = byBooks(await view(), suite.bills.exact);
    expect(row).toMatchObject({
      outcome: 'Mismatch',
      differences: [
        { field: 'TAXABLE_VALUE', books: '10000.00', portal: '10001.50', difference: '-1.50' },
      ],
    });
  });

  it('at 2.00 the same difference matches; a request may still ask its own', async () => {
    trpcData(await setTolerance('2.00'));
    const v = await view();
    const row = byBooks(v, suite.bills.exact);
    expect(row.outcome).toBe('Suggested Match');
    expect(row.portal?.number).toBe('INV-101');
    expect(v.summary.byOutcome.Mismatch).toBe(1); // INV-103, ₹50 off, is still one
    const rest = await suite.h.rest('GET', `/api/reconciliation?period=${PERIOD}`, suite.asOwner());
    expect(rest.status, rest.text).toBe(200);
    expect(JSON.stringify(rest.body)).toContain('"tolerance":"2.00"');
    expect(byBooks(await view({ tolerance: '1' }), suite.bills.exact).outcome).toBe('Mismatch');
  });

  it('refuses a tolerance that is not rupees', async () => {
    for (const bad of ['-1', '1.234', 'one', '10000']) {
      const reply = await setTolerance(bad);
      expect(trpcError(reply).data.httpStatus, bad).toBe(400);
    }
    const settings = trpcData<Record<string, string>>(
      await suite.h.trpcQuery('tenant.settings.get', undefined, suite.asOwner()),
    );
    expect(settings.reconciliationTolerance).toBe('2.00');
  });
});
