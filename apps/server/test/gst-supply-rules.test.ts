// @engines pglite
// The REST edge of issue 30's fields: envelopes and round trips, one engine (the figures and
// refusals are tested on the verbs in packages/api/test/services/invoices-supply-rules.test.ts).
import { describe, expect, it } from 'vitest';
import { gstSuite } from './gst-fixtures';

/**
 * Issue 30 over REST: a product's taxability and its rate rule, a customer's city, and an
 * invoice's reverse charge, export details and typed delivery address (bill-to-ship-to).
 */
const suite = gstSuite();

describe('products: taxability', () => {
  const product = (uid: string, extra: Record<string, unknown>) => ({
    productUniqueID: uid,
    productName: `Product ${uid}`,
    productLabel: `Label ${uid}`,
    productHSNCode: '1006',
    ...extra,
  });

  it('saves and returns a nil-rated product; refuses one with a GST rate', async () => {
    const created = await suite.h.rest('POST', '/api/product', {
      ...suite.opts(),
      body: { products: [product('NIL-1', { taxability: 'Nil rated', gstPercentage: 0 })] },
    });
    expect(created.status, created.text).toBe(201);
    const id = created.body.data[0]._id as string;
    const one = await suite.h.rest('GET', `/api/product?productId=${id}`, suite.opts());
    expect(one.body.data).toMatchObject({ taxability: 'nil-rated', gstPercentage: 0 });
    const refused = await suite.h.rest('POST', '/api/product', {
      ...suite.opts(),
      body: { products: [product('EX-5', { taxability: 'exempt', gstPercentage: 5 })] },
    });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('Exempt products carry no GST: set the GST rate to 0');
  });
});

describe('customers: city', () => {
  it('round-trips the city of the address and of a shipping address', async () => {
    const created = await suite.h.rest('POST', '/api/customer', {
      ...suite.opts(),
      body: {
        customers: [
          {
            name: 'Howrah Cold Chain',
            address: '3 GT Road',
            city: 'Howrah',
            pinCode: '711101',
            shippingAddresses: [
              {
                label: 'Depot',
                address: '9 NH-16',
                stateCode: 19,
                pinCode: '711302',
                city: 'Uluberia',
              },
            ],
          },
        ],
      },
    });
    expect(created.status, created.text).toBe(201);
    const id = created.body.data[0]._id as string;
    const one = await suite.h.rest('GET', `/api/customer?customerId=${id}`, suite.opts());
    expect(one.body.data).toMatchObject({
      city: 'Howrah',
      shippingAddresses: [{ label: 'Depot', city: 'Uluberia' }],
    });
  });
});

describe('invoices: reverse charge, bill-to-ship-to and export details', () => {
  it('a reverse-charge invoice to Gujarat, goods typed to Mumbai: PoS 24, total without IGST', async () => {
    // Bill-to Patel Textiles (Gujarat, 24, registered); goods to a typed Mumbai (27) address.
    // IGST Act s.10(1)(b): the place of supply is the bill-to's state, 24; 24 ≠ 19, so IGST.
    // 1 battery at ₹10,000, 18 %: IGST ₹1,800, payable by the recipient under reverse charge;
    // the shop is owed ₹10,000.
    const reply = await suite.h.rest('POST', '/api/invoice', {
      ...suite.opts(),
      body: {
        invoices: [
          {
            invoiceDate: '2025-10-10',
            billToId: suite.fx.remote.id,
            reverseCharge: true,
            deliveryAddress: {
              name: 'Warehouse',
              address: '4 Dock Road',
              stateCode: 27,
              pinCode: '400001',
              city: 'Mumbai',
            },
            lines: [{ productId: suite.fx.battery.id, quantity: 1, price: '10000' }],
          },
        ],
      },
    });
    expect(reply.status, reply.text).toBe(201);
    const id = reply.body.data._id ?? reply.body.data.id;
    const one = await suite.h.rest('GET', `/api/invoice?invoiceId=${id}`, suite.opts());
    expect(one.body.data).toMatchObject({
      placeOfSupply: 24,
      reverseCharge: true,
      igstAmount: '1800.00',
      totalAmount: '10000.00',
      deliveryAddress: { stateCode: 27, pinCode: '400001', city: 'Mumbai' },
    });
  });

  it('saves export details on an export and refuses them, as {error}, for a buyer in India', async () => {
    const exportDetails = {
      countryCode: 'AE',
      portCode: 'INCCU1',
      shippingBillNumber: '1234567',
      shippingBillDate: '2025-10-12',
    };
    const reply = await suite.h.rest('POST', '/api/invoice', {
      ...suite.opts(),
      body: {
        invoices: [
          {
            invoiceDate: '2025-10-10',
            billToId: suite.fx.exporter.id,
            supplyType: 'WOPAY',
            exportDetails,
            lines: [{ productId: suite.fx.module.id, quantity: 2, price: '12000' }],
          },
        ],
      },
    });
    expect(reply.status, reply.text).toBe(201);
    const id = reply.body.data._id ?? reply.body.data.id;
    const one = await suite.h.rest('GET', `/api/invoice?invoiceId=${id}`, suite.opts());
    expect(one.body.data).toMatchObject({ exportDetails, totalAmount: '24000.00' });
    const refused = await suite.h.rest('POST', '/api/invoice', {
      ...suite.opts(),
      body: {
        invoices: [
          {
            invoiceDate: '2025-10-10',
            billToId: suite.fx.local.id,
            exportDetails,
            lines: [{ productId: suite.fx.module.id, quantity: 1, price: '12000' }],
          },
        ],
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(
      'Export details apply only to an export: the bill-to customer is not abroad (state code 96)',
    );
  });
});
