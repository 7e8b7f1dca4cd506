// @engines pglite
// Pure: builds Tally vouchers and masters from documents written out by hand, no database.
import { describe, expect, it } from 'vitest';
import { partyLedgerNames, stockItemNames } from '../src/services/tally/tally.names';
import { buildMasters } from '../src/services/tally/tally.masters';
import {
  moneyVoucher,
  tradeVoucher,
  voucherBalance,
  type MoneyDoc,
  type TradeDoc,
  type TradeLine,
  type VoucherNames,
} from '../src/services/tally/tally.vouchers';
import { mastersXml, vouchersXml } from '../src/services/tally/tally.xml';
import { checkMasters, checkVouchers, expectMastersCover, ledgerTotal, paise } from './tally-check';

/**
 * The Tally import files' structure (issue 33), checked against Tally's published description
 * (tally-check.ts) on one document of each kind, with names that need escaping. By hand (₹):
 * INV-1 (Karnataka buyer, intra-state to a Karnataka shop): 2 panels × 10,000 @18 % + 1 mount
 *   500 @5 %: taxable 20,500, CGST 1,800 + 12.50, SGST the same, total 24,125, round-off 0.
 * INV-2 inter-state, 1 panel 10,000 @18 %: IGST 1,800, discount after tax 0.40 and round-off
 *   +0.40 (total 11,800.00 = 10,000 + 1,800 − 0.40 + 0.40).
 * CN-1 on INV-2: 1 panel back, 10,000 + IGST 1,800 = 11,800.
 * PB-1 (supplier's SUP/77) inter-state: 5 panels 40,000 + IGST 7,200, freight 1,000 @5 % under
 *   reverse charge (IGST 50, not in the total): total 40,000 + 1,000 + 7,250 − 50 = 48,200.
 * PR-1 back to SUP/77: 1 panel 8,000 + IGST 1,440 = 9,440.
 * Receipt R-1 12,000: 11,800 against INV-2, 200 on account; payment P-1 48,200 against SUP/77.
 */
const customers = [
  { id: 'c1', name: 'Sharma & Sons <Pvt> "Ltd"', gstin: '29AAACS1234F1Z5', stateCode: 29 },
  { id: 'c2', name: 'Kumar', gstin: '', stateCode: 27 },
];
const suppliers = [{ id: 's1', name: 'Kumar', gstin: '33AAACK1234F1Z1', stateCode: 33 }];
const products = [
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
const names: VoucherNames = {
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
const trade: TradeDoc[] = [
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
const money: MoneyDoc[] = [
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
const COMPANY = 'Surya & Co <Solar>';

describe('Tally import files', () => {
  const vouchers = [
    ...trade.map((d) => tradeVoucher(d, names)),
    ...money.map((d) => moneyVoucher(d, names)),
  ];
  const parties = { customers, suppliers, products };

  it('gives parties and items of one name distinct names', () => {
    expect(partyNames.get('c:c2')).toBe('Kumar (Customer)');
    expect(partyNames.get('s:s1')).toBe('Kumar (Supplier 33AAACK1234F1Z1)');
    expect(partyNames.get('c:c1')).toBe('Sharma & Sons <Pvt> "Ltd"');
    const twins = stockItemNames([
      { id: 'a', name: 'Inverter', uniqueId: 'INV-A' },
      { id: 'b', name: 'inverter', uniqueId: 'INV-B' },
    ]);
    expect([...twins.values()]).toEqual(['Inverter (INV-A)', 'inverter (INV-B)']);
  });

  it('writes vouchers Tally can import: envelope, tags per type, bills, and each balances', () => {
    for (const v of vouchers) expect(voucherBalance(v)).toBe(0n);
    const xml = vouchersXml(COMPANY, vouchers);
    expect(xml).toContain('<SVCURRENTCOMPANY>Surya &amp; Co &lt;Solar&gt;</SVCURRENTCOMPANY>');
    expect(xml).toContain('<PARTYLEDGERNAME>Sharma &amp; Sons &lt;Pvt&gt; "Ltd"</PARTYLEDGERNAME>');
    const parsed = checkVouchers(xml, COMPANY);
    expect(parsed.map((v) => [v['@VCHTYPE'], v.VOUCHERNUMBER])).toEqual([
      ['Sales', 'INV-1'],
      ['Sales', 'INV-2'],
      ['Credit Note', 'CN-1'],
      ['Purchase', 'PB-1'],
      ['Debit Note', 'PR-1'],
      ['Receipt', 'R-1'],
      ['Payment', 'P-1'],
    ]);
    const [inv1, inv2, cn1, pb1, , r1, p1] = parsed;
    expect(inv1).toMatchObject({
      DATE: '20240710',
      PLACEOFSUPPLY: 'Karnataka',
      PARTYGSTIN: '29AAACS1234F1Z5',
    });
    expect(inv1?.['ALLINVENTORYENTRIES.LIST']?.[0]).toMatchObject({
      STOCKITEMNAME: 'Panel 540W & "Mono"',
      RATE: '10000.00/NOS',
      AMOUNT: '20000.00',
      ACTUALQTY: '2 NOS',
      ISDEEMEDPOSITIVE: 'No',
      'ACCOUNTINGALLOCATIONS.LIST': [{ LEDGERNAME: 'Sales @ 18%', AMOUNT: '20000.00' }],
    });
    expect(inv1?.['LEDGERENTRIES.LIST']?.[0]).toMatchObject({
      LEDGERNAME: 'Sharma & Sons <Pvt> "Ltd"',
      ISDEEMEDPOSITIVE: 'Yes',
      ISPARTYLEDGER: 'Yes',
      AMOUNT: '-24125.00',
      'BILLALLOCATIONS.LIST': [{ NAME: 'INV-1', BILLTYPE: 'New Ref', AMOUNT: '-24125.00' }],
    });
    // INV-2: the discount after tax (0.40) is a debit, the round-off a credit.
    const inv2Entries = Object.fromEntries(
      (inv2?.['LEDGERENTRIES.LIST'] ?? []).map((e) => [e.LEDGERNAME, e.AMOUNT]),
    );
    expect(inv2Entries).toEqual({
      'Kumar (Customer)': '-11800.00',
      'Output IGST': '1800.00',
      'Round Off': '0.40',
      'Discount Allowed': '-0.40',
    });
    expect(cn1?.['LEDGERENTRIES.LIST']?.[0]?.['BILLALLOCATIONS.LIST']).toEqual([
      { NAME: 'INV-2', BILLTYPE: 'Agst Ref', AMOUNT: '11800.00' },
    ]);
    // PB-1: input IGST 7,250 (the reverse-charge 50 included) against the liability for it.
    const pb1Entries = Object.fromEntries(
      (pb1?.['LEDGERENTRIES.LIST'] ?? []).map((e) => [e.LEDGERNAME, e.AMOUNT]),
    );
    expect(pb1Entries).toEqual({
      'Kumar (Supplier 33AAACK1234F1Z1)': '48200.00',
      'Expenses - Freight & Cartage': '-1000.00',
      'Input IGST': '-7250.00',
      'GST Payable on Reverse Charge': '50.00',
    });
    expect(r1?.['ALLLEDGERENTRIES.LIST']?.[0]?.['BILLALLOCATIONS.LIST']).toEqual([
      { NAME: 'INV-2', BILLTYPE: 'Agst Ref', AMOUNT: '11800.00' },
      { BILLTYPE: 'On Account', AMOUNT: '200.00' },
    ]);
    expect(r1?.['ALLLEDGERENTRIES.LIST']?.[1]).toMatchObject({
      LEDGERNAME: 'Bank Account',
      AMOUNT: '-12000.00',
    });
    expect(p1?.['ALLLEDGERENTRIES.LIST']?.[1]).toMatchObject({
      LEDGERNAME: 'Cash',
      AMOUNT: '48200.00',
      ISDEEMEDPOSITIVE: 'No',
    });
    // Tax ledgers: output IGST 1,800 − 1,800 = 0; output CGST 1,812.50; input IGST 7,250 − 1,440.
    expect(ledgerTotal(parsed, 'Output CGST')).toBe(paise('1812.50'));
    expect(ledgerTotal(parsed, 'Output IGST')).toBe(0n);
    expect(ledgerTotal(parsed, 'Input IGST')).toBe(-paise('5810.00'));
  });

  it('writes the masters the vouchers name, with GST details', () => {
    const masters = buildMasters(parties, names, trade, vouchers);
    const xml = mastersXml(COMPANY, masters, '2024-07-01');
    const parsed = checkMasters(xml, COMPANY);
    expectMastersCover(checkVouchers(vouchersXml(COMPANY, vouchers), COMPANY), parsed);
    expect(parsed.ledgers.get('Sharma & Sons <Pvt> "Ltd"')).toMatchObject({
      PARENT: 'Sundry Debtors',
      PARTYGSTIN: '29AAACS1234F1Z5',
      LEDSTATENAME: 'Karnataka',
      GSTREGISTRATIONTYPE: 'Regular',
    });
    expect(parsed.ledgers.get('Kumar (Customer)')).toMatchObject({
      GSTREGISTRATIONTYPE: 'Unregistered/Consumer',
      LEDSTATENAME: 'Maharashtra',
    });
    expect(parsed.ledgers.get('Kumar (Supplier 33AAACK1234F1Z1)')).toMatchObject({
      PARENT: 'Sundry Creditors',
      LEDSTATENAME: 'Tamil Nadu',
    });
    expect(parsed.ledgers.get('Output SGST/UTGST')).toMatchObject({
      PARENT: 'Duties & Taxes',
      TAXTYPE: 'GST',
      GSTDUTYHEAD: 'State Tax',
    });
    expect(parsed.ledgers.get('Input Cess')).toMatchObject({ GSTDUTYHEAD: 'Cess' });
    expect(parsed.ledgers.get('Sales @ 5%')).toMatchObject({ PARENT: 'Sales Accounts' });
    expect(parsed.ledgers.get('Purchase @ 18%')).toMatchObject({ PARENT: 'Purchase Accounts' });
    expect(parsed.ledgers.get('Expenses - Freight & Cartage')).toMatchObject({
      PARENT: 'Indirect Expenses',
    });
    expect(parsed.ledgers.has('Cash')).toBe(false);
    expect(parsed.units.map((u) => [u['@NAME'], u.GSTREPUOM])).toEqual([
      ['NOS', 'NOS-NUMBERS'],
      ['SET', 'SET-SETS'],
    ]);
    const panel = parsed.items.get('Panel 540W & "Mono"') as Record<
      string,
      Record<string, unknown>
    >;
    expect(panel.BASEUNITS).toBe('NOS');
    expect(panel['GSTDETAILS.LIST']).toMatchObject({
      APPLICABLEFROM: '20240701',
      HSNCODE: '8541',
      TAXABILITY: 'Taxable',
    });
    const rates = (panel['GSTDETAILS.LIST']?.['STATEWISEDETAILS.LIST'] as Record<string, unknown>)[
      'RATEDETAILS.LIST'
    ];
    expect(rates).toEqual([
      { GSTRATEDUTYHEAD: 'Central Tax', GSTRATE: '9' },
      { GSTRATEDUTYHEAD: 'State Tax', GSTRATE: '9' },
      { GSTRATEDUTYHEAD: 'Integrated Tax', GSTRATE: '18' },
      { GSTRATEDUTYHEAD: 'Cess', GSTRATE: '0' },
    ]);
  });

  it('writes an empty period as an envelope with no messages', () => {
    expect(checkVouchers(vouchersXml(COMPANY, []), COMPANY)).toEqual([]);
  });
});
