import { describe, expect, it } from 'vitest';
import { compactIndian, niceTop, truncateLabel } from '../src/pdf/charts';
import { dashboardDocument } from '../src/pdf/dashboard';
import { renderInThread } from '../src/pdf/render';
import { sampleBuying, sampleReport } from './fixtures/dashboard-sample';
import { flat, pdfText, PDFTOTEXT, SKIP_TEXT_REASON } from './pdf-text';

// The text checks read the PDF with poppler's pdftotext; on a machine without it (.ci/run
// installs it) they are skipped, never silently passed: SKIP_TEXT_REASON in ./pdf-text.
const textIt = PDFTOTEXT ? it : it.skip;
if (!PDFTOTEXT) console.warn(`Skipping PDF text assertions: ${SKIP_TEXT_REASON}`);

describe('chart helpers', () => {
  it('cuts axis labels to 12 characters and prints compact Indian figures', () => {
    expect(truncateLabel('Mono PERC 540 Wp')).toBe('Mono PERC 5…');
    expect(truncateLabel('Short')).toBe('Short');
    expect(compactIndian(12_500_000, true)).toBe('₹1.3Cr');
    expect(compactIndian(340_000)).toBe('3.4L');
    expect(compactIndian(12_000)).toBe('12K');
    expect(compactIndian(7)).toBe('7');
    expect(niceTop(0)).toBe(4);
    expect(niceTop(93)).toBe(100);
    expect(niceTop(2)).toBe(2);
    expect(niceTop(2, true)).toBe(4);
    expect(niceTop(0.3, true)).toBe(4);
  });
});

describe('dashboard PDF', () => {
  it('is plain data (it crosses to the worker threads) and draws the charts as SVG', () => {
    const task = dashboardDocument(sampleReport());
    expect(() => structuredClone(task)).not.toThrow();
    const json = JSON.stringify(task);
    expect(json.match(/"svg":"<svg/g)?.length).toBe(4);
    expect(json).not.toContain('<text'); // labels are document text, not SVG text
    expect(json).not.toMatch(/"image"/);
  });

  textIt(
    'holds the filters, the KPIs in Indian grouping, chart labels and recent invoices',
    async () => {
      const bytes = await renderInThread(dashboardDocument(sampleReport()));
      expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
      const text = flat(pdfText(bytes));
      for (const expected of [
        'Demo Solar Traders',
        '01 Apr 2026 to 30 Nov 2026',
        'Sunrise Apartments RWA',
        'Mono PERC',
        'Total Revenue',
        '₹9,87,65,432',
        '1,234',
        '₹49,38,272',
        '₹80,037',
        'Sales over time',
        'Apr 2026',
        'Top products by quantity',
        'Mono PERC H…',
        'Customer total spent',
        'Recent Invoices',
        'INV/26-27/0042',
        '₹1,51,250.00',
        '20 Nov 2026',
      ])
        expect(text).toContain(expected);
    },
  );

  textIt('shows an empty state per chart when there is no data', async () => {
    const bytes = await renderInThread(
      dashboardDocument(
        sampleReport({
          totalInvoices: 0,
          totalRevenue: '0.00',
          totalGST: '0.00',
          averageInvoiceValue: '0.00',
          salesOverTime: [],
          categoryWiseStockOverview: [],
          topProducts: [],
          topCustomers: [],
          recentInvoices: [],
        }),
      ),
    );
    const text = flat(pdfText(bytes));
    expect(text.match(/No data available\./g)?.length).toBe(5);
    expect(text).toContain('₹0');
  });

  textIt(
    "carries the screen's buying cards and the same figures to the paisa (issue 31)",
    async () => {
      const task = dashboardDocument(sampleReport({ buying: sampleBuying() }));
      // Sales chart, purchases chart and the three others.
      expect(JSON.stringify(task).match(/"svg":"<svg/g)?.length).toBe(5);
      const text = flat(pdfText(await renderInThread(task)));
      for (const expected of [
        // The cards, as the screen writes them (labels, whole rupees, hints).
        'Gross Profit',
        '₹24,69,136',
        // (Hints wrap within their cards, so they are checked a line at a time.)
        'Recorded cost on 40 lines,',
        'minimum price on 2',
        'Net Profit',
        '₹22,95,535',
        'Less expenses ₹1,50,000 and',
        'expense bills ₹23,601',
        'Purchases',
        '₹1,05,00,000',
        'Taxable value of bills',
        'Payables',
        '₹11,80,000',
        'Owed to suppliers today;',
        'advances apart',
        // The statement, to the paisa.
        'Profit and purchases',
        'Sales (taxable value, after notes) ₹1,23,45,678.90',
        'Less cost of goods sold ₹98,76,543.21',
        'Gross Profit ₹24,69,135.69',
        'Less expenses ₹1,50,000.00',
        'Less expense bills ₹23,600.50',
        'Net Profit ₹22,95,535.19',
        'Purchases (taxable value of bills) ₹1,05,00,000.40',
        'Payables (owed to suppliers today) ₹11,80,000.00',
        'Advances paid to suppliers ₹25,000.00',
        'Purchases over time (taxable value of bills)',
      ])
        expect(text).toContain(expected);
    },
  );

  textIt('leaves out what the API left out, as the screen does', async () => {
    // A dashboard viewer alone: gross profit only; no expense bills, no cost recorded.
    const buying = sampleBuying({
      profit: {
        sales: '1000.00',
        cost: '600.00',
        grossProfit: '400.00',
        linesAtRecordedCost: 0,
        linesAtMinimumPrice: 1,
      },
    });
    delete buying.purchases;
    delete buying.payables;
    delete buying.expenses;
    delete buying.netProfit;
    const task = dashboardDocument(sampleReport({ buying }));
    expect(JSON.stringify(task).match(/"svg":"<svg/g)?.length).toBe(4);
    const text = flat(pdfText(await renderInThread(task)));
    expect(text).toContain('Gross Profit ₹400.00');
    expect(text).toContain('From minimum prices (no cost recorded)');
    for (const absent of ['Net Profit', 'Payables', 'Purchases', 'expenses'])
      expect(text).not.toContain(absent);
    // Expenses without bills for expenses: the screen's shorter hint.
    const withExpenses = flat(
      pdfText(
        await renderInThread(
          dashboardDocument(
            sampleReport({
              buying: sampleBuying({
                expenses: { expenses: '500.00', bills: '0.00', total: '500.00' },
                netProfit: '1969135.69',
              }),
            }),
          ),
        ),
      ),
    );
    expect(withExpenses).toContain('Gross profit less expenses ₹500');
    expect(withExpenses).not.toContain('expense bills');
  });

  it('shrinks the card amounts so that crore-sized figures stay inside the page', () => {
    type Row = { table: { body: { stack: { fontSize?: number }[] }[][] } };
    const sizes = (report: ReturnType<typeof sampleReport>) =>
      (dashboardDocument(report).doc.content as unknown[])
        .filter((n): n is Row => (n as { layout?: string }).layout === 'gstBox')
        .map((row) => row.table.body[0]?.map((cell) => cell.stack[1]?.fontSize));
    // Ordinary figures: 14 pt on both rows.
    expect(sizes(sampleReport({ buying: sampleBuying() }))).toEqual([
      [14, 14, 14, 14],
      [14, 14, 14, 14],
    ]);
    // '-₹1,00,00,00,00,000' in a fifth card (≈ 93 pt inside): smaller, the same across its row.
    const big = sizes(
      sampleReport({
        outstanding: '-99999999999.99',
        buying: sampleBuying({ netProfit: '-123456789012.49' }),
      }),
    );
    expect(big[0]).toEqual(Array(5).fill(big[0]?.[0]));
    expect(big[0]?.[0]).toBeLessThan(14);
    expect(big[1]?.[0]).toBeLessThan(14);
  });
});
