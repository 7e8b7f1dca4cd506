import { describe, expect, it } from 'vitest';
import { compactIndian, niceTop, truncateLabel } from '../src/pdf/charts';
import { dashboardDocument } from '../src/pdf/dashboard';
import { renderInThread } from '../src/pdf/render';
import { sampleReport } from './fixtures/dashboard-sample';
import { flat, pdfText, PDFTOTEXT, SKIP_TEXT_REASON } from './pdf-text';

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
});
