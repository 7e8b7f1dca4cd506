import { partyLedgerNames, stockItemNames } from '../src/services/tally/tally.names';
import {
  expenseVoucher,
  moneyVoucher,
  tradeVoucher,
  type ExpenseDoc,
  type MoneyDoc,
  type TradeDoc,
  type TradeLine,
  type VoucherNames,
} from '../src/services/tally/tally.vouchers';

/**
 * One document of each kind for the Tally structure test (issue 33, tally-xml.test.ts), with
 * names that need escaping; the shop is in Karnataka. By hand (₹):
 * INV-1 (Karnataka buyer, intra-state to a Karnataka shop): 2 panels × 10,000 @18 % + 1 mount
 *   500 @5 %: taxable 20,500, CGST 1,800 + 12.50, SGST the same, total 24,125, round-off 0.
 * INV-2 inter-state, 1 panel 10,000 @18 %: IGST 1,800, discount after tax 0.40 and round-off
 *   +0.40 (total 11,800.00 = 10,000 + 1,800 − 0.40 + 0.40).
 * CN-1 on INV-2: 1 panel back, 10,000 + IGST 1,800 = 11,800.
 * PB-1 (supplier's SUP/77) inter-state: 5 panels 40,000 + IGST 7,200, freight 1,000 @5 % under
 *   reverse charge (IGST 50, not in the total): total 40,000 + 1,000 + 7,250 − 50 = 48,200.
 * PR-1 back to SUP/77: 1 panel 8,000 + IGST 1,440 = 9,440.
 * Receipt R-1 12,000: 11,800 against INV-2, 200 on account; payment P-1 48,200 against SUP/77.
 * Expense E-1 350 from the bank for tea & snacks (no party).
 */
export const customers = [
  { id: 'c1', name: 'Sharma & Sons <Pvt> "Ltd"', gstin: '29AAACS1234F1Z5', stateCode: 29 },
  { id: 'c2', name: 'Kumar', gstin: '', stateCode: 27 },
];
export const suppliers = [
  { id: 's1', name: 'Kumar', gstin: '33AAACK1234F1Z1', stateCode: 33, composition: false },
];
export const products = [
  {
    id: 'p1',
    name: 'Panel 540W & "Mono"',
    uniqueId: 'PNL',
    hsn: '8541',
    rate: '18.00',
    unit: 'NOS',
    taxability: 'taxable' as const,
  },
  {
    id: 'p2',
    name: 'Mount <rail>',
    uniqueId: 'MNT',
    hsn: '7308',
    rate: '5.00',
    unit: 'SET',
    taxability: 'taxable' as const,
  },
];
const partyNames = partyLedgerNames(customers, suppliers);
const itemNames = stockItemNames(products);
export const names: VoucherNames = {
  tenant: 'alpha',
  party: (k) => partyNames.get(k) ?? k,
  item: (id) => itemNames.get(id) ?? id,
  unit: (id) => products.find((p) => p.id === id)?.unit ?? 'UNITS',
};
const goods = (productId: string, rate: string, quantity: string, taxableValue: string) =>
  ({
    productId,
    kind: 'goods',
    rate,
    taxability: 'taxable',
    expenseCategory: '',
    quantity,
    unit: 'NOS',
    taxableValue,
  }) satisfies TradeLine;
const doc = (over: Partial<TradeDoc> & Pick<TradeDoc, 'id' | 'kind' | 'number'>): TradeDoc => ({
  reference: '',
  date: '2024-07-10',
  partyKey: 'c:c1',
  partyGstin: '29AAACS1234F1Z5',
  partyStateCode: 29,
  placeOfSupply: 29,
  bill: { type: 'New Ref', name: over.number },
  taxableAmount: '0',
  tax: { cgst: '0.00', sgst: '0.00', igst: '0.00' },
  taxPosted: true,
  reverseChargeTax: '0.00',
  roundOff: '0.00',
  total: '0.00',
  lines: [],
  ...over,
});
export const trade: TradeDoc[] = [
  doc({
    id: 'i1',
    kind: 'invoice',
    number: 'INV-1',
    taxableAmount: '20500.00',
    tax: { cgst: '1812.50', sgst: '1812.50', igst: '0.00' },
    total: '24125.00',
    lines: [goods('p1', '18.00', '2.000', '20000.00'), goods('p2', '5.00', '1.000', '500.00')],
  }),
  doc({
    id: 'i2',
    kind: 'invoice',
    number: 'INV-2',
    partyKey: 'c:c2',
    partyGstin: '',
    partyStateCode: 27,
    placeOfSupply: 27,
    taxableAmount: '10000.00',
    tax: { cgst: '0.00', sgst: '0.00', igst: '1800.00' },
    roundOff: '0.40',
    total: '11800.00',
    lines: [goods('p1', '18.00', '1.000', '10000.00')],
  }),
  doc({
    id: 'n1',
    kind: 'credit-note',
    number: 'CN-1',
    reference: 'INV-2',
    partyKey: 'c:c2',
    partyGstin: '',
    partyStateCode: 27,
    placeOfSupply: 27,
    bill: { type: 'Agst Ref', name: 'INV-2' },
    taxableAmount: '10000.00',
    tax: { cgst: '0.00', sgst: '0.00', igst: '1800.00' },
    total: '11800.00',
    lines: [goods('p1', '18.00', '1.000', '10000.00')],
  }),
  doc({
    id: 'b1',
    kind: 'bill',
    number: 'PB-1',
    reference: 'SUP/77',
    partyKey: 's:s1',
    partyGstin: '33AAACK1234F1Z1',
    partyStateCode: 33,
    bill: { type: 'New Ref', name: 'SUP/77' },
    taxableAmount: '41000.00',
    tax: { cgst: '0.00', sgst: '0.00', igst: '7250.00' },
    reverseChargeTax: '50.00',
    total: '48200.00',
    lines: [
      goods('p1', '18.00', '5.000', '40000.00'),
      {
        productId: null,
        kind: 'expense',
        rate: '5.00',
        taxability: 'taxable',
        expenseCategory: 'Freight & Cartage',
        quantity: '1.000',
        unit: 'UNITS',
        taxableValue: '1000.00',
      },
    ],
  }),
  doc({
    id: 'r1',
    kind: 'purchase-return',
    number: 'PR-1',
    reference: 'SUP/77',
    partyKey: 's:s1',
    partyGstin: '33AAACK1234F1Z1',
    partyStateCode: 33,
    bill: { type: 'Agst Ref', name: 'SUP/77' },
    taxableAmount: '8000.00',
    tax: { cgst: '0.00', sgst: '0.00', igst: '1440.00' },
    total: '9440.00',
    lines: [goods('p1', '18.00', '1.000', '8000.00')],
  }),
];
export const money: MoneyDoc[] = [
  {
    id: 'm1',
    kind: 'receipt',
    number: 'R-1',
    date: '2024-07-20',
    partyKey: 'c:c2',
    partyGstin: '',
    partyStateCode: 27,
    amount: '12000.00',
    mode: 'upi',
    reference: 'UTR 1',
    allocations: [{ name: 'INV-2', amount: '11800.00' }],
  },
  {
    id: 'm2',
    kind: 'supplier-payment',
    number: 'P-1',
    date: '2024-07-25',
    partyKey: 's:s1',
    partyGstin: '',
    partyStateCode: 33,
    amount: '48200.00',
    mode: 'cash',
    reference: '',
    allocations: [{ name: 'SUP/77', amount: '48200.00' }],
  },
];
export const COMPANY = 'Surya & Co <Solar>';

export const EXPENSE: ExpenseDoc = {
  id: 'e1',
  number: 'E-1',
  date: '2024-07-26',
  category: 'Tea & Snacks',
  amount: '350.00',
  paidFrom: 'bank',
  payee: 'Chai <Point>',
  note: '',
};

/** The documents above as vouchers, in the order written. */
export const vouchers = () => [
  ...trade.map((d) => tradeVoucher(d, names)),
  ...money.map((d) => moneyVoucher(d, names)),
  expenseVoucher(EXPENSE, names),
];
