import { mkdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildRegister, type RegisterDocument } from '@gst/domain';
import { registerDocument } from '../src/pdf/register';
import { renderInThread } from '../src/pdf/render';
import { flat, pdfPageCount, textOf } from './pdf-text';

/** A month of a small shop's sales: 60 invoices and notes at 5 % and 18 %, one cancelled. */
function month(): RegisterDocument[] {
  return Array.from({ length: 60 }, (_, i): RegisterDocument => {
    const kind = i % 15 === 7 ? 'credit-note' : i % 20 === 11 ? 'debit-note' : 'invoice';
    const taxable = 10_000 + i * 1_234.5;
    const inter = i % 3 === 0;
    const tax = (taxable * (i % 2 ? 0.18 : 0.05)).toFixed(2);
    const half = (Number(tax) / 2).toFixed(2);
    return {
      id: `d${i}`,
      kind,
      number: `${kind === 'invoice' ? 'INV' : kind === 'credit-note' ? 'CN' : 'DN'}/26-27/${String(i + 1).padStart(4, '0')}`,
      reference: '',
      date: `2026-05-${String((i % 28) + 1).padStart(2, '0')}`,
      partyName: i % 4 ? `Customer number ${i} Private Limited` : 'Walk-in buyer',
      partyGstin: i % 4 ? '19AAACR5055K1Z5' : '',
      placeOfSupply: inter ? 27 : 19,
      cancelled: i === 5,
      total: (taxable + Number(tax)).toFixed(2),
      rates: [
        {
          rate: i % 2 ? '18' : '5',
          taxableValue: taxable.toFixed(2),
          igst: inter ? tax : '0',
          cgst: inter ? '0' : half,
          sgst: inter ? '0' : (Number(tax) - Number(half)).toFixed(2),
        },
      ],
    };
  });
}

describe('register PDF (issue 33)', () => {
  it('prints the heading, every row, the totals and the totals by rate on landscape A4', async (ctx) => {
    const { rows, totals } = buildRegister(month());
    const task = registerDocument({
      title: 'Sales register',
      shopName: 'Alpha Solar',
      gstin: '19AAACA1234F1Z5',
      from: '2026-05-01',
      to: '2026-05-31',
      party: null,
      partyLabel: 'Customer',
      rows,
      totals,
      generatedAt: new Date('2026-06-01T06:30:00Z'),
    });
    expect(task.doc.pageOrientation).toBe('landscape');
    const bytes = await renderInThread(task);
    expect(pdfPageCount(bytes)).toBeGreaterThan(1);
    if (process.env.REGISTER_PDF_OUT) {
      mkdirSync(process.env.REGISTER_PDF_OUT, { recursive: true });
      writeFileSync(`${process.env.REGISTER_PDF_OUT}/sales-register.pdf`, bytes);
    }
    const text = flat(textOf(ctx, bytes));
    expect(text).toContain('Alpha Solar');
    expect(text).toContain('GSTIN 19AAACA1234F1Z5');
    expect(text).toContain('Sales register · 01 May 2026 to 31 May 2026');
    expect(text).toMatch(/Invoice .*CANCELLED/);
    expect(text).toContain(`Total: 60 documents, 1 cancelled`);
    expect(text).toContain('Totals by GST rate');
  });
});
