// @engines postgres
// A race needs more than one connection: PGlite has one, so on it the two requests only queue.
import { describe, expect, it } from 'vitest';
import { quoteLine } from '../../../packages/api/test/services/billing-fixtures';
import { invoiceCount } from './billing-fixtures';
import { invoiceSuite } from './billing-invoices-fixtures';
import { setSetting } from './gst-fixtures';
import { trpcData, trpcError } from './helpers';

/**
 * Issue 29 item 2: two conversions of one quote sent together (two tabs, a double click) make one
 * invoice. The second waits on the quote's row lock, then finds it invoiced: a 409 naming the
 * first invoice, and nothing of it written (no invoice, no number used).
 */
const suite = invoiceSuite();

describe('converting one quote twice at once', () => {
  it('issues one invoice; the other conversion is a 409 naming it', async () => {
    // The shop's particulars, without which no tax invoice is issued (issue 29 item 1).
    for (const [key, value] of [
      ['address', '1 Esplanade, Kolkata'],
      ['pinCode', '700069'],
      ['gstin', '19AABCF1234K1Z2'],
    ] as const)
      await setSetting(suite.h, suite.h.a, key, value);
    const quote = trpcData<{ id: string; quoteNumber: string }>(
      await suite.h.trpcMutation(
        'tenant.quotes.create',
        { customerId: suite.fx.local.id, lines: [quoteLine(suite.fx.battery, '1000', 18)] },
        suite.opts(),
      ),
    );
    const before = await invoiceCount(suite.h, suite.h.a);
    const convert = () =>
      suite.create({ ...suite.battery('2026-11-21', '1000'), quoteId: quote.id });
    const replies = await Promise.all([convert(), convert()]);
    const won = replies.filter((r) => r.status === 200);
    const lost = replies.filter((r) => r.status !== 200);
    expect(won).toHaveLength(1);
    expect(lost.map((r) => r.status)).toEqual([409]);
    const invoice = trpcData<{ id: string; invoiceNumber: string }>(won[0]!);
    expect(trpcError(lost[0]!).message).toContain(
      `Quote ${quote.quoteNumber} is already invoiced as ${invoice.invoiceNumber}`,
    );
    expect(await invoiceCount(suite.h, suite.h.a)).toBe(before + 1);
    const after = trpcData<{ invoice: { id: string } | null }>(
      await suite.h.trpcQuery('tenant.quotes.get', { id: quote.id }, suite.opts()),
    );
    expect(after.invoice?.id).toBe(invoice.id);
  });
});
