import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { quoteDocument } from '../src/pdf/quote';
import { renderInThread } from '../src/pdf/render';
import { addYears, warrantyCertificate, warrantyCertificates } from '../src/pdf/warranty';
import { safeFileName, zipFiles } from '../src/zip';
import { QUOTE } from './fixtures/quote-samples';
import { SHOP, WARRANTY } from './fixtures/samples';
import { flat, pdfText, PDFTOTEXT, textOf } from './pdf-text';

describe('quotation PDF', () => {
  it('carries validity, demand, installation, tax, discount, totals and terms', async (ctx) => {
    const f = flat(textOf(ctx, await renderInThread(quoteDocument(QUOTE))));
    expect(f).toContain('QUOTATION');
    expect(f).toContain('Quotation No.: QT/26-27/0107');
    expect(f).toContain('Valid Until: 28 Nov 2026');
    expect(f).toContain('Power Demand: 5 kW');
    expect(f).toContain('Installation: Included');
    expect(f).toContain('Tax: GST charged as shown');
    expect(f).toContain(QUOTE.customer.name);
    expect(f).toContain(SHOP.name);
    // 10 × 13,250 = 1,32,500 + 5% = 6,625 as CGST 3,312.50 + SGST 3,312.50
    expect(f).toMatch(/1,32,500\.00 5% 3,312\.50 3,312\.50 1,39,125\.00/);
    expect(f).toContain('Amount before tax ₹2,17,000.00');
    expect(f).toContain('CGST ₹7,537.50');
    expect(f).toContain('Discount - ₹2,500.00');
    // typed total 2,85,000 − computed 2,29,575
    expect(f).toContain('Installation and other charges ₹55,425.00');
    expect(f).toContain('Total ₹2,85,000.00');
    expect(f).toContain('Two Lakh Eighty Five Thousand Rupees Only');
    expect(f).toContain('50% advance with the order');
    expect(f).toContain('Page 1 of 1');
  });

  it('a proforma invoice says it is not a tax invoice; computed total without installation', async (ctx) => {
    const data = {
      ...QUOTE,
      quoteType: 'Proforma Invoice' as const,
      isInstallationRequired: false,
      taxIncluded: true,
      totalAmount: '229575.00',
    };
    const f = flat(textOf(ctx, await renderInThread(quoteDocument(data))));
    expect(f).toContain('PROFORMA INVOICE');
    expect(f).toContain('Proforma No.: QT/26-27/0107');
    expect(f).toContain('Installation: Not included');
    expect(f).toContain('Tax: Prices include GST');
    expect(f).toContain('Total ₹2,29,575.00');
    expect(f).toContain('not a tax invoice');
  });
});

describe('warranty certificates', () => {
  it('adds warranty years to the invoice date', () => {
    expect(addYears('2026-11-21', '12')).toBe('2038-11-21');
    expect(addYears('2028-02-29', '1')).toBe('2029-02-28');
    expect(addYears('2026-01-31', '2.5')).toBe('2028-07-31');
    expect(addYears('2026-08-31', '0.5')).toBe('2027-02-28');
  });

  it('names shop, customer, invoice, product, serial and both warranties with end dates', async (ctx) => {
    const item = WARRANTY.items[0]!;
    const f = flat(textOf(ctx, await renderInThread(warrantyCertificate(WARRANTY, item))));
    expect(f).toContain('WARRANTY CERTIFICATE');
    expect(f).toContain(SHOP.name);
    expect(f).toContain(WARRANTY.customer.name);
    expect(f).toContain('Tax Invoice SS/26-27/0042');
    expect(f).toContain('21 Nov 2026');
    expect(f).toContain('Mono PERC 540 Wp Solar Module');
    expect(f).toContain('Serial No. M-1000');
    expect(f).toMatch(/Product warranty 12 years 21 Nov 2026 21 Nov 2038/);
    expect(f).toMatch(/Output \(performance\) warranty 30 years 21 Nov 2026 21 Nov 2056/);
  });

  it('an item without an output warranty says so', async (ctx) => {
    const f = flat(
      textOf(ctx, await renderInThread(warrantyCertificate(WARRANTY, WARRANTY.items[1]!))),
    );
    expect(f).toMatch(/Product warranty 8 years 21 Nov 2026 21 Nov 2034/);
    expect(f).toMatch(/Output \(performance\) warranty Not applicable/);
  });

  it('zips exactly one certificate per serial, named by serial number', async () => {
    const certificates = warrantyCertificates(WARRANTY);
    const files = await Promise.all(
      certificates.map(async ({ name, task }) => ({
        name: `${name}.pdf`,
        bytes: await renderInThread(task),
      })),
    );
    const unzipped = unzipSync(zipFiles(files));
    expect(Object.keys(unzipped).sort()).toEqual(['I-2000.pdf', 'M-1000.pdf']);
    for (const bytes of Object.values(unzipped)) {
      expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    }
    if (PDFTOTEXT) expect(flat(pdfText(unzipped['M-1000.pdf']!))).toContain('Serial No. M-1000');
  });

  it('keeps zip names safe and unique', () => {
    const bytes = new Uint8Array([1]);
    const names = Object.keys(
      unzipSync(
        zipFiles([
          { name: 'A/1.pdf', bytes },
          { name: 'A/1.pdf', bytes },
          { name: '../x\u0000.pdf', bytes },
        ]),
      ),
    );
    expect(names).toEqual(['A-1.pdf', 'A-1 (2).pdf', '-x-.pdf']);
    expect(safeFileName('...')).toBe('file');
  });
});
