import { describe, expect, it } from 'vitest';
import {
  inOut,
  movementKindLabel,
  movementSource,
  qty,
  stockReportFileName,
  stockReportSheetRows,
} from './stockSheet';

describe('stockReportSheetRows', () => {
  it('one row per product with the server figures as numbers, then the total value', () => {
    // Panel: 10 + 5 in − 3 out = 12 at ₹12,000.50 → ₹1,44,006.00; inverter 2.5 kg cable.
    const report = {
      from: '2026-11-01',
      to: '2026-11-29',
      closingValue: '144131.00',
      data: [
        {
          productId: 'p1',
          productLabel: 'Mono panel 540 W',
          opening: '10.000',
          inward: '5.000',
          outward: '3.000',
          closing: '12.000',
          closingValue: '144006.00',
        },
        {
          productId: 'p2',
          productLabel: '=Cable 4 sq mm',
          opening: '0.000',
          inward: '2.500',
          outward: '0.000',
          closing: '2.500',
          closingValue: '125.00',
        },
      ],
    };
    expect(stockReportSheetRows(report)).toEqual([
      {
        Product: 'Mono panel 540 W',
        Opening: 10,
        In: 5,
        Out: 3,
        Closing: 12,
        'Closing value': 144006,
      },
      {
        Product: '=Cable 4 sq mm',
        Opening: 0,
        In: 2.5,
        Out: 0,
        Closing: 2.5,
        'Closing value': 125,
      },
      { Product: 'Total', Opening: '', In: '', Out: '', Closing: '', 'Closing value': 144131 },
    ]);
    expect(stockReportFileName(report)).toBe('Stock_report_2026-11-01_to_2026-11-29.xlsx');
  });

  it('an empty report is just the total', () => {
    const rows = stockReportSheetRows({
      from: '2026-11-01',
      to: '2026-11-01',
      closingValue: '0.00',
      data: [],
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.['Closing value']).toBe(0);
  });
});

describe('ledger cells', () => {
  it('splits a signed quantity into In and Out', () => {
    expect(inOut('5.000')).toEqual({ in: '5', out: '' });
    expect(inOut('-2.500')).toEqual({ in: '', out: '2.5' });
    expect(inOut('1500.000')).toEqual({ in: '1,500', out: '' });
    expect(inOut('0.000')).toEqual({ in: '', out: '' });
  });

  it('groups quantities the Indian way', () => {
    expect(qty('125000.125')).toBe('1,25,000.125');
  });

  it('names the movement by its document and reason', () => {
    expect(movementSource({ document: 'PB/26-27/0004', reason: '' })).toBe('PB/26-27/0004');
    expect(movementSource({ document: null, reason: 'Damaged in transit' })).toBe(
      'Damaged in transit',
    );
    expect(movementSource({ document: null, reason: '' })).toBe('—');
    expect(movementKindLabel('purchase-return')).toBe('Purchase return');
    expect(movementKindLabel('something-new')).toBe('something-new');
  });
});
