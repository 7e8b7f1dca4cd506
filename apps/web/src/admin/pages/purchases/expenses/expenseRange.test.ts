import { describe, expect, it } from 'vitest';
import { categoryLine, expenseExportUrl, expenseFileName } from './expenseRange';

describe('the Expenses page dates (issue 31)', () => {
  it('asks the server for the workbook of the dates', () => {
    const may = { from: '2026-05-01', to: '2026-05-31' };
    expect(expenseExportUrl(may)).toBe('/api/expense/export?from=2026-05-01&to=2026-05-31');
    expect(expenseFileName(may)).toBe('Expenses_from_2026-05-01_to_2026-05-31.xlsx');
  });

  it('puts the bills beside the expenses of a category', () => {
    expect(
      categoryLine({ category: 'Fuel and transport', count: 1, bills: 1, amount: '3500.00' }),
    ).toBe('Fuel and transport ₹3,500.00 · 1 expense, 1 bill');
    expect(categoryLine({ category: 'Rent', count: 2, bills: 0, amount: '36000.00' })).toBe(
      'Rent ₹36,000.00 · 2 expenses',
    );
    expect(categoryLine({ category: 'Other', count: 0, bills: 3, amount: '1180.00' })).toBe(
      'Other ₹1,180.00 · 3 bills',
    );
  });
});
