import { describe, expect, it } from 'vitest';
import { computeGstr1 } from '../src/returns';
import { doc } from './returns-fixtures';
import { NOVEMBER, NOVEMBER_VOUCHERS } from './returns-month-fixtures';

/** GSTR-1 Table 13 (documents issued) by serial, per nature of document (issue 30). */
describe("Table 13 takes each series' lowest and highest serial, not the dates", () => {
  it('invoices 0019 and 0020 issued after 0018 but dated earlier: from 0001 to 0020, 20', () => {
    // 0001–0018 dated 1–18 November, one a day; 0019 and 0020 issued afterwards and dated
    // 5 and 6 November (back-dated within the month). 0007 cancelled. By date the last is 0018
    // (18 Nov); by serial it is 0020. 20 documents, 1 cancelled, 19 net.
    const invoices = Array.from({ length: 20 }, (_, i) => {
      const n = i + 1;
      const day = n <= 18 ? n : n - 14;
      return doc({
        number: `INV/25-26/${String(n).padStart(4, '0')}`,
        date: `2025-11-${String(day).padStart(2, '0')}`,
        status: n === 7 ? 'cancelled' : 'issued',
        sequence: n,
        value: 100,
        lines: [],
      });
    });
    const { doc_issue } = computeGstr1({ gstin: 'X', period: '112025', documents: invoices });
    expect(doc_issue.doc_det).toEqual([
      {
        doc_num: 1,
        docs: [
          {
            num: 1,
            from: 'INV/25-26/0001',
            to: 'INV/25-26/0020',
            totnum: 20,
            cancel: 1,
            net_issue: 19,
          },
        ],
      },
    ]);
    // Without the counter (a document from another source), the number's digits order it.
    const bare = invoices.map(({ sequence: _, ...d }) => d);
    expect(computeGstr1({ gstin: 'X', period: '112025', documents: bare }).doc_issue).toEqual(
      doc_issue,
    );
  });

  it('one row per nature: invoices 1, debit notes 4, credit notes 5, receipts 6, refunds 8', () => {
    const { doc_issue } = computeGstr1({
      gstin: 'X',
      period: '112025',
      documents: NOVEMBER,
      vouchers: NOVEMBER_VOUCHERS,
    });
    // Invoices INV/1–INV/8, INV/8 cancelled; DN/1; CN/1–CN/3; receipts 0041–0042 (0042
    // reversed: cancelled); refund RV/25-26/0003.
    const row = (from: string, to: string, totnum: number, cancel = 0) => ({
      num: 1,
      from,
      to,
      totnum,
      cancel,
      net_issue: totnum - cancel,
    });
    expect(doc_issue.doc_det).toEqual([
      { doc_num: 1, docs: [row('INV/1', 'INV/8', 8, 1)] },
      { doc_num: 4, docs: [row('DN/1', 'DN/1', 1)] },
      { doc_num: 5, docs: [row('CN/1', 'CN/3', 3)] },
      { doc_num: 6, docs: [row('RCPT/25-26/0041', 'RCPT/25-26/0042', 2, 1)] },
      { doc_num: 8, docs: [row('RV/25-26/0003', 'RV/25-26/0003', 1)] },
    ]);
  });
});
