import { describe, expect, it } from 'vitest';
import { invoiceDocument, REVERSE_CHARGE_LINE } from '../src/pdf/invoice';
import { renderInThread } from '../src/pdf/render';
import { invoiceSample, longInvoiceSample, SHOP } from './fixtures/samples';
import { flat, numberedPages, textOf } from './pdf-text';

async function render(data: ReturnType<typeof invoiceSample>) {
  const bytes = await renderInThread(invoiceDocument(data));
  expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
  return bytes;
}

/** Rule 46 fields every invoice must carry, read back from the PDF. */
function expectMandatoryFields(text: string, data: ReturnType<typeof invoiceSample>) {
  const f = flat(text);
  // (a) supplier name, address, GSTIN
  expect(f).toContain(SHOP.name);
  expect(f).toContain('12 B, Rash Behari Avenue, Gariahat, Kolkata');
  expect(f).toContain(`GSTIN: ${SHOP.gstin}`);
  // (b), (c) number and date
  expect(f).toContain(`Invoice No.: ${data.invoiceNumber}`);
  expect(f).toContain('Invoice Date: 21 Nov 2026');
  // (d), (e) recipient name, address, GSTIN, state name and code
  expect(f).toContain(data.billTo.name);
  expect(f).toContain(`GSTIN: ${data.billTo.gstin}`);
  // (g)–(i) HSN, description, quantity and unit
  expect(f).toContain('85414300');
  expect(f).toContain('Mono PERC 540 Wp Solar Module');
  expect(f).toContain('NOS');
  // serial numbers
  expect(f).toContain('S/N: M-1000, M-1001');
  // (p) reverse charge, (q) signature block
  expect(f).toContain(REVERSE_CHARGE_LINE);
  expect(f).toContain('Authorised Signatory');
  expect(f).toContain(`For ${SHOP.name}`);
  // transport, bank, terms, topText
  expect(f).toContain('Transport Mode: Road');
  expect(f).toContain('Vehicle No.: WB02AK4417');
  expect(f).toContain('A/c No.: 38291746502');
  expect(f).toContain('IFSC: SBIN0001234');
  expect(f).toContain('Goods once sold will not be taken back.');
  expect(f).toContain('MNRE empanelled vendor');
  expect(f).toContain('Tax Summary');
  expect(f).toContain('Page 1 of 1');
}

/** The invoice rendered and its mandatory fields checked; its text, also flattened. */
async function checkedText(
  ctx: Parameters<typeof textOf>[0],
  data: ReturnType<typeof invoiceSample>,
) {
  const text = textOf(ctx, await render(data));
  expectMandatoryFields(text, data);
  return { text, f: flat(text) };
}

describe('tax invoice PDF', () => {
  it('intra-state, Default style: CGST + SGST per line and in total, words, ₹', async (ctx) => {
    const { f } = await checkedText(ctx, invoiceSample());
    expect(f).toContain('TAX INVOICE');
    expect(f).toContain('Place of Supply: West Bengal (19)');
    expect(f).toContain('State: West Bengal (19)');
    expect(f).toContain('CGST (₹)');
    expect(f).toContain('SGST (₹)');
    expect(f).not.toContain('IGST');
    // line 1: 6 × 13,250 = 79,500 taxable, 5% → 1,987.50 + 1,987.50
    expect(f).toMatch(/79,500\.00 1,987\.50 1,987\.50 83,475\.00/);
    expect(f).toContain('@ 2.5%');
    expect(f).toContain('@ 9%');
    // totals: taxable 1,78,000; CGST = SGST = 8,350; total 1,94,700
    expect(f).toMatch(/Total 1,78,000\.00 8,350\.00 8,350\.00 1,94,700\.00/);
    expect(f).toContain('Taxable Amount ₹1,78,000.00');
    expect(f).toContain('CGST ₹8,350.00');
    expect(f).toContain('SGST ₹8,350.00');
    expect(f).toContain('Total Tax ₹16,700.00');
    expect(f).toContain('Grand Total ₹1,94,700.00');
    expect(f).toContain('One Lakh Ninety Four Thousand Seven Hundred Rupees Only');
    // Default style has no capacity column
    expect(f).not.toContain('Capacity');
  });

  it('inter-state, KW style: IGST only, place of supply, delivery address, kW', async (ctx) => {
    const { text, f } = await checkedText(ctx, invoiceSample({ style: 'kw', interState: true }));
    expect(f).toContain('Place of Supply: Gujarat (24)');
    expect(f).toContain('State: Gujarat (24)');
    expect(f).toContain('DELIVERY ADDRESS');
    expect(f).toContain('Survey 118, Sanand');
    expect(f).toContain('IGST (₹)');
    expect(f).not.toMatch(/CGST|SGST/);
    expect(f).toContain('@ 18%');
    expect(f).toMatch(/Total 3\.24 1,78,000\.00 16,700\.00 1,94,700\.00/);
    expect(f).toContain('IGST ₹16,700.00');
    expect(f).toContain('Grand Total ₹1,94,700.00');
    expect(f).toContain('One Lakh Ninety Four Thousand Seven Hundred Rupees Only');
    // capacity-led: kW per line, total kW, price per kW
    expect(text).toMatch(/Capacity\s/);
    expect(f).toContain('System Capacity: 3.24 kWp');
    expect(f).toContain('System capacity: 3.24 kWp');
    expect(f).toContain('Price per kWp (all items, with tax): ₹60,092.59');
  });

  it('UTGST replaces SGST inside a Union Territory without a legislature', async (ctx) => {
    const base = invoiceSample();
    const data = {
      ...base,
      shop: { ...SHOP, stateCode: 4 },
      placeOfSupply: 4,
      taxKind: 'CGST_UTGST' as const,
      totals: { ...base.totals, utgst: base.totals.sgst, sgst: '0.00' },
    };
    const f = flat(textOf(ctx, await render(data)));
    expect(f).toContain('UTGST (₹)');
    expect(f).toContain('UTGST ₹8,350.00');
    expect(f).not.toContain('SGST');
  });

  it('a long invoice breaks across pages with the header row repeated and page numbers', async (ctx) => {
    const data = longInvoiceSample();
    const bytes = await render(data);
    const list = numberedPages(
      ctx,
      bytes,
      ['Description of Goods', 'Taxable Value (₹)'],
      `Tax Invoice ${data.invoiceNumber} dated 21 Nov 2026 (continued)`,
    );
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(flat(list[1] ?? '')).toContain('Page 2 of');
    const last = flat(list.at(-1) ?? '');
    expect(last).toContain('Grand Total ₹9,73,875.00');
    expect(last).toContain(
      'Nine Lakh Seventy Three Thousand Eight Hundred Seventy Five Rupees Only',
    );
    // every one of the 70 lines is there once
    const all = flat(list.join(' '));
    const missing = Array.from({ length: 70 }, (_, i) => `S/N: M-${5000 + i}`).filter(
      (serial) => !all.includes(serial),
    );
    expect(missing).toEqual([]);
  });

  it('text never runs outside its cell: a very long description wraps', async (ctx) => {
    const base = invoiceSample();
    const long = 'Bifacial dual-glass module with anodised frame and extended cable '.repeat(4);
    const data = {
      ...base,
      lines: [{ ...base.lines[0]!, description: long }, ...base.lines.slice(1)],
    };
    const text = textOf(ctx, await render(data));
    // pdftotext -layout keeps columns: no output line is wider than the page allows
    for (const line of text.split('\n')) expect(line.length).toBeLessThan(200);
    expect(flat(text)).toContain('extended cable');
  });

  it('keeps crore-sized amounts on one line in their cells (they shrink instead)', async (ctx) => {
    const base = invoiceSample({ style: 'kw' });
    const line = {
      ...base.lines[0]!,
      quantity: '1000',
      rate: '9999999.00',
      taxableValue: '9999999000.00',
      taxAmount: '499999950.00',
      cgst: '249999975.00',
      sgst: '249999975.00',
    };
    const data = {
      ...base,
      lines: [line, line],
      taxSplit: [
        {
          rate: '5.00',
          taxableValue: '19999998000.00',
          cgst: '499999950.00',
          sgst: '499999950.00',
          utgst: '0.00',
          igst: '0.00',
        },
      ],
      totals: {
        ...base.totals,
        taxableAmount: '19999998000.00',
        cgst: '499999950.00',
        sgst: '499999950.00',
        totalTax: '999999900.00',
        total: '20999997900.00',
      },
    };
    const f = flat(textOf(ctx, await render(data)));
    for (const value of ['9,99,99,99,000.00', '24,99,99,975.00', '10,49,99,98,950.00']) {
      expect(f).toContain(value);
    }
    expect(f).toContain('Grand Total ₹20,99,99,97,900.00');
    expect(f).toContain('Twenty Arab Ninety Nine Crore');
  });

  it('skips image formats a PDF cannot embed instead of failing', async () => {
    const webp = 'data:image/webp;base64,UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==';
    const data = {
      ...invoiceSample(),
      shop: { ...SHOP, images: { shopLogo: webp, partnerLogo: '', signature: '' } },
    };
    const task = invoiceDocument(data);
    expect(task.doc.images).toEqual({});
    await render(data);
  });
});
