// @engines pglite
import { describe, expect, it } from 'vitest';
import { quoteLine } from '../../../packages/api/test/services/billing-fixtures';
import { billingSuite } from './billing-invoices-fixtures';
import { invoiceCount, startTwoShopBilling } from './billing-fixtures';
import { trpcData, trpcError } from './helpers';
import { setSetting } from './gst-fixtures';

/**
 * Issue 29 item 2: a quote becomes one invoice. The invoice names its quote (quoteId), the quote
 * then reads INVOICED with its invoice and the invoice with its quote; a second conversion is
 * refused by the server (the race of two: quote-conversion-race.test.ts); a cancelled invoice
 * frees the quote; a Pending quote past its expiry date reads EXPIRED; a walk-in lead becomes a
 * customer from the conversion. Tenant alpha's catalogue (battery at 18 %, customer "Sunrise RWA"
 * in the shop's state 19); beta has its own.
 */
const suite = billingSuite(async () => {
  const shops = await startTwoShopBilling();
  // The shop's particulars, without which no tax invoice is issued (issue 29 item 1).
  for (const t of [shops.h.a, shops.h.b])
    for (const [k, v] of [
      ['address', '1 Esplanade, Kolkata'],
      ['pinCode', '700069'],
      ['gstin', '19AABCF1234K1Z2'],
    ])
      await setSetting(shops.h, t, k!, v!);
  return { ...shops, cookie: shops.owner };
});
const { opts } = suite;

type Quote = {
  id: string;
  quoteNumber: string;
  status: string;
  displayStatus: string;
  customerId: string | null;
  invoice: { id: string; invoiceNumber: string } | null;
  lines: { hsnCode: string; taxability: string }[];
};
type Invoice = { id: string; invoiceNumber: string; quote: { id: string; quoteNumber: string } };

const newQuote = async (extra: Record<string, unknown> = {}) =>
  trpcData<Quote>(
    await suite.h.trpcMutation(
      'tenant.quotes.create',
      {
        customerId: suite.fx.local.id,
        lines: [quoteLine(suite.fx.battery, '1000', 18)],
        ...extra,
      },
      opts(),
    ),
  );
const getQuote = async (id: string) =>
  trpcData<Quote>(await suite.h.trpcQuery('tenant.quotes.get', { id }, opts()));
/** One battery at ₹1,000 + 18 % (₹1,180.00) to Sunrise RWA, made from `quoteId`. */
const invoiceFrom = (quoteId: string, cookie = suite.cookie, tenant = 'alpha') =>
  suite.h.trpcMutation(
    'tenant.invoices.create',
    {
      billToId: (tenant === 'alpha' ? suite.fx : suite.fxB).local.id,
      lines: [{ productId: (tenant === 'alpha' ? suite.fx : suite.fxB).battery.id, price: '1000' }],
      quoteId,
    },
    { tenant, cookie },
  );
const listStatus = async (status: string) =>
  trpcData<{ data: { id: string; displayStatus: string; invoiceNumber: string | null }[] }>(
    await suite.h.trpcQuery('tenant.quotes.list', { status, pageSize: 100 }, opts()),
  ).data;

describe('a quote becomes one invoice', () => {
  it('marks the quote INVOICED with its invoice, the invoice with its quote; a second conversion is a 409 naming the invoice', async () => {
    const quote = await newQuote();
    expect(quote.displayStatus).toBe('Pending');
    const invoice = trpcData<Invoice>(await invoiceFrom(quote.id));
    expect(invoice.quote).toMatchObject({ id: quote.id, quoteNumber: quote.quoteNumber });

    const after = await getQuote(quote.id);
    // Issue 30: the lines carry their product's HSN and taxability for the invoice drawer.
    expect(after.lines.map((l) => [l.hsnCode, l.taxability])).toEqual([['85076000', 'taxable']]);
    expect(after).toMatchObject({
      status: 'Pending',
      displayStatus: 'Invoiced',
      invoice: { id: invoice.id, invoiceNumber: invoice.invoiceNumber },
    });
    const listed = (await listStatus('Invoiced')).find((q) => q.id === quote.id);
    expect(listed?.invoiceNumber).toBe(invoice.invoiceNumber);
    expect((await listStatus('Pending')).some((q) => q.id === quote.id)).toBe(false);

    // Over REST too: the quote's status and its invoice.
    const rest = await suite.h.rest('GET', `/api/loose-quote?quoteId=${quote.id}`, opts());
    expect(rest.body.data).toMatchObject({
      displayStatus: 'Invoiced',
      invoice: { invoiceNumber: invoice.invoiceNumber },
    });

    const count = await invoiceCount(suite.h, suite.h.a);
    const again = await invoiceFrom(quote.id);
    expect(again.status).toBe(409);
    expect(trpcError(again).message).toContain(
      `Quote ${quote.quoteNumber} is already invoiced as ${invoice.invoiceNumber}`,
    );
    expect(await invoiceCount(suite.h, suite.h.a)).toBe(count);
  });

  it('a cancelled invoice frees its quote, which may be invoiced again', async () => {
    const quote = await newQuote();
    const first = trpcData<Invoice>(await invoiceFrom(quote.id));
    trpcData(
      await suite.h.trpcMutation(
        'tenant.invoices.delete',
        { id: first.id, reason: 'wrong' },
        opts(),
      ),
    );
    expect(await getQuote(quote.id)).toMatchObject({ displayStatus: 'Pending', invoice: null });
    const second = trpcData<Invoice>(await invoiceFrom(quote.id));
    expect((await getQuote(quote.id)).invoice?.invoiceNumber).toBe(second.invoiceNumber);
  });

  it('refuses a rejected quote', async () => {
    const quote = await newQuote({ status: 'Rejected' });
    const reply = await invoiceFrom(quote.id);
    expect(reply.status).toBe(409);
    expect(trpcError(reply).message).toMatch(/is rejected/);
  });
});

describe('expired quotes', () => {
  it('a Pending quote past its expiry date reads EXPIRED (and filters so); it may still be invoiced', async () => {
    const quote = await newQuote({ quoteDate: '2026-04-01', expiryDate: '2026-04-08' });
    const approved = await newQuote({
      quoteDate: '2026-04-01',
      expiryDate: '2026-04-08',
      status: 'Approved',
    });
    expect((await getQuote(quote.id)).displayStatus).toBe('Expired');
    expect((await getQuote(approved.id)).displayStatus).toBe('Approved');
    expect((await listStatus('Expired')).map((q) => q.id)).toContain(quote.id);
    expect((await listStatus('Pending')).map((q) => q.id)).not.toContain(quote.id);
    // The shop may honour an expired quote: the web warns; the server converts it.
    trpcData(await invoiceFrom(quote.id));
    expect((await getQuote(quote.id)).displayStatus).toBe('Invoiced');
  });
});

describe('a walk-in lead becomes a customer from the conversion', () => {
  const lead = {
    customerId: null,
    customerName: 'Walk-in Roy',
    phoneNumber: '9830012345',
    email: 'Roy@Example.test',
    address: '3 Park Street, Kolkata 700016',
    gstin: '19AAACR5055K1Z4',
  };

  it('creates the customer from the quote, links the quote, and the draft fills Bill to', async () => {
    const quote = await newQuote(lead);
    expect(quote.customerId).toBeNull();
    const { customer, created } = trpcData<{
      customer: Record<string, unknown>;
      created: boolean;
    }>(
      await suite.h.trpcMutation(
        'tenant.quotes.customerFromLead',
        { id: quote.id, customer: { address: '3 Park Street, Kolkata' } },
        opts(),
      ),
    );
    expect(created).toBe(true);
    expect(customer).toMatchObject({
      name: 'Walk-in Roy',
      phoneNumber: '9830012345',
      email: 'roy@example.test',
      address: '3 Park Street, Kolkata',
      gstin: '19AAACR5055K1Z4',
      stateCode: 19,
    });
    expect((await getQuote(quote.id)).customerId).toBe(customer.id);
    const draft = trpcData<{ draft: { billToId: string } }>(
      await suite.h.trpcQuery('tenant.quotes.invoiceDraft', { id: quote.id }, opts()),
    );
    expect(draft.draft.billToId).toBe(customer.id);

    // Once a customer, not again; a second lead with the same GSTIN finds that customer.
    const twice = await suite.h.trpcMutation(
      'tenant.quotes.customerFromLead',
      { id: quote.id },
      opts(),
    );
    expect(twice.status).toBe(409);
    const other = await newQuote(lead);
    const found = await suite.h.rest('POST', `/api/loose-quote/${other.id}/customer`, {
      ...opts(),
      body: {},
    });
    expect(found.status, found.text).toBe(201);
    expect(found.body.data).toMatchObject({ created: false, customer: { id: customer.id } });
  });
});

describe('who may, and which shop', () => {
  it('needs approve on quotes to invoice a quote, and create on customers for its lead', async () => {
    const quote = await newQuote({ customerId: null, customerName: 'Lead Sen' });
    await suite.h.createUser(suite.h.a, {
      email: 'invoicer@alpha.test',
      password: 'invoicer-pass-1',
      permissions: [
        { page: 'manage-invoice', permissions: { view: true, create: true } },
        { page: 'manage-quote', permissions: { view: true } },
      ],
    });
    const cookie = await suite.h.login(suite.h.a, 'invoicer@alpha.test', 'invoicer-pass-1');
    const refused = await invoiceFrom(quote.id, cookie);
    expect(refused.status).toBe(403);
    expect(trpcError(refused).message).toMatch(/approve.*manage-quote/);
    const lead = await suite.h.trpcMutation(
      'tenant.quotes.customerFromLead',
      { id: quote.id },
      { tenant: 'alpha', cookie },
    );
    expect(lead.status).toBe(403);
    expect(trpcError(lead).message).toMatch(/manage-customer/);
    expect((await getQuote(quote.id)).customerId).toBeNull();
  });

  it("another shop cannot invoice or convert this shop's quote", async () => {
    const quote = await newQuote({ customerId: null, customerName: 'Lead Das' });
    const crossInvoice = await invoiceFrom(quote.id, suite.ownerB, 'beta');
    expect(crossInvoice.status).toBe(400);
    expect(trpcError(crossInvoice).message).toMatch(/quote does not exist/);
    const crossLead = await suite.h.trpcMutation(
      'tenant.quotes.customerFromLead',
      { id: quote.id },
      { tenant: 'beta', cookie: suite.ownerB },
    );
    expect(crossLead.status).toBe(404);
    expect(await getQuote(quote.id)).toMatchObject({ customerId: null, invoice: null });
  });
});
