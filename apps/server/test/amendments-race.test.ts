// @engines postgres citus
// Races between requests on separate connections: PGlite runs one transaction at a time, so
// none of these can happen there.
import { describe, expect, it } from 'vitest';
import { todayIN } from '@gst/domain';
import { withTenant } from '@gst/db/client';
import { filedPeriods } from '@gst/db/schema';
import { trpcData, trpcError } from './helpers';
import { concurrencySuite, type Invoice } from './concurrency-fixtures';

/**
 * Amendments under the writers' locks (issue 30): the document row, then the months (the
 * original's and the amendment's own, shared). A filing of the amendment's month in progress
 * (its month lock held exclusive, as lockPeriod holds it) holds the amendment back, which then
 * sees the month filed and is refused with nothing written; two amendments of one invoice sent
 * together queue on its row, so the second's "before" is the first's "after".
 */
const suite = concurrencySuite();
const NOW = todayIN();
const NOW_MONTH = NOW.slice(0, 7);
const NOW_PERIOD = `${NOW.slice(5, 7)}${NOW.slice(0, 4)}`;

let invoice: Invoice;
const amend = (price: string, reason: string) =>
  suite.mutate('tenant.amendments.invoice', {
    id: invoice.id,
    invoiceDate: '2026-09-10',
    billToId: suite.fx.remote.id,
    lines: [{ productId: suite.fx.battery.id, quantity: 1, price }],
    amendmentReason: reason,
  });

type Row = { revision_before: number; revision_after: number; before: string; after: string };
const amendmentRows = () =>
  suite.sql<Row>(
    `select revision_before, revision_after, before::text, after::text from amendments
      where invoice_id = '${invoice.id}' order by revision_before`,
  );

describe('amendments race the filing of their month and each other', () => {
  it('sets up a filed September', async () => {
    invoice = trpcData<Invoice>(
      await suite.mutate('tenant.invoices.create', {
        invoiceDate: '2026-09-10',
        billToId: suite.fx.remote.id,
        lines: [{ productId: suite.fx.battery.id, quantity: 1, price: '10000' }],
      }),
    );
    trpcData(await suite.mutate('tenant.returns.lock', { period: '092026' }));
  });

  it('two amendments sent together queue on the invoice row and chain', async () => {
    const replies = await Promise.all([amend('11000', 'first'), amend('12000', 'second')]);
    for (const r of replies) expect(r.status, r.text).toBe(200);
    const rows = await amendmentRows();
    expect(rows.map((r) => [r.revision_before, r.revision_after])).toEqual([
      [1, 2],
      [2, 3],
    ]);
    // The second read the invoice after the first had committed.
    expect(JSON.parse(rows[1]!.before)).toEqual(JSON.parse(rows[0]!.after));
  });

  it('a filing of this month in progress holds the amendment back, which is then refused', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let held = () => {};
    const holding = new Promise<void>((resolve) => (held = resolve));
    // What lockPeriod does for this month (which the product files only once it has ended):
    // its month lock exclusive, then the filed row.
    const filing = withTenant(suite.h.database.db, suite.h.a, async (tx) => {
      await tx.execute(
        `select pg_advisory_xact_lock(hashtextextended('gst-period:' || current_schema() || ':' || '${NOW_MONTH}', 0))`,
      );
      held();
      await gate;
      const last = new Date(Date.UTC(Number(NOW.slice(0, 4)), Number(NOW.slice(5, 7)), 0));
      await tx.insert(filedPeriods).values({
        period: NOW_PERIOD,
        fromDate: `${NOW_MONTH}-01`,
        toDate: last.toISOString().slice(0, 10),
      });
    });
    await holding;
    let answered = false;
    const amendment = amend('13000', 'during filing').then((r) => {
      answered = true;
      return r;
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(answered).toBe(false);
    release();
    await filing;
    const reply = await amendment;
    expect(reply.status, reply.text).toBe(400);
    expect(trpcError(reply).message).toMatch(/is filed: an amendment made today/);
    // Nothing of it was written: still two amendments, the invoice at revision 3.
    expect(await amendmentRows()).toHaveLength(2);
    const [inv] = await suite.sql<{ revision: number; total_amount: string }>(
      `select revision, total_amount::text from invoices where id = '${invoice.id}'`,
    );
    // The two amendments above commit in either order, so revision 3 is 11,000 or 12,000 plus
    // IGST 18 %: 12,980.00 or 14,160.00 (not this one's 13,000 + 2,340 = 15,340.00).
    expect(inv?.revision).toBe(3);
    expect(['12980.00', '14160.00']).toContain(inv?.total_amount);
  });
});
