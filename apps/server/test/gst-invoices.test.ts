// @engines pglite
// A refusal's REST envelope: the HTTP edge, one engine (scripts/test-engines.mjs, the rule).
import { describe, expect, it } from 'vitest';
import { addDays, todayIN } from '@gst/domain';
import { gstSuite, tableCounts } from './gst-fixtures';

/**
 * Invoices on the GST engine (issue 15) over REST. The figures and the refusals are tested on
 * the verbs directly in packages/api/test/services/invoices-gst.test.ts; what is left here is
 * what the edge adds: a refusal over REST is the `{error}` envelope.
 */
const suite = gstSuite();

describe('GST validation over REST', () => {
  const battery = (extra: Record<string, unknown> = {}) => ({
    invoiceDate: '2025-10-10',
    billToId: suite.fx.local.id,
    lines: [{ productId: suite.fx.battery.id, quantity: 1, price: '1000' }],
    ...extra,
  });

  it('refuses over REST too, as {error}', async () => {
    const before = await tableCounts(suite.h, suite.h.a);
    const reply = await suite.h.rest('POST', '/api/invoice', {
      ...suite.opts(),
      body: { invoices: [battery({ invoiceDate: addDays(todayIN(), 2) })] },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatch(/Invoice date .* after today/);
    expect(await tableCounts(suite.h, suite.h.a)).toEqual(before);
  });
});
