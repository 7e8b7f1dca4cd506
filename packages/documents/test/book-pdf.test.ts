import { mkdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildMoneyBook, formatIndianNumber, type MoneyMovement } from '@gst/domain';
import { bookDocument, type BookPdfData } from '../src/pdf/book';
import { renderInThread } from '../src/pdf/render';
import { flat, pdfPageCount, textOf } from './pdf-text';

const amount = (v: string) => formatIndianNumber(v, { decimals: 2 });

/** A month of a shop's cash: 80 receipts and payments, the cells as the API lays them out. */
function cashBook(): BookPdfData {
  const movements = Array.from({ length: 80 }, (_, i): MoneyMovement => ({
    id: `m${i}`,
    kind: i % 4 === 3 ? 'expense' : i % 5 === 2 ? 'supplier-payment' : 'receipt',
    date: `2026-05-${String((i % 28) + 1).padStart(2, '0')}`,
    number: `RCT/26-27/${String(i + 1).padStart(4, '0')}`,
    partyName: `Customer number ${i} Private Limited`,
    mode: 'cash',
    account: '',
    amount: (1_000 + i * 123.45).toFixed(2),
  }));
  const { rows, totals: t } = buildMoneyBook([{ kind: 'receipt', amount: '5000.00' }], movements);
  return {
    title: 'Cash book',
    shopName: 'Alpha Solar',
    gstin: '19AAACA1234F1Z5',
    from: '2026-05-01',
    to: '2026-05-31',
    account: null,
    summary: `Opening ${amount(t.opening)} + money in ${amount(t.moneyIn)} − money out ${amount(t.moneyOut)} = closing ${amount(t.closing)}.`,
    columns: [
      { text: 'Date', width: 48 },
      { text: 'Type', width: 74 },
      { text: 'Number', width: 80 },
      { text: 'Party', width: '*' },
      { text: 'Mode', width: 60 },
      { text: 'Money in', width: 66, right: true },
      { text: 'Money out', width: 66, right: true },
      { text: 'Balance', width: 70, right: true },
    ],
    rows: [
      { cells: ['01/05/2026', 'Opening balance', '', '', '', '', '', amount(t.opening)] },
      ...rows.map((r) => ({
        cells: [
          r.date,
          r.kind,
          r.number,
          r.partyName,
          'Cash',
          r.moneyIn === '0.00' ? '' : amount(r.moneyIn),
          r.moneyOut === '0.00' ? '' : amount(r.moneyOut),
          amount(r.balance),
        ],
      })),
    ],
    totals: [['Closing', '', '', '', '', amount(t.moneyIn), amount(t.moneyOut), amount(t.closing)]],
    generatedAt: new Date('2026-06-01T06:30:00Z'),
  };
}

describe('book PDF (issue 33)', () => {
  it('prints the heading, the summary, every row and the closing row on landscape A4', async (ctx) => {
    const data = cashBook();
    const task = bookDocument(data);
    expect(task.doc.pageOrientation).toBe('landscape');
    const bytes = await renderInThread(task);
    expect(pdfPageCount(bytes)).toBeGreaterThan(1);
    if (process.env.BOOK_PDF_OUT) {
      mkdirSync(process.env.BOOK_PDF_OUT, { recursive: true });
      writeFileSync(`${process.env.BOOK_PDF_OUT}/cash-book.pdf`, bytes);
    }
    const text = flat(textOf(ctx, bytes));
    expect(text).toContain('Cash book · 01 May 2026 to 31 May 2026');
    expect(text).toContain('RCT/26-27/0080');
    expect(text).toContain(data.totals[0]?.[7] ?? 'none');
  });

  it('says so when there is nothing, and refuses a row of the wrong width', async (ctx) => {
    const data = { ...cashBook(), rows: [], totals: [] };
    const text = flat(textOf(ctx, await renderInThread(bookDocument(data))));
    expect(text).toContain('Nothing in these dates.');
    expect(() => bookDocument({ ...data, rows: [{ cells: ['only', 'two'] }] })).toThrow(
      'A book row has 2 cells, not 8',
    );
  });
});
