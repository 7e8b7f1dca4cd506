import { XMLParser } from 'fast-xml-parser';
import { expect } from 'vitest';

/**
 * Checks a Tally import file against the structure TallyPrime's developer reference describes
 * (help.tallysolutions.com: "Integration using XML", "Significance of Tags", "Understanding
 * Integration – Transactions", the accounting and inventory masters pages; the summary is in
 * packages/api/src/services/tally/tally.xml.ts), parsed by fast-xml-parser, independent of the
 * builder. Returns the parsed objects for further checks.
 */
const LISTS = new Set([
  'TALLYMESSAGE',
  'ALLINVENTORYENTRIES.LIST',
  'LEDGERENTRIES.LIST',
  'ALLLEDGERENTRIES.LIST',
  'BILLALLOCATIONS.LIST',
  'ACCOUNTINGALLOCATIONS.LIST',
  'RATEDETAILS.LIST',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => LISTS.has(name),
});

type Node = Record<string, unknown>;
export type Entry = { LEDGERNAME: string; ISDEEMEDPOSITIVE: string; AMOUNT: string } & Node;
export type Voucher = Node & {
  '@VCHTYPE': string;
  VOUCHERNUMBER: string;
  'LEDGERENTRIES.LIST'?: Entry[];
  'ALLLEDGERENTRIES.LIST'?: Entry[];
  'ALLINVENTORYENTRIES.LIST'?: (Entry & { STOCKITEMNAME: string })[];
};

/** Tally's signed amount ('-1234.50') as integer paise, by string (never a float). */
export function paise(amount: unknown): bigint {
  const text = String(amount);
  expect(text, `amount ${text}`).toMatch(/^-?\d+\.\d{2}$/);
  return BigInt(text.replace('.', ''));
}

function envelope(xml: string, report: string, company: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  const doc = parser.parse(xml) as Node;
  const env = doc.ENVELOPE as Node;
  expect((env.HEADER as Node).TALLYREQUEST).toBe('Import Data');
  const importData = (env.BODY as Node).IMPORTDATA as Node;
  const desc = importData.REQUESTDESC as Node;
  expect(desc.REPORTNAME).toBe(report);
  expect((desc.STATICVARIABLES as Node).SVCURRENTCOMPANY).toBe(company);
  const data = importData.REQUESTDATA;
  const messages =
    data && typeof data === 'object' ? (((data as Node).TALLYMESSAGE as Node[]) ?? []) : [];
  for (const m of messages) expect(m['@xmlns:UDF']).toBe('TallyUDF');
  return messages;
}

const yes = (amount: bigint) => (amount < 0n ? 'Yes' : 'No');

/** The vouchers file: envelope, each voucher's required tags, signs, bills, and its balance. */
export function checkVouchers(xml: string, company: string): Voucher[] {
  const vouchers = envelope(xml, 'Vouchers', company).map((m) => m.VOUCHER as Voucher);
  for (const v of vouchers) {
    const where = `${v['@VCHTYPE']} ${v.VOUCHERNUMBER}`;
    expect(v['@ACTION'], where).toBe('Create');
    expect(['Sales', 'Purchase', 'Credit Note', 'Debit Note', 'Receipt', 'Payment']).toContain(
      v['@VCHTYPE'],
    );
    expect(v.VOUCHERTYPENAME, where).toBe(v['@VCHTYPE']);
    expect(String(v.DATE), where).toMatch(/^\d{8}$/);
    expect(v.VOUCHERNUMBER, where).toBeTruthy();
    expect(v.PARTYLEDGERNAME, where).toBeTruthy();
    const invoice = v.ISINVOICE === 'Yes';
    expect(v.PERSISTEDVIEW).toBe(invoice ? 'Invoice Voucher View' : 'Accounting Voucher View');
    expect(v['@OBJVIEW']).toBe(v.PERSISTEDVIEW);
    const ledgers = (invoice ? v['LEDGERENTRIES.LIST'] : v['ALLLEDGERENTRIES.LIST']) ?? [];
    expect(invoice ? v['ALLLEDGERENTRIES.LIST'] : v['LEDGERENTRIES.LIST'], where).toBeUndefined();
    if (!invoice) expect(v['ALLINVENTORYENTRIES.LIST'], where).toBeUndefined();
    if (['Sales', 'Purchase'].includes(v['@VCHTYPE'])) {
      expect(invoice, where).toBe(true);
      expect(v.PLACEOFSUPPLY, where).toBeTruthy();
    }
    let sum = 0n;
    for (const e of ledgers) {
      const amount = paise(e.AMOUNT);
      expect(e.LEDGERNAME, where).toBeTruthy();
      expect(e.ISDEEMEDPOSITIVE, `${where} ${e.LEDGERNAME}`).toBe(yes(amount));
      sum += amount;
    }
    for (const i of v['ALLINVENTORYENTRIES.LIST'] ?? []) {
      const amount = paise(i.AMOUNT);
      expect(i.STOCKITEMNAME, where).toBeTruthy();
      expect(i.ISDEEMEDPOSITIVE).toBe(yes(amount));
      expect(String(i.RATE)).toMatch(/^\d+\.\d{2}\/\S+$/);
      expect(String(i.ACTUALQTY)).toMatch(/^\d+(\.\d+)? \S+$/);
      expect(i.BILLEDQTY).toBe(i.ACTUALQTY);
      const [alloc, more] = i['ACCOUNTINGALLOCATIONS.LIST'] as Entry[];
      expect(more).toBeUndefined();
      expect(alloc?.LEDGERNAME, where).toBeTruthy();
      expect(alloc?.AMOUNT).toBe(i.AMOUNT);
      sum += amount;
    }
    // Every voucher balances: debits (negative) and credits (positive) cancel to the paisa.
    expect(sum, `${where} balances`).toBe(0n);
    // One bill-wise party entry (an expense paid has none: its cash or bank ledger is named).
    const parties = ledgers.filter((e) => e.ISPARTYLEDGER === 'Yes');
    expect(parties.length, where).toBeLessThanOrEqual(1);
    const [party] = parties;
    if (!party) {
      expect(v['@VCHTYPE'], where).toBe('Payment');
      expect(ledgers.map((e) => e.LEDGERNAME)).toContain(v.PARTYLEDGERNAME);
      continue;
    }
    expect(party.LEDGERNAME).toBe(v.PARTYLEDGERNAME);
    const bills = (party['BILLALLOCATIONS.LIST'] ?? []) as Node[];
    expect(bills.length, where).toBeGreaterThan(0);
    for (const b of bills) {
      expect(['New Ref', 'Agst Ref', 'On Account']).toContain(b.BILLTYPE);
      if (b.BILLTYPE !== 'On Account') expect(b.NAME, where).toBeTruthy();
    }
    expect(
      bills.reduce((s, b) => s + paise(b.AMOUNT), 0n),
      `${where} bills`,
    ).toBe(paise(party.AMOUNT));
  }
  return vouchers;
}

/** The masters file: envelope, ledgers, units and stock items with their required tags. */
export function checkMasters(xml: string, company: string) {
  const messages = envelope(xml, 'All Masters', company);
  const ledgers = messages.flatMap((m) => (m.LEDGER ? [m.LEDGER as Node] : []));
  const units = messages.flatMap((m) => (m.UNIT ? [m.UNIT as Node] : []));
  const items = messages.flatMap((m) => (m.STOCKITEM ? [m.STOCKITEM as Node] : []));
  expect(ledgers.length + units.length + items.length).toBe(messages.length);
  for (const l of ledgers) {
    expect(l['@ACTION']).toBe('Create');
    expect((l['NAME.LIST'] as Node).NAME).toBe(l['@NAME']);
    expect(l.PARENT, String(l['@NAME'])).toBeTruthy();
    if (l.PARENT === 'Duties & Taxes' && l.TAXTYPE === 'GST') {
      expect(['Central Tax', 'State Tax', 'Integrated Tax', 'Cess']).toContain(l.GSTDUTYHEAD);
    }
    if (l.PARENT === 'Sundry Debtors' || l.PARENT === 'Sundry Creditors') {
      expect(l.ISBILLWISEON).toBe('Yes');
      expect(l.LEDSTATENAME).toBeTruthy();
    }
  }
  const unitNames = new Set(units.map((u) => u['@NAME']));
  for (const u of units) expect(String(u.GSTREPUOM)).toMatch(/^[A-Z]{3}(-[A-Z ]+)?$/);
  for (const s of items) {
    expect(s['@ACTION']).toBe('Create');
    expect(unitNames.has(s.BASEUNITS), String(s['@NAME'])).toBe(true);
    const gst = s['GSTDETAILS.LIST'] as Node;
    expect(gst.HSNCODE).toBeDefined();
    const state = gst['STATEWISEDETAILS.LIST'] as Node;
    const heads = (state['RATEDETAILS.LIST'] as Node[]).map((r) => r.GSTRATEDUTYHEAD);
    expect(heads).toEqual(['Central Tax', 'State Tax', 'Integrated Tax', 'Cess']);
  }
  return {
    ledgers: new Map(ledgers.map((l) => [String(l['@NAME']), l])),
    units,
    items: new Map(items.map((s) => [String(s['@NAME']), s])),
  };
}

/** Every ledger and stock item the vouchers name is created by the masters file (or is Cash). */
export function expectMastersCover(vouchers: Voucher[], masters: ReturnType<typeof checkMasters>) {
  for (const v of vouchers) {
    const entries = [...(v['LEDGERENTRIES.LIST'] ?? []), ...(v['ALLLEDGERENTRIES.LIST'] ?? [])];
    for (const e of entries) {
      if (e.LEDGERNAME !== 'Cash')
        expect(masters.ledgers.has(e.LEDGERNAME), e.LEDGERNAME).toBe(true);
    }
    for (const i of v['ALLINVENTORYENTRIES.LIST'] ?? []) {
      expect(masters.items.has(i.STOCKITEMNAME), i.STOCKITEMNAME).toBe(true);
      const [alloc] = i['ACCOUNTINGALLOCATIONS.LIST'] as Entry[];
      expect(masters.ledgers.has(alloc?.LEDGERNAME ?? ''), alloc?.LEDGERNAME).toBe(true);
    }
  }
}

/** The sum of one ledger's amounts over the vouchers, in paise (Tally's sign). */
export function ledgerTotal(vouchers: Voucher[], ledger: string): bigint {
  let sum = 0n;
  for (const v of vouchers) {
    for (const e of [...(v['LEDGERENTRIES.LIST'] ?? []), ...(v['ALLLEDGERENTRIES.LIST'] ?? [])]) {
      if (e.LEDGERNAME === ledger) sum += paise(e.AMOUNT);
    }
  }
  return sum;
}
