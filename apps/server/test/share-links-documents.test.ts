// @engines pglite postgres
// Requests within one shop's schema: no Citus round (the rule in scripts/test-engines.mjs).
import { describe, expect, it } from 'vitest';
import { fileSuite, trpcData } from './helpers';
import { linksOf, share, startShareShops, visitor } from './share-links-fixtures';

/** Share links of a quote and of a customer statement (issue 34): what each page shows. */
const s = fileSuite(startShareShops, ({ h }) => h.close());
const asOwner = () => ({ tenant: 'alpha', cookie: s.owner });

const page = (token: string, opts = visitor()) => s.h.rest('GET', `/public/share/${token}`, opts);
const pdf = (token: string, opts = visitor()) =>
  s.h.rest('GET', `/public/share/${token}/pdf`, opts);

describe('quote and statement links', () => {
  it('a quote shows its lines, totals and whether it is still valid; no QR (it is not a bill)', async () => {
    const quote = trpcData<{ id: string; quoteNumber: string }>(
      await s.h.trpcMutation(
        'tenant.quotes.create',
        {
          quoteDate: '2025-11-21',
          expiryDate: '2099-12-31',
          customerName: 'Quote Buyer',
          phoneNumber: '9830011111',
          lines: [
            {
              productId: s.fx.battery.id,
              productName: 'Li-ion battery 5 kWh',
              quantity: 2,
              price: '10000',
              gstPercentage: 18,
            },
          ],
        },
        asOwner(),
      ),
    );
    const link = await share(s.h, { kind: 'quote', documentId: quote.id }, asOwner());
    const reply = await page(link.token);
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.data.document).toMatchObject({
      kind: 'quote',
      number: quote.quoteNumber,
      status: 'valid',
      customer: { name: 'Quote Buyer' },
    });
    expect(reply.body.data.document.upi).toBeUndefined();
    const file = await pdf(link.token);
    expect(file.status, file.text).toBe(200);
    expect(file.raw.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { recipient } = await linksOf(s.h, { kind: 'quote', documentId: quote.id }, asOwner());
    expect(recipient).toMatchObject({ customerName: 'Quote Buyer', phone: '9830011111' });
  });

  it("a statement shows the customer's account for its period with the UPI QR for the balance", async () => {
    const remote = s.fx.remote.id;
    // Patel Textiles, Gujarat: 1,000 + 18 % IGST = 1,180.00, nothing received.
    trpcData(
      await s.h.trpcMutation(
        'tenant.invoices.create',
        {
          invoiceDate: '2025-06-10',
          billToId: remote,
          lines: [{ productId: s.fx.battery.id, quantity: 1, price: '1000' }],
        },
        asOwner(),
      ),
    );
    const period = { periodFrom: '2025-04-01', periodTo: '2026-03-31' };
    const link = await share(s.h, { kind: 'statement', customerId: remote, ...period }, asOwner());
    const reply = await page(link.token);
    expect(reply.status, reply.text).toBe(200);
    const doc = reply.body.data.document;
    expect(doc).toMatchObject({
      kind: 'statement',
      customer: { name: 'Patel Textiles' },
      from: '2025-04-01',
      to: '2026-03-31',
      opening: '0.00',
      closing: '1180.00',
      amountDue: '1180.00',
    });
    expect(doc.lines).toHaveLength(1);
    expect(doc.upi.link).toBe(
      'upi://pay?pa=alpha.solar@okaxis&pn=Alpha%20Solar&am=1180.00&cu=INR&tn=Statement%202025-04-01%20to%202026-03-31',
    );
    const file = await pdf(link.token);
    expect(file.status, file.text).toBe(200);
    expect(String(file.raw.headers['content-disposition'])).toMatch(
      /Statement-Patel Textiles-2025-04-01-2026-03-31.pdf/,
    );
    // Another period is another link.
    const other = await share(
      s.h,
      { kind: 'statement', customerId: remote, periodFrom: '2025-04-01', periodTo: '2025-09-30' },
      asOwner(),
    );
    expect(other.token).not.toBe(link.token);
  });
});
