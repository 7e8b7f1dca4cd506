// @engines pglite postgres
// Reads within one shop's schema: no Citus round (scripts/test-engines.mjs, the rule).
import { describe, expect } from 'vitest';
import { customers, products } from '@gst/db/schema';
import type { Tx } from '@gst/db/client';
import { ZCreditNoteInput, ZPaymentInput } from '@gst/domain/contracts';
import { ZInvoiceCreate } from '../../src/services/invoices/invoices.schema';
import { createInvoice } from '../../src/services/invoices/invoices.service';
import { createCreditNote } from '../../src/services/notes/notes.service';
import { createPayment, reversePayment } from '../../src/services/payments/payments.service';
import { createRefund } from '../../src/services/refunds/refunds.service';
import { ZRefundInput } from '../../src/services/refunds/refunds.schema';
import { computePeriodReturns, gstr3bJson } from '../../src/services/returns/returns.compute';
import { returnsWorkbookSheets } from '../../src/services/returns/returns.workbook';
import { asProcedure, serviceSuite } from '../service-harness';
import { seedGst } from './billing-fixtures';
import {
  GSTR1_SECTIONS,
  gstr3bTemplateDifferences,
  hsnKeyDifferences,
  sectionKeyDifferences,
} from '../../../domain/test/returns-key-sets';

/**
 * Issue 30 from the books to the returns: what the returns read of each document (the lines'
 * taxability, the invoice's reverse charge and shipping bill, the counters) and the receipts and
 * refunds Table 13 counts. October 2025, a West Bengal (19) shop filing monthly. Every figure is
 * worked out by hand in the comments from the documents made here.
 */
async function seed(tx: Tx) {
  const fx = await seedGst(tx);
  const [mumbai, mumbaiWalkIn] = await tx
    .insert(customers)
    .values([
      {
        name: 'Mumbai Power Traders',
        stateCode: 27,
        gstin: '27ABCPK1234L1ZS',
        address: '5 Linking Road, Mumbai 400050',
        city: 'Mumbai',
      },
      { name: 'Pune walk-in', stateCode: 27, address: '2 FC Road, Pune 411004', city: 'Pune' },
    ])
    .returning();
  const [nilRated, exempt] = await tx
    .insert(products)
    .values([
      {
        productUniqueId: 'SEED-PADDY',
        productName: 'Paddy seed 25 kg',
        productLabel: 'Paddy seed',
        productHsnCode: '1006',
        gstPercentage: '0',
        taxability: 'nil-rated',
      },
      {
        productUniqueId: 'COURSE-PV',
        productName: 'Solar installer course',
        productLabel: 'Installer course',
        productHsnCode: '999293',
        gstPercentage: '0',
        taxability: 'exempt',
      },
    ])
    .returning();
  if (!mumbai || !mumbaiWalkIn || !nilRated || !exempt) throw new Error('not seeded');
  return { ...fx, mumbai, mumbaiWalkIn, nilRated, exempt };
}

const suite = serviceSuite({ seed: ({ tx }) => seed(tx) });
const invoice = asProcedure(ZInvoiceCreate, createInvoice);
const creditNote = asProcedure(ZCreditNoteInput, createCreditNote);
const receipt = asProcedure(ZPaymentInput, createPayment);
const refund = asProcedure(ZRefundInput, createRefund);

describe('October 2025 from the books', () => {
  suite.it(
    'Table 8, 3.1 (c), reverse charge, the shipping bill and Table 13 with vouchers',
    async (ctx) => {
      const fx = suite.fx;
      // A: Sunrise RWA (19, registered): 4 bags of paddy seed × 1,250 = 5,000 nil-rated, and
      // 2 modules × 10,000 = 20,000 at 5 %: CGST 500, SGST 500. Total 26,000.
      const a = await invoice(ctx, {
        invoiceDate: '2025-10-03',
        billToId: fx.local.id,
        lines: [
          { productId: fx.nilRated.id, quantity: 4, price: '1250' },
          { productId: fx.module.id, quantity: 2, price: '10000' },
        ],
      });
      // B: an unregistered buyer in Maharashtra (27): the course, 8,000 exempt.
      const b = await invoice(ctx, {
        invoiceDate: '2025-10-04',
        billToId: fx.mumbaiWalkIn.id,
        lines: [{ productId: fx.exempt.id, quantity: 1, price: '8000' }],
      });
      // C: Mumbai Power Traders (27, registered) under reverse charge: a battery, 10,000 at
      // 18 %: IGST 1,800 payable by the recipient; the invoice's value 10,000.
      const c = await invoice(ctx, {
        invoiceDate: '2025-10-05',
        billToId: fx.mumbai.id,
        reverseCharge: true,
        lines: [{ productId: fx.battery.id, price: '10000' }],
      });
      // D: export with IGST (WPAY): a module, 10,000 at 5 %: IGST 500. Shipping bill 7896542
      // of 9 October 2025 from Kolkata port (INCCU1).
      const d = await invoice(ctx, {
        invoiceDate: '2025-10-06',
        billToId: fx.exporter.id,
        supplyType: 'WPAY',
        exportDetails: {
          countryCode: 'AE',
          portCode: 'INCCU1',
          shippingBillNumber: '7896542',
          shippingBillDate: '2025-10-09',
        },
        lines: [{ productId: fx.module.id, price: '10000' }],
      });
      // One bag of seed back from A: a credit note of 1,250 on the nil-rated line.
      const seedLine = a.lines.find((l) => l.taxability === 'nil-rated');
      if (!seedLine) throw new Error('no nil-rated line');
      const cn = await creditNote(ctx, {
        noteDate: '2025-10-20',
        reason: 'sales-return',
        lines: [{ invoiceLineId: seedLine.id, quantity: 1 }],
      });
      // Receipts: 5,000 from Sunrise RWA kept as an advance, 1,000 more reversed; a refund of
      // 1,000 out of the first.
      const r1 = await receipt(ctx, {
        customerId: fx.local.id,
        paymentDate: '2025-10-10',
        amount: '5000',
        mode: 'upi',
      });
      const r2 = await receipt(ctx, {
        customerId: fx.local.id,
        paymentDate: '2025-10-11',
        amount: '1000',
        mode: 'cash',
      });
      await reversePayment(ctx, { id: r2.id });
      const rv = await refund(ctx, {
        customerId: fx.local.id,
        refundDate: '2025-10-12',
        amount: '1000',
        mode: 'upi',
        paymentId: r1.id,
      });

      const { gstr1, gstr3b } = await computePeriodReturns(ctx, '102025');

      // Table 8: INTRAB2B nil-rated 5,000 − 1,250 = 3,750; INTRB2C exempt 8,000.
      expect(gstr1.nil).toEqual({
        inv: [
          { sply_ty: 'INTRAB2B', nil_amt: 3750, expt_amt: 0, ngsup_amt: 0 },
          { sply_ty: 'INTRB2C', nil_amt: 0, expt_amt: 8000, ngsup_amt: 0 },
        ],
      });
      // B2B: A with its module only (value as issued, 26,000); C with rchrg Y and the
      // recipient's IGST on its item (value 10,000). CN on the seed only: no CDNR.
      expect(
        gstr1.b2b.map((g) => [g.ctin, g.inv.map((i) => [i.inum, i.val, i.rchrg, i.itms])]),
      ).toEqual([
        [
          fx.local.gstin,
          [[a.invoiceNumber, 26000, 'N', [{ num: 1, itm_det: { rt: 5, txval: 20000, iamt: 0, camt: 500, samt: 500, csamt: 0 } }]]], // prettier-ignore
        ],
        [
          fx.mumbai.gstin,
          [[c.invoiceNumber, 10000, 'Y', [{ num: 1, itm_det: { rt: 18, txval: 10000, iamt: 1800, camt: 0, samt: 0, csamt: 0 } }]]], // prettier-ignore
        ],
      ]);
      expect([gstr1.b2cl, gstr1.b2cs, gstr1.cdnr, gstr1.cdnur]).toEqual([[], [], [], []]);
      expect(gstr1.exp).toEqual([
        {
          exp_typ: 'WPAY',
          inv: [
            {
              inum: d.invoiceNumber,
              idt: '06-10-2025',
              val: 10500,
              sbpcode: 'INCCU1',
              sbnum: '7896542',
              sbdt: '09-10-2025',
              itms: [{ txval: 10000, rt: 5, iamt: 500, csamt: 0 }],
            },
          ],
        },
      ]);
      // GSTR-3B: (a) A's module 20,000 + C's 10,000 = 30,000, tax CGST = SGST 500 only (C's
      // IGST is the recipient's); (b) D 10,000, IGST 500; (c) 3,750 + 8,000 = 11,750. (The
      // inward half, issue 32, is all zeros: no purchases.)
      expect(gstr3b).toMatchObject({
        sup_details: {
          osup_det: { txval: 30000, iamt: 0, camt: 500, samt: 500, csamt: 0 },
          osup_zero: { txval: 10000, iamt: 500, csamt: 0 },
          osup_nil_exmp: { txval: 11750 },
          osup_nongst: { txval: 0 },
        },
        inter_sup: { unreg_details: [], comp_details: [], uin_details: [] },
      });
      // Table 12 (B2B tab): the seed at rate 0, 5,000 − 1,250 = 3,750, qty 4 − 1 = 3; the
      // module 20,000 + C's battery. B2C tab: D's module and B's course, a service (SAC 99…):
      // UQC NA, no quantity.
      if (!('hsn_b2b' in gstr1.hsn)) throw new Error('Table 12 not split');
      expect(gstr1.hsn.hsn_b2b.map((h) => [h.hsn_sc, h.desc, h.uqc, h.qty, h.rt, h.txval])).toEqual(
        [
          ['1006', 'Paddy seed 25 kg', 'UNT', 3, 0, 3750],
          ['85076000', 'Li-ion 5 kWh', 'UNT', 1, 18, 10000],
          ['85414300', 'Mono PERC 540', 'UNT', 2, 5, 20000],
        ],
      );
      expect(gstr1.hsn.hsn_b2c.map((h) => [h.hsn_sc, h.desc, h.uqc, h.qty, h.rt, h.txval])).toEqual(
        [
          ['85414300', 'Mono PERC 540', 'UNT', 1, 5, 10000],
          ['999293', 'Solar installer course', 'NA', 0, 0, 8000],
        ],
      );
      // Table 13: invoices A–D (4), the credit note, receipts R1–R2 (R2 reversed: cancelled),
      // the refund voucher.
      const row = (from: string, to: string, totnum: number, cancel = 0) => ({
        num: 1,
        from,
        to,
        totnum,
        cancel,
        net_issue: totnum - cancel,
      });
      expect(gstr1.doc_issue.doc_det).toEqual([
        { doc_num: 1, docs: [row(a.invoiceNumber, d.invoiceNumber, 4)] },
        { doc_num: 5, docs: [row(cn.noteNumber, cn.noteNumber, 1)] },
        { doc_num: 6, docs: [row(r1.receiptNumber, r2.receiptNumber, 2, 1)] },
        { doc_num: 8, docs: [row(rv.refundNumber, rv.refundNumber, 1)] },
      ]);
      expect(b.invoiceNumber).not.toBe('');

      // Must hold: the JSON the API serves has the offline tools' keys, object by object
      // (as sent: through JSON, so no undefined key is counted).
      const served = JSON.parse(JSON.stringify(gstr1)) as Record<string, unknown>;
      expect(GSTR1_SECTIONS.flatMap(([key]) => sectionKeyDifferences(served, key))).toEqual([]);
      expect(hsnKeyDifferences(served.hsn as Record<string, unknown>)).toEqual([]);
      const served3b = JSON.parse(JSON.stringify(gstr3bJson({ gstr1, gstr3b })));
      expect(gstr3bTemplateDifferences(served3b)).toEqual([]);

      // The workbook follows: Table 8 as the offline tool's 'exemp' sheet, 3.1 (c) and (e).
      const sheets = new Map(
        returnsWorkbookSheets(gstr1, gstr3bJson({ gstr1, gstr3b })).map((s) => [s.name, s.rows]),
      );
      expect(sheets.get('exemp')).toEqual([
        {
          Description: 'Intra-State supplies to registered persons',
          'Nil Rated Supplies': 3750,
          'Exempted(other than nil rated/non GST supply)': 0,
          'Non-GST Supplies': 0,
        },
        {
          Description: 'Inter-State supplies to unregistered persons',
          'Nil Rated Supplies': 0,
          'Exempted(other than nil rated/non GST supply)': 8000,
          'Non-GST Supplies': 0,
        },
      ]);
      expect(
        sheets
          .get('gstr3b')
          ?.map((r) => [r.Table, r['Taxable Value']])
          .slice(2, 5),
      ).toEqual([
        ['3.1 (c) Other outward supplies (nil rated, exempted)', 11750],
        ['3.1 (d) Inward supplies (liable to reverse charge)', 0],
        ['3.1 (e) Non-GST outward supplies', 0],
      ]);
    },
  );

  suite.it(
    'Table 13: invoices 0019 and 0020 issued after 0018 but dated earlier run from the first to 0020',
    async (ctx) => {
      // Twenty invoices in one series: the first eighteen dated 1–18 November 2025, then two
      // more issued afterwards but dated 5 and 6 November. Ordered by date the last would be
      // the eighteenth; by serial the series runs to the twentieth: 20 documents, none cancelled.
      const made = [];
      for (let n = 1; n <= 20; n++) {
        const day = n <= 18 ? n : n - 14;
        made.push(
          await invoice(ctx, {
            invoiceDate: `2025-11-${String(day).padStart(2, '0')}`,
            billToId: suite.fx.walkIn.id,
            lines: [{ productId: suite.fx.module.id, price: '1000' }],
          }),
        );
      }
      const { gstr1 } = await computePeriodReturns(ctx, '112025');
      expect(gstr1.doc_issue.doc_det).toEqual([
        {
          doc_num: 1,
          docs: [
            {
              num: 1,
              from: made[0]?.invoiceNumber,
              to: made[19]?.invoiceNumber,
              totnum: 20,
              cancel: 0,
              net_issue: 20,
            },
          ],
        },
      ]);
    },
  );
});
