import { formatDate } from '@gst/domain';
import { describe, expect, it } from 'vitest';
import { noteDocument } from '../src/pdf/note';
import type { NoteData } from '../src/pdf/types';
import { cancelledCredit, interDebit, intraCredit } from './fixtures/note-samples';
import { SHOP } from './fixtures/samples';
import { flat, pages, pdfPageCount, textOf } from './pdf-text';
import { renderAndKeep } from './render';

/** Set PDF_DUMP_DIR to keep the rendered PDFs (to look at them as images). */
async function render(data: NoteData, name: string) {
  const bytes = await renderAndKeep(noteDocument(data), name);
  expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
  expect(pdfPageCount(bytes)).toBe(1);
  return bytes;
}

/**
 * The note rendered (one page), then CGST Rule 53 (1A) (a)–(i) read back from it: each field's
 * label and value. Returns the text flattened, for each test's own figures.
 */
async function rule53Text(
  ctx: Parameters<typeof textOf>[0],
  data: NoteData,
  file: string,
  recipientState: string,
) {
  const text = textOf(ctx, await render(data, file));
  expect(pages(text)).toHaveLength(1);
  const f = flat(text);
  const name = data.kind === 'credit' ? 'Credit Note' : 'Debit Note';
  // (a) supplier name, address and GSTIN
  expect(f).toContain(SHOP.name);
  expect(f).toContain(SHOP.address);
  expect(f).toContain(`GSTIN: ${SHOP.gstin}`);
  // (b) nature of the document
  expect(f).toContain(name.toUpperCase());
  // (c), (d) serial number and date of issue
  expect(f).toContain(`${name} No.: ${data.noteNumber}`);
  expect(f).toContain(`${name} Date: 05 Dec 2026`);
  expect(f).toContain(`Reason: ${data.reason}`);
  // (e), (f) recipient name, address, GSTIN/UIN (or unregistered), state name and code
  expect(f).toContain('RECIPIENT');
  expect(f).toContain(data.billTo.name);
  expect(f).toContain(data.billTo.address);
  expect(f).toContain(`GSTIN: ${data.billTo.gstin || 'Unregistered'}`);
  expect(f).toContain(`State: ${recipientState}`);
  expect(f).toContain(`Place of Supply: ${recipientState}`);
  // (g) serial number and date of the invoice(s)
  expect(f).toContain('AGAINST INVOICE(S)');
  for (const invoice of data.invoices) {
    expect(f).toContain(
      `Invoice No.: ${invoice.invoiceNumber} dated ${formatDate(invoice.invoiceDate)}`,
    );
  }
  for (const line of data.lines) expect(f).toContain(line.invoiceNumber);
  for (const line of data.lines) expect(f).toContain(line.hsnCode);
  // (h) taxable value, rate and tax: per line, per rate and in total
  expect(f).toContain('Taxable Value (₹)');
  expect(f).toContain('Tax Summary');
  expect(f).toContain('Total Tax');
  // (i) signature of the supplier
  expect(f).toContain(`For ${SHOP.name}`);
  expect(f).toContain('Authorised Signatory');
  expect(f).toContain('Page 1 of 1');
  return f;
}

describe('credit and debit note PDF (CGST Rule 53 (1A))', () => {
  it('a sales return prints the serial numbers that came back under the line', async (ctx) => {
    const data = intraCredit();
    data.lines = data.lines.map((l, i) => (i === 0 ? { ...l, serials: ['M-1000', 'M-1001'] } : l));
    const f = await rule53Text(ctx, data, 'credit-serials', 'West Bengal (19)');
    expect(f).toContain('S/N: M-1000, M-1001');
  });

  it('intra-state credit note: returned quantity, CGST/SGST per line and per rate', async (ctx) => {
    const data = intraCredit();
    const f = await rule53Text(ctx, data, 'credit-intra', 'West Bengal (19)');
    expect(f).toContain('CREDIT NOTE');
    expect(f).not.toMatch(/DEBIT|CANCELLED|Revision|IGST/);
    expect(f).toContain('Invoice No.: SS/26-27/0042 dated 21 Nov 2026');
    // the header 'Qty Returned' wraps: pdftotext reads its second word after the row
    expect(f).toMatch(/Invoice No\. Qty Taxable Value \(₹\) .* Amount \(₹\) Returned 1 /);
    // 2 modules returned: 26,500 at 5 % → 662.50 + 662.50; the invoice number in its column
    expect(f).toMatch(
      /Mono PERC 540 Wp Solar Module 85414300 SS\/26-27\/0042 2 26,500\.00 662\.50 662\.50 27,825\.00 NOS/,
    );
    // a change of price only: no quantity printed
    expect(f).toMatch(/Li-ion battery 5 kWh 85076000 SS\/26-27\/0042 2,500\.00 225\.00 225\.00/);
    expect(f).toContain('@ 2.5%');
    expect(f).toContain('@ 9%');
    expect(f).toMatch(/Total 29,000\.00 887\.50 887\.50 30,775\.00/);
    expect(f).toMatch(/5% 26,500\.00 2\.5% 662\.50 2\.5% 662\.50 1,325\.00/);
    expect(f).toMatch(/18% 2,500\.00 9% 225\.00 9% 225\.00 450\.00/);
    expect(f).toContain('Taxable Amount ₹29,000.00');
    expect(f).toContain('CGST ₹887.50');
    expect(f).toContain('SGST ₹887.50');
    expect(f).toContain('Total Tax ₹1,775.00');
    expect(f).toContain('Total credited ₹30,775.00');
    expect(f).toContain(
      'Amount Credited (in words): Thirty Thousand Seven Hundred Seventy Five Rupees Only',
    );
    expect(f).toContain('REMARKS');
    expect(f).toContain('Two modules returned with transit damage (cracked glass).');
  });

  it('inter-state debit note against two invoices: IGST per line and per rate', async (ctx) => {
    const data = interDebit();
    const f = await rule53Text(ctx, data, 'debit-inter', 'Gujarat (24)');
    expect(f).toContain('DEBIT NOTE');
    expect(f).not.toMatch(/CREDIT|CANCELLED|CGST|SGST|REMARKS|Returned/);
    expect(f).toContain('Invoice No.: SS/26-27/0051 dated 25 Nov 2026');
    expect(f).toContain('Invoice No.: SS/26-27/0063 dated 30 Nov 2026');
    expect(f).toMatch(/SS\/26-27\/0051 1,500\.00 75\.00 1,575\.00/);
    expect(f).toMatch(/SS\/26-27\/0063 4,000\.00 200\.00 4,200\.00/);
    expect(f).toMatch(/SS\/26-27\/0063 3,000\.00 540\.00 3,540\.00/);
    expect(f).toContain('@ 5%');
    expect(f).toContain('@ 18%');
    expect(f).toMatch(/Total 8,500\.00 815\.00 9,315\.00/);
    expect(f).toMatch(/5% 5,500\.00 5% 275\.00 275\.00/);
    expect(f).toMatch(/18% 3,000\.00 18% 540\.00 540\.00/);
    expect(f).toContain('IGST ₹815.00');
    expect(f).toContain('Total Tax ₹815.00');
    expect(f).toContain('Total debited ₹9,315.00');
    expect(f).toContain(
      'Amount Debited (in words): Nine Thousand Three Hundred Fifteen Rupees Only',
    );
  });

  it('cancelled credit note to an unregistered buyer: CANCELLED title and watermark, no revision', async (ctx) => {
    const data = cancelledCredit();
    const task = noteDocument(data);
    expect(task.doc.watermark?.text).toBe('CANCELLED');
    const f = await rule53Text(ctx, data, 'credit-cancelled', 'West Bengal (19)');
    expect(f).toContain('CREDIT NOTE — CANCELLED');
    // Issue 29 item 10: revision 2 in the back-office only, not on the buyer's copy.
    expect(f).toContain('Credit Note No.: CN/26-27/0009');
    expect(f).not.toContain('Revision');
    expect(f).toContain('GSTIN: Unregistered');
    expect(f).toContain('Invoice No.: SS/26-27/0047 dated 23 Nov 2026');
    expect(f).toMatch(/SS\/26-27\/0047 1 13,250\.00 331\.25 331\.25 13,912\.50 NOS/);
    expect(f).toContain('Total credited ₹13,912.50');
    expect(f).not.toContain('REMARKS');
  });

  it('an issued note has no watermark', () => {
    expect(noteDocument(intraCredit()).doc.watermark).toBeUndefined();
    expect(noteDocument(interDebit()).doc.info?.title).toBe('Debit Note DN/26-27/0003');
  });
});
