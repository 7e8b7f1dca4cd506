// @engines pglite
// Pure: builds Tally vouchers and masters from documents written out by hand, no database.
import { describe, expect, it } from 'vitest';
import { stockItemNames } from '../src/services/tally/tally.names';
import { buildMasters } from '../src/services/tally/tally.masters';
import { tradeVoucher, voucherBalance } from '../src/services/tally/tally.vouchers';
import { mastersXml, vouchersXml } from '../src/services/tally/tally.xml';
import { checkMasters, checkVouchers, expectMastersCover, ledgerTotal, paise } from './tally-check';
import {
  COMPANY,
  customers,
  names,
  products,
  suppliers,
  trade,
  vouchers as allVouchers,
} from './tally-fixtures';

/**
 * The Tally import files' structure (issue 33), checked against Tally's published description
 * (tally-check.ts) on one document of each kind (tally-fixtures.ts, figures by hand there), with
 * names that need escaping.
 */
describe('Tally import files', () => {
  const vouchers = allVouchers();
  const parties = { customers, suppliers, products };

  it('gives parties and items of one name distinct names', () => {
    expect(names.party('c:c2')).toBe('Kumar (Customer)');
    expect(names.party('s:s1')).toBe('Kumar (Supplier 33AAACK1234F1Z1)');
    expect(names.party('c:c1')).toBe('Sharma & Sons <Pvt> "Ltd"');
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
      ['Payment', 'E-1'],
    ]);
    const [inv1, inv2, cn1, pb1, , r1, p1, e1] = parsed;
    expect(e1).toMatchObject({
      PARTYLEDGERNAME: 'Bank Account',
      NARRATION: 'Expense E-1 (Tea & Snacks) Chai <Point>',
    });
    expect(e1?.['ALLLEDGERENTRIES.LIST']).toMatchObject([
      {
        LEDGERNAME: 'Expenses - Tea & Snacks',
        AMOUNT: '-350.00',
        ISDEEMEDPOSITIVE: 'Yes',
        ISPARTYLEDGER: 'No',
      },
      { LEDGERNAME: 'Bank Account', AMOUNT: '350.00', ISDEEMEDPOSITIVE: 'No' },
    ]);
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
    expect(parsed.ledgers.get('Expenses - Tea & Snacks')).toMatchObject({
      PARENT: 'Indirect Expenses',
    });
    expect(parsed.ledgers.has('Cash')).toBe(false);
    // A composition supplier is registered as such.
    const composition = checkMasters(
      mastersXml(
        COMPANY,
        {
          ledgers: [
            {
              name: 'Village Mart',
              parent: 'Sundry Creditors',
              billWise: true,
              gstin: '19AAAAV1234F1Z1',
              state: 'West Bengal',
              composition: true,
            },
          ],
          units: [],
          items: [],
        },
        '2024-07-01',
      ),
      COMPANY,
    );
    expect(composition.ledgers.get('Village Mart')).toMatchObject({
      GSTREGISTRATIONTYPE: 'Composition',
    });
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

  it('posts no output tax on an invoice under reverse charge (the buyer pays it)', () => {
    const [invoice] = trade;
    if (!invoice) throw new Error('no invoice');
    // INV-1 under reverse charge: the shop collects 20,500 and owes no tax on it.
    const v = tradeVoucher({ ...invoice, taxPosted: false, total: '20500.00' }, names);
    expect(voucherBalance(v)).toBe(0n);
    expect(v.ledgers.map((e) => [e.ledger, e.amount])).toEqual([
      ['Sharma & Sons <Pvt> "Ltd"', -2050000n],
    ]);
    expect(v.inventory.map((i) => [i.ledger, i.amount])).toEqual([
      ['Sales @ 18%', 2000000n],
      ['Sales @ 5%', 50000n],
    ]);
  });

  it('writes an empty period as an envelope with no messages', () => {
    expect(checkVouchers(vouchersXml(COMPANY, []), COMPANY)).toEqual([]);
  });
});
