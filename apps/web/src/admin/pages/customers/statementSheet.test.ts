import { describe, expect, it } from 'vitest';
import { statementFileName, statementSheetRows } from './statementSheet';

describe('statementSheetRows', () => {
  it('opening row, one row per document with its running balance, closing row', () => {
    // Opening 1,000; invoice 15,750 → 16,750; receipt 10,000 → 6,750 (closing).
    const statement = {
      customer: { id: 'c1', name: 'Gupta Cold Storage', gstin: '', address: '' },
      from: '2026-04-01',
      to: '2026-11-25',
      opening: '1000.00',
      lines: [
        {
          date: '2026-11-20',
          kind: 'invoice' as const,
          number: 'INV/26-27/0001',
          debit: '15750.00',
          credit: '0.00',
          balance: '16750.00',
        },
        {
          date: '2026-11-25',
          kind: 'receipt' as const,
          number: 'RCT/26-27/0001',
          debit: '0.00',
          credit: '10000.00',
          balance: '6750.00',
        },
      ],
      closing: '6750.00',
    };
    expect(statementSheetRows(statement)).toEqual([
      {
        Date: '01 Apr 2026',
        Type: 'Opening balance',
        Number: '',
        Debit: '',
        Credit: '',
        Balance: 1000,
      },
      {
        Date: '20 Nov 2026',
        Type: 'Invoice',
        Number: 'INV/26-27/0001',
        Debit: 15750,
        Credit: '',
        Balance: 16750,
      },
      {
        Date: '25 Nov 2026',
        Type: 'Receipt',
        Number: 'RCT/26-27/0001',
        Debit: '',
        Credit: 10000,
        Balance: 6750,
      },
      {
        Date: '25 Nov 2026',
        Type: 'Closing balance',
        Number: '',
        Debit: '',
        Credit: '',
        Balance: 6750,
      },
    ]);
    expect(statementFileName(statement)).toBe(
      'Statement_Gupta_Cold_Storage_2026-04-01_to_2026-11-25.xlsx',
    );
  });
});
