import { mkdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  gstr3bPayment,
  monthsBetween,
  outwardHsnReport,
  taxLiabilityMonth,
  taxLiabilityTotals,
  type ReturnDocument,
} from '@gst/domain';
import { hsnSummaryDocument, taxLiabilityDocument } from '../src/pdf/gst-reports';
import { renderInThread } from '../src/pdf/render';
import { flat, pdfPageCount, textOf } from './pdf-text';

const out = (name: string, bytes: Uint8Array) => {
  if (!process.env.REGISTER_PDF_OUT) return;
  mkdirSync(process.env.REGISTER_PDF_OUT, { recursive: true });
  writeFileSync(`${process.env.REGISTER_PDF_OUT}/${name}.pdf`, bytes);
};

/** 40 invoices over 8 HSN codes, half to registered buyers. */
function month(): ReturnDocument[] {
  return Array.from({ length: 40 }, (_, i) => ({
    kind: 'invoice' as const,
    number: `INV/${i + 1}`,
    date: '2026-05-10',
    status: 'issued' as const,
    recipientGstin: i % 2 ? '19AAACR5055K1Z5' : '',
    placeOfSupply: 19,
    supplierStateCode: 19,
    isSez: false,
    supplyType: null,
    reverseCharge: false,
    value: 0,
    lines: [
      {
        hsn: `8541${String(4300 + (i % 8)).padStart(4, '0')}`,
        product: `Solar product ${i % 8}`,
        unit: 'NOS',
        quantity: 1 + (i % 3),
        rate: 18,
        taxableValue: 1000 * (i + 1),
        igst: 0,
        cgst: 90 * (i + 1),
        sgst: 90 * (i + 1),
      },
    ],
  }));
}

describe('HSN summary and tax liability PDFs (issue 33)', () => {
  it('prints the HSN summary: heading, sections, totals', async (ctx) => {
    const report = outwardHsnReport(month());
    const task = hsnSummaryDocument({
      title: 'HSN summary of outward supplies',
      shopName: 'Alpha Solar',
      gstin: '19AAACA1234F1Z5',
      from: '2026-05-01',
      to: '2026-05-31',
      sections: report.sections,
      totals: report.totals,
      generatedAt: new Date('2026-06-01T06:30:00Z'),
    });
    const bytes = await renderInThread(task);
    expect(pdfPageCount(bytes)).toBeGreaterThanOrEqual(1);
    out('hsn-summary', bytes);
    const text = flat(textOf(ctx, bytes));
    expect(text).toContain('HSN summary of outward supplies · 01 May 2026 to 31 May 2026');
    expect(text).toContain('B2B (registered recipients)');
    // Odd invoices (registered) fall on HSN …01, 03, 05, 07; even ones on the other four.
    expect(text).toContain('Total: 4 rows');
    // 1,000 × (1 + … + 40) = 8,20,000 taxable; 18 % of it 1,47,600.
    expect(text).toMatch(/Grand total 8,20,000\.00 .*1,47,600\.00/);
  });

  it('prints a year of months, five figures each, and the totals', async (ctx) => {
    const tax = (iamt: number, camt: number) => ({ iamt, camt, samt: camt, csamt: 0 });
    const gstr3b = {
      sup_details: {
        osup_det: { txval: 0, ...tax(1800, 450) },
        osup_zero: { txval: 0, iamt: 0, csamt: 0 },
        isup_rev: { txval: 0, ...tax(0, 0) },
      },
      itc_elg: { itc_avl: [], itc_rev: [], itc_net: tax(1000, 100), itc_inelg: [] },
    };
    const { setOff } = gstr3bPayment({
      gstr3b: gstr3b as unknown as Parameters<typeof gstr3bPayment>[0]['gstr3b'],
      dueDate: '2026-05-20',
    });
    const months = monthsBetween('2025-04', '2026-03').map((m, i) =>
      taxLiabilityMonth(m, i < 3, { gstr3b, setOff }),
    );
    const task = taxLiabilityDocument({
      shopName: 'Alpha Solar',
      gstin: '19AAACA1234F1Z5',
      from: '2025-04',
      to: '2026-03',
      months,
      totals: taxLiabilityTotals(months),
      generatedAt: new Date('2026-06-01T06:30:00Z'),
    });
    const bytes = await renderInThread(task);
    out('tax-liability', bytes);
    const text = flat(textOf(ctx, bytes));
    expect(text).toContain('Tax liability by month · April 2025 to March 2026');
    expect(text).toContain('March 2026');
    // Output 1,800 + 450 + 450 = 2,700 a month; twelve months 32,400.
    expect(text).toMatch(/Total \(12 months\).*32,400\.00/);
  });
});
