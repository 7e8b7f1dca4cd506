// @engines pglite
// Pure: a receipt with TDS as its Tally voucher and the ledger it needs in the masters.
import { describe, expect, it } from 'vitest';
import { buildMasters } from '../src/services/tally/tally.masters';
import { moneyVoucher, voucherBalance } from '../src/services/tally/tally.vouchers';
import { vouchersXml } from '../src/services/tally/tally.xml';
import { checkVouchers } from './tally-check';
import { COMPANY, customers, names, products, suppliers } from './tally-fixtures';

/**
 * Issue 33: the customer paid ₹1,17,900 by UPI and deducted ₹100 TDS u/s 194Q on an invoice of
 * ₹1,18,000. The receipt voucher credits the party the ₹1,18,000 it settles (against INV-2), and
 * debits the bank ₹1,17,900 and TDS Receivable ₹100: 1,17,900 + 100 − 1,18,000 = 0.
 */
describe('a receipt with TDS in Tally', () => {
  const voucher = moneyVoucher(
    {
      id: 't1',
      kind: 'receipt',
      number: 'R-9',
      date: '2024-07-20',
      partyKey: 'c:c2',
      partyGstin: '',
      partyStateCode: 27,
      amount: '117900.00',
      tdsAmount: '100.00',
      mode: 'upi',
      reference: 'UTR 9',
      allocations: [{ name: 'INV-2', amount: '118000.00' }],
    },
    names,
  );

  it('credits the party cash + TDS, debits the bank and TDS Receivable, and balances', () => {
    expect(voucherBalance(voucher)).toBe(0n);
    expect(voucher.ledgers.map((l) => [l.ledger, l.amount])).toEqual([
      ['Kumar (Customer)', 11800000n],
      ['Bank Account', -11790000n],
      ['TDS Receivable', -10000n],
    ]);
    expect(voucher.ledgers[0]?.bills).toEqual([
      { type: 'Agst Ref', name: 'INV-2', amount: 11800000n },
    ]);
    const [parsed] = checkVouchers(vouchersXml(COMPANY, [voucher]), COMPANY);
    expect(parsed?.['ALLLEDGERENTRIES.LIST']).toMatchObject([
      { LEDGERNAME: 'Kumar (Customer)', AMOUNT: '118000.00' },
      { LEDGERNAME: 'Bank Account', AMOUNT: '-117900.00' },
      { LEDGERNAME: 'TDS Receivable', AMOUNT: '-100.00' },
    ]);
  });

  it('puts TDS Receivable in the masters under Current Assets', () => {
    const masters = buildMasters({ customers, suppliers, products }, names, [], [voucher]);
    expect(masters.ledgers).toContainEqual({ name: 'TDS Receivable', parent: 'Current Assets' });
  });
});
