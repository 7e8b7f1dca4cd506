import { ZERO_RATED_ENDORSEMENTS } from '@gst/domain';
import { describe, expect, it } from 'vitest';
import { invoiceDocument } from '../src/pdf/invoice';
import type { InvoiceData } from '../src/pdf/types';
import {
  b2bIntraState,
  cancelledTriplicate,
  exportWopay,
  interState,
  sezWpay,
} from './fixtures/gst-samples';
import { longInvoiceSample, SHOP } from './fixtures/samples';
import { flat, pages, pdfPageCount, textOf } from './pdf-text';
import { renderAndKeep } from './render';

/** Set PDF_DUMP_DIR to keep the rendered PDFs (to look at them as images). */
const render = (data: InvoiceData, name: string) => renderAndKeep(invoiceDocument(data), name);

/** Rule 46 (a)–(q): each field's label and value, read back from the PDF. */
function expectRule46(f: string, data: InvoiceData, recipientState: string, pos: string) {
  // (a) supplier name, address, GSTIN
  expect(f).toContain(SHOP.name);
  expect(f).toContain(SHOP.address);
  expect(f).toContain(`GSTIN: ${SHOP.gstin}`);
  // (b), (c) serial number and date
  expect(f).toContain(`Invoice No.: ${data.invoiceNumber}`);
  expect(f).toContain('Invoice Date: 21 Nov 2026');
  // (d), (e) recipient name, address, GSTIN/UIN, state name and code
  expect(f).toContain(data.billTo.name);
  expect(f).toContain(data.billTo.address);
  expect(f).toContain(`GSTIN: ${data.billTo.gstin || 'Unregistered'}`);
  expect(f).toContain(`State: ${recipientState}`);
  // (g)–(i) HSN, description (product name), quantity and unit
  expect(f).toContain('HSN/SAC');
  for (const hsn of ['85414300', '85044010', '85076000']) expect(f).toContain(hsn);
  expect(f).toContain('Description of Goods');
  expect(f).toMatch(/SunGrid 3K On-grid .*Inverter 3 kVA,/);
  expect(f).toContain('Mono PERC 540 Wp Solar');
  expect(f).toMatch(/Qty/);
  expect(f).toContain('NOS');
  // (j), (k) total value and taxable value after discount
  expect(f).toContain('Taxable Value (₹)');
  expect(f).toContain('Amount (₹)');
  expect(f).toContain('Grand Total');
  // (n) place of supply with state name and code, (p) reverse charge, (q) signatory
  expect(f).toContain(`Place of Supply: ${pos}`);
  expect(f).toContain('Tax payable on reverse charge: No');
  expect(f).toContain(`For ${SHOP.name}`);
  expect(f).toContain('Authorised Signatory');
}

/** The invoice rendered, its Rule 46 fields checked (place of supply = recipient state), flat. */
async function rule46Text(
  ctx: Parameters<typeof textOf>[0],
  data: InvoiceData,
  name: string,
  state: string,
) {
  const f = flat(textOf(ctx, await render(data, name)));
  expectRule46(f, data, state, state);
  return f;
}

describe('GST tax invoice contents (CGST Rule 46)', () => {
  it('B2B intra-state: discount column, CGST/SGST as given, round-off, no revision', async (ctx) => {
    const f = await rule46Text(ctx, b2bIntraState(), 'b2b-intra', 'West Bengal (19)');
    // Issue 29 item 10: the sample is revision 2; the buyer's copy names no revision (the
    // back-office detail and the audit trail do).
    expect(f).toContain('Invoice No.: SS/26-27/0042');
    expect(f).not.toContain('Revision');
    // (l), (m) rate and amount per tax type, per line: 6 × 13,250 − 1,500 = 78,000 at 5 %
    expect(f).toContain('Discount (₹)');
    expect(f).toMatch(/13,250\.00 1,500\.00 78,000\.00 1,950\.00 1,950\.00 81,900\.00/);
    expect(f).toMatch(/38,500\.00 0\.00 38,500\.00 962\.50 962\.50 40,425\.00/);
    expect(f).toMatch(/60,000\.35 0\.00 60,000\.35 5,400\.03 5,400\.03 70,800\.41/);
    expect(f).toContain('@ 2.5%');
    expect(f).toContain('@ 9%');
    // the tax summary prints the given split per rate
    expect(f).toMatch(/5% 1,16,500\.00 2\.5% 2,912\.50 2\.5% 2,912\.50 5,825\.00/);
    expect(f).toMatch(/18% 60,000\.35 9% 5,400\.03 9% 5,400\.03 10,800\.06/);
    expect(f).toContain('Discount (before tax) - ₹1,500.00');
    expect(f).toContain('Taxable Amount ₹1,76,500.35');
    expect(f).toContain('CGST ₹8,312.53');
    expect(f).toContain('SGST ₹8,312.53');
    expect(f).toContain('Total Tax ₹16,625.06');
    expect(f).toContain('Round Off - ₹0.41');
    expect(f).toContain('Grand Total ₹1,93,125.00');
    expect(f).toContain('One Lakh Ninety Three Thousand One Hundred Twenty Five Rupees Only');
    expect(f).toContain('ORIGINAL FOR RECIPIENT');
    expect(f).not.toContain('IGST');
    expect(f).not.toContain('CANCELLED');
    expect(f).not.toContain('SUPPLY MEANT FOR EXPORT');
  });

  it('inter-state: IGST per line and per rate, POS and delivery address, no discount column', async (ctx) => {
    const f = await rule46Text(ctx, interState(), 'inter-state', 'Gujarat (24)');
    expect(f).toContain('DELIVERY ADDRESS');
    expect(f).toContain('Patel Textiles - Unit 2');
    expect(f).toContain('Survey 118, Sanand, Gujarat - 382110');
    expect(f).not.toMatch(/CGST|SGST|Discount|Round Off|Revision/);
    expect(f).toMatch(/79,500\.00 3,975\.00 83,475\.00/);
    expect(f).toMatch(/5% 1,18,000\.00 5% 5,900\.00 5,900\.00/);
    expect(f).toContain('IGST ₹16,700.00');
    expect(f).toContain('Grand Total ₹1,94,700.00');
  });

  it('export under LUT (WOPAY): the wording, the LUT, no tax amounts', async (ctx) => {
    const f = await rule46Text(ctx, exportWopay(), 'export-wopay', 'Other Country (96)');
    expect(f).toContain(ZERO_RATED_ENDORSEMENTS.WOPAY);
    expect(f).toContain('LUT ARN AD190325000123X dated 01 Apr 2025');
    expect(f).toContain('IGST Nil (under LUT)');
    expect(f).not.toMatch(/IGST \(₹\)|CGST|SGST|Total Tax|Tax Summary/);
    expect(f).toMatch(/79,500\.00 79,500\.00/);
    expect(f).toContain('Grand Total ₹1,78,000.00');
    expect(f).toContain('One Lakh Seventy Eight Thousand Rupees Only');
  });

  it('supply to an SEZ unit on payment of IGST (WPAY): the wording and IGST', async (ctx) => {
    const f = await rule46Text(ctx, sezWpay(), 'sez-wpay', 'West Bengal (19)');
    expect(f).toContain(ZERO_RATED_ENDORSEMENTS.WPAY);
    expect(f).not.toContain('LUT');
    expect(f).toContain('IGST (₹)');
    expect(f).toContain('IGST ₹16,700.00');
    expect(f).not.toMatch(/CGST|SGST/);
    expect(f).toContain('Grand Total ₹1,94,700.00');
  });

  it('cancelled, in triplicate: one copy per page with its label, CANCELLED on every page', async (ctx) => {
    const data = cancelledTriplicate();
    const task = invoiceDocument(data);
    const bytes = await render(data, 'cancelled-3-copies');
    expect(pdfPageCount(bytes)).toBe(3);
    const list = pages(textOf(ctx, bytes)).map(flat);
    expect(list).toHaveLength(3);
    const labels = data.copies;
    list.forEach((page, index) => {
      expect(page).toContain(labels[index]!);
      for (const other of labels.filter((_l, i) => i !== index)) expect(page).not.toContain(other);
      expect(page).toContain('TAX INVOICE — CANCELLED');
      expect(page).toContain('Grand Total ₹1,94,700.00');
      // page numbers and the running head count within each copy
      expect(page).toContain('Page 1 of 1');
      expect(page).not.toContain('(continued)');
    });
    expect(task.doc.watermark?.text).toBe('CANCELLED');
    // the body is built once: every copy holds the same items table
    const stacks = task.doc.content as { stack: unknown[] }[];
    expect(stacks).toHaveLength(3);
    expect(JSON.stringify(stacks[1]!.stack.slice(3))).toBe(
      JSON.stringify(stacks[0]!.stack.slice(3)),
    );
  });

  it('reverse charge Yes when the data says so', async (ctx) => {
    const data = { ...interState(), reverseCharge: true };
    const f = flat(textOf(ctx, await render(data, 'reverse-charge')));
    expect(f).toContain('Tax payable on reverse charge: Yes');
  });

  it('a multi-page invoice in duplicate numbers the pages of each copy', async (ctx) => {
    const data: InvoiceData = {
      ...longInvoiceSample(),
      copies: ['ORIGINAL FOR RECIPIENT', 'DUPLICATE FOR TRANSPORTER'],
    };
    const list = pages(textOf(ctx, await render(data, 'long-duplicate'))).map(flat);
    expect(list.length % 2).toBe(0);
    const per = list.length / 2;
    list.forEach((page, index) => {
      const local = (index % per) + 1;
      expect(page).toContain(`Page ${local} of ${per}`);
      expect(page.includes('(continued)')).toBe(local > 1);
    });
    expect(list[0]).toContain('ORIGINAL FOR RECIPIENT');
    expect(list[per]).toContain('DUPLICATE FOR TRANSPORTER');
  });
});

describe('GST layouts', () => {
  it('KW style with a discount keeps every column', async (ctx) => {
    const base = b2bIntraState();
    const f = flat(textOf(ctx, await render({ ...base, style: 'kw' }, 'kw-discount')));
    expect(f).toContain('Capacity');
    expect(f).toContain('Discount (₹)');
    expect(f).toMatch(/13,250\.00 1,500\.00 78,000\.00 1,950\.00 1,950\.00 81,900\.00/);
    expect(f).toContain('Grand Total ₹1,93,125.00');
  });
});
