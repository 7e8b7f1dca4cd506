// @engines pglite
// Validation only (strict inputs refused before any SQL): one engine (docs/CONVENTIONS.md, Engines).
import { describe, expect, it } from 'vitest';
import { productInput, tableCounts } from './catalogue-fixtures';
import { customerInput } from './helpers';
import { expect400, quoteInput, strictInputsSuite } from './strict-inputs-fixtures';

/**
 * Issue 19, "What an attacker found" 1 and 3: unknown keys in create and update inputs (tRPC) and
 * in REST records are a 400 naming them, and nothing is written; a spec record's server-assigned
 * fields are dropped, its _id still updates.
 */
const { suite, as, asMaster, invoiceInput } = strictInputsSuite();

describe('unknown keys on create and update are a 400 naming them; nothing is written', () => {
  const cases: [string, () => unknown, string][] = [
    ['tenant.customers.create', () => customerInput('Strict C', { bogus: 1 }), '"bogus"'],
    [
      'tenant.customers.update',
      () => ({ ...customerInput('Strict C'), id: suite.fx.local.id, createdAt: '2020-01-01' }),
      '"createdAt"',
    ],
    [
      'tenant.products.create',
      () => productInput('STRICT-1', { productMetaData: {} }),
      '"productMetaData"',
    ],
    [
      'tenant.products.update',
      () => ({ ...productInput('STRICT-2'), id: suite.fx.module.id, isDeleted: true }),
      '"isDeleted"',
    ],
    [
      'tenant.items.create',
      () => ({
        productId: suite.fx.module.id,
        serialNo: 'STRICT-S',
        soldToInvoice: suite.invoiceId,
      }),
      '"soldToInvoice"',
    ],
    [
      'tenant.items.update',
      () => ({
        id: suite.fx.moduleSerials[0],
        productId: suite.fx.module.id,
        serialNo: 'M-1000',
        sold: true,
      }),
      '"sold"',
    ],
    [
      'tenant.invoices.create',
      () => invoiceInput({ invoiceNumber: 'INV-HACK' }),
      '"invoiceNumber"',
    ],
    [
      'tenant.invoices.create',
      () =>
        invoiceInput({
          lines: [{ productId: suite.fx.battery.id, quantity: 1, price: '100', gst: 0 }],
        }),
      'lines.0: Unrecognized key: "gst"',
    ],
    [
      'tenant.invoices.update',
      () => invoiceInput({ id: suite.invoiceId, totalAmount: '1' }),
      '"totalAmount"',
    ],
    ['tenant.quotes.create', () => quoteInput({ quoteNumber: 'Q-HACK' }), '"quoteNumber"'],
    [
      'tenant.quotes.update',
      () => quoteInput({ id: suite.quoteId, tenantId: 'beta' }),
      '"tenantId"',
    ],
    [
      'tenant.payments.create',
      () => ({ customerId: suite.fx.local.id, amount: '10', mode: 'cash', receiptNumber: 'R-1' }),
      '"receiptNumber"',
    ],
    [
      'tenant.users.create',
      () => ({ name: 'S', email: 's@alpha.test', password: 'strict-pass-1', isOwner: true }),
      '"isOwner"',
    ],
    [
      'tenant.users.update',
      () => ({ id: suite.ownerId, name: 'S', email: suite.h.a.owner.email, passwordHash: 'x' }),
      '"passwordHash"',
    ],
    ['tenant.settings.update', () => ({ shopName: 'X', bogusSetting: 1 }), '"bogusSetting"'],
    ['tenant.apiKeys.create', () => ({ name: 'k', expiresAt: '2099-01-01' }), '"expiresAt"'],
    ['tenant.dashboard.get', () => ({ startDate: '2024-01-01', tenant: 'beta' }), '"tenant"'],
  ];

  it.each(cases)('tRPC %s refuses %#', async (path, input, named) => {
    const before = await tableCounts(suite.h, suite.h.a);
    const reply = path.endsWith('.get')
      ? await suite.h.trpcQuery(path, input(), as())
      : await suite.h.trpcMutation(path, input(), as());
    expect400(reply, 'Unrecognized key', named);
    expect(await tableCounts(suite.h, suite.h.a)).toEqual(before);
  });

  it('master: tenant update with an unknown key is a 400 naming it', async () => {
    expect400(
      await suite.h.trpcMutation(
        'master.tenants.update',
        { id: suite.h.a.id, schemaName: 'beta' },
        asMaster(),
      ),
      'Unrecognized key: "schemaName"',
    );
  });

  it('REST bodies: unknown keys in a record are a 400 naming them', async () => {
    expect400(
      await suite.h.rest('POST', '/api/customer', {
        ...as(),
        body: { customers: [customerInput('Strict REST', { bogus: 1 })] },
      }),
      'Unrecognized key: "bogus"',
    );
    expect400(
      await suite.h.rest('PATCH', '/api/product', {
        ...as(),
        body: { products: [{ ...productInput('STRICT-3'), _id: suite.fx.module.id, hacked: 1 }] },
      }),
      'Unrecognized key: "hacked"',
    );
    expect400(
      await suite.h.rest('POST', '/api/loose-quote', {
        ...as(),
        body: { quotes: [quoteInput({ approvedBy: 'owner' })] },
      }),
      'Unrecognized key: "approvedBy"',
    );
    expect400(
      await suite.h.rest('POST', '/api/invoice', {
        ...as(),
        body: { invoices: [{ ...invoiceInput(), grandTotal: '1.00' }] },
      }),
      'Unrecognized key: "grandTotal"',
    );
    expect400(
      await suite.h.rest('POST', '/api/invoice', {
        ...as(),
        body: {
          invoices: [
            {
              billTo: suite.fx.local.id,
              products: [{ product: suite.fx.battery.id, price: '100', gst: 0 }],
            },
          ],
        },
      }),
      'products.0: Unrecognized key: "gst"',
    );
    expect400(
      await suite.h.rest('POST', '/api/user', {
        ...as(),
        body: { name: 'S', email: 's2@alpha.test', password: 'strict-pass-1', isOwner: true },
      }),
      'Unrecognized key: "isOwner"',
    );
  });

  it("REST: a spec record's server-assigned fields (number, totals, timestamps) are left out", async () => {
    const quote = await suite.h.rest('PATCH', '/api/loose-quote', {
      ...as(),
      body: {
        quotes: [
          quoteInput({
            _id: suite.quoteId,
            quoteNumber: 'Q-IGNORED',
            year: 1999,
            createdAt: '2020-01-01T00:00:00Z',
            updatedAt: '2020-01-01T00:00:00Z',
          }),
        ],
      },
    });
    expect(quote.status, quote.text).toBe(200);
    expect(quote.body.data.quoteNumber).not.toBe('Q-IGNORED');
    const invoice = await suite.h.rest('PATCH', '/api/invoice', {
      ...as(),
      body: {
        invoices: [
          {
            _id: suite.invoiceId,
            invoiceNumber: 'INV-IGNORED',
            totalAmount: '1.00',
            createdAt: '2020-01-01T00:00:00Z',
            billTo: suite.fx.local.id,
            products: [{ product: suite.fx.battery.id, quantity: 1, price: '100' }],
          },
        ],
      },
    });
    expect(invoice.status, invoice.text).toBe(200);
    expect(invoice.body.data.invoiceNumber).not.toBe('INV-IGNORED');
    const product = await suite.h.rest('PATCH', '/api/product', {
      ...as(),
      body: {
        products: [{ ...productInput('MOD-540'), _id: suite.fx.module.id, productMetaData: {} }],
      },
    });
    expect(product.status, product.text).toBe(200);
  });

  it('REST: records that carry their _id (the spec clients send them back) still update', async () => {
    const reply = await suite.h.rest('PATCH', '/api/customer', {
      ...as(),
      body: { customers: [{ ...customerInput('Local Renamed'), _id: suite.fx.local.id }] },
    });
    expect(reply.status, reply.text).toBe(200);
  });
});
