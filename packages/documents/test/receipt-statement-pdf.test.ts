import { formatDate } from '@gst/domain';
import { describe, expect, it } from 'vitest';
import type { RenderTask } from '../src/pdf/doc';
import { receiptDocument } from '../src/pdf/receipt';
import { STATEMENT_KIND_LABELS, statementDocument } from '../src/pdf/statement';
import type { Party } from '../src/pdf/types';
import {
  advanceReceipt,
  longStatement,
  receiptWithAdvance,
  reversedReceipt,
  shortStatement,
} from './fixtures/receipt-samples';
import { SHOP } from './fixtures/samples';
import { flat, numberedPages, pages, pdfPageCount, textOf } from './pdf-text';
import { renderAndKeep } from './render';

type Ctx = Parameters<typeof textOf>[0];

/** Set PDF_DUMP_DIR to keep the rendered PDFs (to look at them as images). */
async function render(task: RenderTask, name: string) {
  const bytes = await renderAndKeep(task, name);
  expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
  return bytes;
}

/** Who a document is for: the heading over the party, the party and its state as printed. */
type Addressee = { heading: string; party: Party; state: string };

/**
 * A one-page document rendered and read back, flattened; the shop's letterhead, the addressee
 * (name, address, GSTIN or 'Unregistered', state), the signatory and the page number checked.
 */
async function onePage(ctx: Ctx, task: RenderTask, name: string, to: Addressee): Promise<string> {
  const bytes = await render(task, name);
  expect(pdfPageCount(bytes)).toBe(1);
  const text = textOf(ctx, bytes);
  expect(pages(text)).toHaveLength(1);
  const f = flat(text);
  expectAll(f, [
    SHOP.name,
    SHOP.address,
    `GSTIN: ${SHOP.gstin}`,
    `For ${SHOP.name}`,
    'Authorised Signatory',
    'Page 1 of 1',
    to.heading,
    to.party.name,
    to.party.address,
    `GSTIN: ${to.party.gstin || 'Unregistered'}`,
    `State: ${to.state}`,
  ]);
  return f;
}

function expectAll(f: string, phrases: string[]) {
  expect(phrases.filter((phrase) => !f.includes(phrase))).toEqual([]);
}

/** Every receipt fixture's payer is in West Bengal. */
const payer = (party: Party): Addressee => ({
  heading: 'RECEIVED FROM',
  party,
  state: 'West Bengal (19)',
});

describe('payment receipt PDF', () => {
  it('two allocations and an advance: payer, amount in figures and words, mode, invoices', async (ctx) => {
    const data = receiptWithAdvance();
    const task = receiptDocument(data);
    expect(task.doc.watermark).toBeUndefined();
    expect(task.doc.info?.title).toBe('Payment Receipt RCT/26-27/0012');
    const f = await onePage(ctx, task, 'receipt-advance', payer(data.customer));
    expect(f).not.toContain('REVERSED');
    expectAll(f, [
      'PAYMENT RECEIPT',
      'Receipt No.: RCT/26-27/0012',
      'Receipt Date: 08 Dec 2026',
      'AMOUNT RECEIVED',
      '₹1,50,000.00',
      'Amount Received (in words): One Lakh Fifty Thousand Rupees Only',
      'Payment Mode: Bank transfer',
      'Reference: UTR SBIN226342918273',
      'APPLIED TO INVOICES',
      '# Invoice No. Invoice Date Amount Applied (₹)',
      '1 SS/26-27/0042 21 Nov 2026 92,715.00',
      '2 SS/26-27/0047 23 Nov 2026 38,500.00',
      'Total applied 1,31,215.00',
      'Held as advance: ₹18,785.00',
      'REMARKS',
      data.remarks,
      'Subject to Kolkata jurisdiction. This is a computer-generated receipt.',
    ]);
  });

  it('reversed receipt to an unregistered buyer: REVERSED title and watermark, no advance', async (ctx) => {
    const data = reversedReceipt();
    const task = receiptDocument(data);
    expect(task.doc.watermark?.text).toBe('REVERSED');
    const f = await onePage(ctx, task, 'receipt-reversed', payer(data.customer));
    expectAll(f, [
      'PAYMENT RECEIPT — REVERSED',
      'Receipt No.: RCT/26-27/0015',
      'Receipt Date: 10 Dec 2026',
      'AMOUNT RECEIVED',
      '₹13,912.50',
      'Amount Received (in words): Thirteen Thousand Nine Hundred Twelve Rupees And Fifty Paise Only',
      'Payment Mode: Cheque',
      'Reference: Chq 004512, HDFC Bank',
      '1 SS/26-27/0049 24 Nov 2026 13,912.50',
      'Total applied 13,912.50',
    ]);
    expect(f).not.toContain('Held as advance');
    expect(f).not.toContain('REMARKS');
  });

  it('a receipt applied to no invoice is all advance', async (ctx) => {
    const data = advanceReceipt();
    const f = await onePage(ctx, receiptDocument(data), 'receipt-unapplied', payer(data.customer));
    expectAll(f, [
      'AMOUNT RECEIVED',
      '₹25,000.00',
      'Amount Received (in words): Twenty Five Thousand Rupees Only',
      'Payment Mode: UPI',
      'APPLIED TO INVOICES Not applied to any invoice. Held as advance: ₹25,000.00',
    ]);
    expect(f).not.toMatch(/Reference|Total applied|REMARKS/);
  });
});

describe('customer statement PDF', () => {
  it('one page, every kind of line, opening and closing rows, a closing advance', async (ctx) => {
    const data = shortStatement();
    const task = statementDocument(data);
    expect(task.doc.watermark).toBeUndefined();
    expect(task.doc.info?.title).toBe(`Statement of Account ${data.customer.name}`);
    const f = await onePage(ctx, task, 'statement-short', {
      heading: 'CUSTOMER',
      party: data.customer,
      state: 'Gujarat (24)',
    });
    expectAll(f, [
      'STATEMENT OF ACCOUNT',
      'Period: from 01 Oct 2026 to 31 Dec 2026',
      'Closing Balance: ₹25,065.00 Cr',
      'Date Document Number Debit (₹) Credit (₹) Balance (₹)',
      // the opening row first, each line with its running balance, the closing row last
      [
        '01 Oct 2026 Opening balance 12,500.00',
        '14 Oct 2026 Invoice SS/26-27/0031 92,715.00 1,05,215.00',
        '30 Oct 2026 Receipt RCT/26-27/0008 50,000.00 55,215.00',
        '25 Nov 2026 Invoice SS/26-27/0051 9,315.00 64,530.00',
        '02 Dec 2026 Debit note DN/26-27/0003 1,180.00 65,710.00',
        '05 Dec 2026 Credit note CN/26-27/0007 30,775.00 34,935.00',
        '18 Dec 2026 Receipt RCT/26-27/0019 60,000.00 25,065.00 Cr',
        '31 Dec 2026 Closing balance 1,03,210.00 1,40,775.00 25,065.00 Cr',
      ].join(' '),
      'Opening balance ₹12,500.00',
      'Invoices and debit notes ₹1,03,210.00',
      'Credit notes and receipts ₹1,40,775.00',
      'Closing balance ₹25,065.00 Cr',
      'Cr: in the customer’s favour (an advance)',
      'Advance held (in words): Twenty Five Thousand Sixty Five Rupees Only',
      'This is a computer-generated statement.',
    ]);
  });

  it('120 lines run onto more pages with the header repeated and page numbers', async (ctx) => {
    const data = longStatement();
    expect(data.lines).toHaveLength(120);
    const bytes = await render(statementDocument(data), 'statement-long');
    const list = numberedPages(
      ctx,
      bytes,
      ['Date Document Number Debit (₹) Credit (₹) Balance (₹)'],
      `Statement of Account: ${data.customer.name}, from 01 Apr 2026 to 31 Mar 2027 (continued)`,
    );
    expect(list.length).toBeGreaterThan(1);
    expect(list[0]).toContain('01 Apr 2026 Opening balance 5,000.00 Cr');
    expectAll(list.at(-1) ?? '', [
      '31 Mar 2027 Closing balance 15,52,500.00 9,00,000.00 6,47,500.00',
      'Balance due (in words): Six Lakh Forty Seven Thousand Five Hundred Rupees Only',
      `For ${SHOP.name}`,
    ]);
    // every line is there, with its date, label, number and running balance
    const all = list.join(' ');
    const missing = data.lines
      .map((l) => `${formatDate(l.date)} ${STATEMENT_KIND_LABELS[l.kind]} ${l.number}`)
      .filter((row) => !all.includes(row));
    expect(missing).toEqual([]);
  });
});
