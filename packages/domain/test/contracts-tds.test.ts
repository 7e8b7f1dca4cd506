import { describe, expect, it } from 'vitest';
import {
  settledAmount,
  suggestedTds,
  tdsBase,
  ZPaymentInput,
  ZPaymentTdsBody,
} from '../src/contracts/index';

/**
 * A receipt's income-tax TDS (issue 33): ₹1,17,900 received and ₹100 deducted u/s 194Q (0.1 % of
 * ₹1,00,000, the invoice's value without GST) settle ₹1,18,000.
 */
const receipt = {
  customerId: '0f8fad5b-d9cb-469f-a165-70867728950e',
  amount: '117900',
  mode: 'upi',
};

describe('receipt TDS contract', () => {
  it('takes the section, rate and amount, and defaults to none', () => {
    expect(ZPaymentInput.parse(receipt)).toMatchObject({
      tdsSection: '',
      tdsRate: null,
      tdsAmount: '0.00',
      form16aNumber: '',
      form16aDate: null,
    });
    const parsed = ZPaymentInput.parse({ ...receipt, tdsSection: '194Q', tdsRate: 0.1, tdsAmount: 100 }); // prettier-ignore
    expect(parsed).toMatchObject({ tdsSection: '194Q', tdsRate: '0.1', tdsAmount: '100.00' });
  });

  it('refuses TDS without a section, a rate above 30 %, an unknown section, paise past 2 places', () => {
    const issues = (input: object) =>
      ZPaymentInput.safeParse({ ...receipt, ...input }).error?.issues.map((i) => i.message) ?? [];
    expect(issues({ tdsAmount: '100' })).toEqual(['Choose the TDS section the customer deducted under']); // prettier-ignore
    expect(issues({ tdsSection: '194J', tdsRate: '30.001', tdsAmount: '1' })).toEqual([
      'TDS rate must be a percent from 0 to 30 with at most 3 decimals',
    ]);
    expect(issues({ tdsSection: '206C', tdsAmount: '1' })[0]).toMatch(/tdsSection must be one of/);
    expect(issues({ tdsSection: '194Q', tdsAmount: '1.001' })).toEqual(['Enter a valid amount']);
    expect(issues({ tdsSection: '194Q' })).toEqual([
      'Enter the TDS amount deducted, or leave the TDS section, rate and Form 16A empty',
    ]);
    expect(ZPaymentTdsBody.safeParse({ tdsSection: '194Q', tdsAmount: '100', form16aNumber: 'F-1', form16aDate: '2026-02-10' }).success).toBe(true); // prettier-ignore
  });

  it('settles cash + TDS and suggests rate × what is settled', () => {
    expect(settledAmount('117900', '100')).toBe('118000.00');
    expect(settledAmount('117900', '')).toBe('117900.00');
    expect(suggestedTds('0.1', '100000')).toBe('100.00');
    expect(suggestedTds('2', '1180')).toBe('23.60');
    expect(suggestedTds('', '1180')).toBe('');
  });
});

describe('the base the TDS suggestion is a rate of', () => {
  // An invoice of ₹15,000 + 5 % GST = ₹15,750 (taxable 15,000).
  const invoice = { total: '15750.00', taxableAmount: '15000.00' };
  it('is the value without GST of what is allocated to invoices (Circulars 23/2017, 13/2021)', () => {
    expect(tdsBase([{ ...invoice, amount: '15750' }], '15735')).toBe('15000.00');
    expect(suggestedTds('0.1', tdsBase([{ ...invoice, amount: '15750' }], '15735'))).toBe('15.00');
    // Half the invoice: 7,875 × 15,000 / 15,750 = 7,500.
    expect(tdsBase([{ ...invoice, amount: '7875' }], '7875')).toBe('7500.00');
    // Two invoices: 15,750 at 5 % (15,000) and 11,800 at 18 % (10,000).
    const second = { total: '11800.00', taxableAmount: '10000.00', amount: '11800' };
    expect(tdsBase([{ ...invoice, amount: '15750' }, second], '27550')).toBe('25000.00');
    expect(suggestedTds('2', '25000.00')).toBe('500.00');
  });
  it('is the whole amount received for an advance, and a line without figures counts whole', () => {
    expect(tdsBase([], '10000')).toBe('10000.00');
    expect(tdsBase([{ ...invoice, amount: '' }], '10000')).toBe('10000.00');
    expect(tdsBase([{ amount: '5000' }], '5000')).toBe('5000.00');
  });
});
