// @engines pglite
// Rendering (PDF text): one engine (docs/CONVENTIONS.md, Engines). Issue 30 through the real
// server: a reverse-charge invoice, an export with its shipping bill, a bill of supply, and the
// cities and PINs kept apart from the addresses, as the stored invoice prints them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '@gst/db/client';
import { products } from '@gst/db/schema';
import * as billing from '../../../packages/api/test/services/billing-fixtures';
import { fileIdOf, pdfText, PDFTOTEXT, SHOP_SETTINGS } from './documents-helpers';
import { startHarness, trpcData, type Harness } from './helpers';

let h: Harness;
let cookie: string;
let fx: billing.GstFixture;
let exemptId: string;

const opts = () => ({ tenant: 'alpha', cookie });

beforeAll(async () => {
  h = await startHarness();
  fx = await withTenant(h.database.db, h.a, (tx) => billing.seedGst(tx));
  exemptId = await withTenant(h.database.db, h.a, async (tx) => {
    const [row] = await tx
      .insert(products)
      .values({
        productUniqueId: 'SURVEY-EX',
        productName: 'Site survey under a government scheme',
        productLabel: 'Site survey',
        productHsnCode: '998399',
        gstPercentage: '0',
        productCategory: 'Services',
        taxability: 'exempt',
      })
      .returning();
    if (!row) throw new Error('not seeded');
    return row.id;
  });
  cookie = await h.login(h.a);
  const settings = { ...SHOP_SETTINGS, address: '5 Park Street', city: 'Kolkata', pinCode: '700016' }; // prettier-ignore
  trpcData(await h.trpcMutation('tenant.settings.update', settings, opts()));
});
afterAll(async () => h?.close());

/** A document's PDF, by its REST file link, read as text (whitespace runs as one space). */
async function pdfOf(route: string): Promise<string> {
  const reply = await h.rest('GET', route, opts());
  expect(reply.status, reply.text).toBe(200);
  const file = await h.inject('GET', `/files/${fileIdOf(reply.body.data.fileLink)}`, opts());
  expect(file.status).toBe(200);
  return pdfText(file.raw.rawPayload);
}

let reverseChargeLineId = '';

/** The invoice created, its PDF fetched and read. */
async function invoicePdf(input: Record<string, unknown>): Promise<string> {
  const invoice = trpcData<{ id: string; lines: { id: string }[] }>(
    await h.trpcMutation('tenant.invoices.create', { invoiceDate: '2026-11-21', ...input }, opts()),
  );
  if (input.reverseCharge) reverseChargeLineId = invoice.lines[0]?.id ?? '';
  return pdfOf(`/api/invoice-file/${invoice.id}`);
}

describe.skipIf(!PDFTOTEXT)('issue 30 on the invoice PDF', () => {
  it('reverse charge: Yes, the tax as the recipient’s, the amount payable without it; the typed delivery address with its city and PIN', async () => {
    // 1 battery at 65,000 and 18 % within West Bengal: CGST = SGST = 5,850.00, tax 11,700.00
    // paid by the recipient; the amount payable is 65,000.00.
    const text = await invoicePdf({
      billToId: fx.local.id,
      reverseCharge: true,
      deliveryAddress: {
        name: 'Sunrise RWA - Pump House',
        address: 'Plot 9, Rajarhat Main Road',
        stateCode: 19,
        pinCode: '700156',
        city: 'New Town',
      },
      lines: [{ productId: fx.battery.id, quantity: 1, price: '65000' }],
    });
    expect(text).toContain('Tax payable on reverse charge: Yes');
    expect(text).toContain('Tax payable by recipient ₹11,700.00');
    expect(text).toContain('Amount Payable ₹65,000.00');
    expect(text).toContain('Sixty Five Thousand Rupees Only');
    expect(text).toContain('Plot 9, Rajarhat Main Road, New Town - 700156');
    // The shop's address from its settings: street, then the city and PIN (issue 30).
    expect(text).toContain('5 Park Street, Kolkata - 700016');
  });

  it('a credit note on the reverse-charge invoice credits the taxable value; the tax stays the recipient’s', async () => {
    // 5,000 off the battery's price at 18 %: CGST = SGST = 450.00, the recipient's; credited 5,000.
    const note = trpcData<{ id: string }>(
      await h.trpcMutation(
        'tenant.creditNotes.create',
        {
          noteDate: '2026-11-22',
          reason: 'post-sale-discount',
          lines: [{ invoiceLineId: reverseChargeLineId, taxableValue: '5000' }],
        },
        opts(),
      ),
    );
    const text = await pdfOf(`/api/credit-note-file/${note.id}`);
    expect(text).toContain('Tax payable on reverse charge: Yes');
    expect(text).toContain('Tax payable by recipient ₹900.00');
    expect(text).toContain('Total credited ₹5,000.00');
    expect(text).toContain('not included in the amount credited.');
  });

  it('a note prints its buyer’s city and PIN from the customer record when the address lacks them', async () => {
    // A Salt Lake buyer whose address line names neither its city nor its PIN.
    const buyer = trpcData<{ id: string }>(
      await h.trpcMutation(
        'tenant.customers.create',
        {
          name: 'Sector Five Offices',
          stateCode: 19,
          address: 'Block EP, Sector V',
          city: 'Bidhannagar',
          pinCode: '700091',
        },
        opts(),
      ),
    );
    const invoice = trpcData<{ id: string; lines: { id: string }[] }>(
      await h.trpcMutation(
        'tenant.invoices.create',
        {
          invoiceDate: '2026-11-21',
          billToId: buyer.id,
          lines: [{ productId: fx.battery.id, quantity: 1, price: '65000' }],
        },
        opts(),
      ),
    );
    const note = trpcData<{ id: string }>(
      await h.trpcMutation(
        'tenant.creditNotes.create',
        {
          noteDate: '2026-11-22',
          reason: 'post-sale-discount',
          lines: [{ invoiceLineId: invoice.lines[0]!.id, taxableValue: '1000' }],
        },
        opts(),
      ),
    );
    const text = await pdfOf(`/api/credit-note-file/${note.id}`);
    expect(text).toContain('Block EP, Sector V, Bidhannagar - 700091');
  });

  it('an export prints the country of destination, port code and shipping bill', async () => {
    const text = await invoicePdf({
      billToId: fx.exporter.id,
      supplyType: 'WOPAY',
      exportDetails: {
        countryCode: 'AE',
        portCode: 'INMAA1',
        shippingBillNumber: '4123456',
        shippingBillDate: '2026-11-25',
      },
      lines: [{ productId: fx.battery.id, quantity: 1, price: '65000' }],
    });
    expect(text).toContain('Country of Destination: United Arab Emirates (AE)');
    expect(text).toContain('Port Code: INMAA1');
    expect(text).toContain('Shipping Bill No.: 4123456 dated 25 Nov 2026');
    expect(text).toContain('Tax payable on reverse charge: No');
  });

  it('an exempt product makes a bill of supply whose line says Exempt', async () => {
    const text = await invoicePdf({
      billToId: fx.walkIn.id,
      lines: [{ productId: exemptId, quantity: 1, price: '1500' }],
    });
    expect(text).toContain('BILL OF SUPPLY');
    expect(text).not.toContain('TAX INVOICE');
    expect(text).toContain('GST Exempt');
    expect(text).toContain('Grand Total ₹1,500.00');
  });
});
