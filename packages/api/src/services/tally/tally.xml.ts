import { create } from 'xmlbuilder2';
import { fromPaise, toMoney } from '@gst/domain';
import type { TallyVoucher } from './tally.vouchers';

/**
 * TallyPrime's XML import format, as Tally Solutions publishes it in its developer reference
 * (help.tallysolutions.com, "Integration using XML" /xml-integration, "Significance of Tags"
 * /significance-of-tags, "Understanding Accounting Masters Integration", "Integration of
 * Inventory Masters" /developer-reference/introduction/understanding-integration-inventory-masters/
 * and "Understanding Integration – Transactions"
 * /developer-reference/introduction/understanding-integration-transactions/):
 *
 *   ENVELOPE / HEADER / TALLYREQUEST "Import Data"
 *   ENVELOPE / BODY / IMPORTDATA / REQUESTDESC / REPORTNAME "All Masters" or "Vouchers",
 *     STATICVARIABLES / SVCURRENTCOMPANY (the company imported into)
 *   ENVELOPE / BODY / IMPORTDATA / REQUESTDATA / TALLYMESSAGE (xmlns:UDF="TallyUDF"), each
 *     holding a LEDGER, UNIT, STOCKITEM or VOUCHER with ACTION="Create".
 *
 * A voucher: VOUCHER VCHTYPE, ACTION, OBJVIEW ("Invoice Voucher View" with stock,
 * "Accounting Voucher View" otherwise); DATE as yyyymmdd; VOUCHERTYPENAME; VOUCHERNUMBER;
 * PERSISTEDVIEW; ISINVOICE; the entries in ALLLEDGERENTRIES.LIST (accounting view) or
 * LEDGERENTRIES.LIST beside ALLINVENTORYENTRIES.LIST (invoice view), each with LEDGERNAME,
 * ISDEEMEDPOSITIVE (Yes for a debit), ISPARTYLEDGER and a signed AMOUNT (debits negative, credits
 * positive, summing to zero), bill-wise details in BILLALLOCATIONS.LIST (NAME, BILLTYPE "New
 * Ref" / "Agst Ref" / "On Account", AMOUNT); an inventory entry has STOCKITEMNAME, RATE
 * ("rate/unit"), AMOUNT, ACTUALQTY and BILLEDQTY ("qty unit") and its ledger in
 * ACCOUNTINGALLOCATIONS.LIST. GST fields: PARTYGSTIN, STATENAME, PLACEOFSUPPLY on the voucher;
 * PARTYGSTIN, GSTREGISTRATIONTYPE, LEDSTATENAME on a party ledger; TAXTYPE and GSTDUTYHEAD on a
 * tax ledger; GSTDETAILS.LIST (HSNCODE, TAXABILITY, rates by duty head) on a stock item.
 *
 * xmlbuilder2 writes the document, so names with & < > " ' are escaped by its serializer.
 */
export type TallyLedgerMaster = {
  name: string;
  parent: string;
  billWise?: boolean;
  gstin?: string;
  /** A supplier under the composition scheme (s.10): Tally's "Composition" registration. */
  composition?: boolean;
  state?: string;
  dutyHead?: string;
  taxType?: 'GST' | 'Others';
};
export type TallyUnitMaster = { name: string; uqc: string };
export type TallyStockItemMaster = {
  name: string;
  unit: string;
  hsn: string;
  rate: string;
  taxability: string;
  /** Goods or Services (an HSN of chapter 99 is a service's SAC). */
  supplyType: 'Goods' | 'Services';
};
export type TallyMasters = {
  ledgers: TallyLedgerMaster[];
  units: TallyUnitMaster[];
  items: TallyStockItemMaster[];
};

/** A node of the document being written. */
type XMLBuilder = ReturnType<typeof create>;

const yesNo = (b: boolean) => (b ? 'Yes' : 'No');
const tallyDate = (isoDate: string) => isoDate.replaceAll('-', '');
const amount = (paise: bigint) => fromPaise(paise);

function leaf(parent: XMLBuilder, name: string, text: string) {
  parent.ele(name).txt(text);
}

/** The envelope every import file shares; `fill` adds one TALLYMESSAGE per object. */
function envelope(
  report: 'All Masters' | 'Vouchers',
  company: string,
  fill: (message: () => XMLBuilder) => void,
): string {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele('ENVELOPE');
  leaf(root.ele('HEADER'), 'TALLYREQUEST', 'Import Data');
  const importData = root.ele('BODY').ele('IMPORTDATA');
  const desc = importData.ele('REQUESTDESC');
  leaf(desc, 'REPORTNAME', report);
  leaf(desc.ele('STATICVARIABLES'), 'SVCURRENTCOMPANY', company);
  const data = importData.ele('REQUESTDATA');
  fill(() => data.ele('TALLYMESSAGE', { 'xmlns:UDF': 'TallyUDF' }));
  return root.end({ prettyPrint: true });
}

function ledgerXml(message: XMLBuilder, l: TallyLedgerMaster) {
  const x = message.ele('LEDGER', { NAME: l.name, ACTION: 'Create' });
  leaf(x.ele('NAME.LIST', { TYPE: 'String' }), 'NAME', l.name);
  leaf(x, 'PARENT', l.parent);
  leaf(x, 'ISBILLWISEON', yesNo(l.billWise ?? false));
  if (l.taxType) leaf(x, 'TAXTYPE', l.taxType);
  if (l.dutyHead) leaf(x, 'GSTDUTYHEAD', l.dutyHead);
  if (l.billWise) {
    const registration = l.gstin ? 'Regular' : 'Unregistered/Consumer';
    leaf(x, 'GSTREGISTRATIONTYPE', l.composition ? 'Composition' : registration);
    if (l.gstin) leaf(x, 'PARTYGSTIN', l.gstin);
    if (l.state) leaf(x, 'LEDSTATENAME', l.state);
    leaf(x, 'COUNTRYNAME', 'India');
  }
}

function unitXml(message: XMLBuilder, u: TallyUnitMaster) {
  const x = message.ele('UNIT', { NAME: u.name, ACTION: 'Create' });
  leaf(x, 'NAME', u.name);
  leaf(x, 'ISSIMPLEUNIT', 'Yes');
  leaf(x, 'GSTREPUOM', u.uqc);
}

const half = (rate: string) => toMoney(rate).dividedBy(2).toString();

function stockItemXml(message: XMLBuilder, s: TallyStockItemMaster, from: string) {
  const x = message.ele('STOCKITEM', { NAME: s.name, ACTION: 'Create' });
  leaf(x.ele('NAME.LIST', { TYPE: 'String' }), 'NAME', s.name);
  leaf(x, 'PARENT', '');
  leaf(x, 'BASEUNITS', s.unit);
  leaf(x, 'GSTAPPLICABLE', 'Applicable');
  leaf(x, 'GSTTYPEOFSUPPLY', s.supplyType);
  const gst = x.ele('GSTDETAILS.LIST');
  leaf(gst, 'APPLICABLEFROM', tallyDate(from));
  leaf(gst, 'HSNCODE', s.hsn);
  leaf(gst, 'TAXABILITY', s.taxability);
  const state = gst.ele('STATEWISEDETAILS.LIST');
  leaf(state, 'STATENAME', 'Any');
  const rates: [string, string][] = [
    ['Central Tax', half(s.rate)],
    ['State Tax', half(s.rate)],
    ['Integrated Tax', s.rate],
    ['Cess', '0'],
  ];
  for (const [head, rate] of rates) {
    const r = state.ele('RATEDETAILS.LIST');
    leaf(r, 'GSTRATEDUTYHEAD', head);
    leaf(r, 'GSTRATE', rate);
  }
}

/** The masters file: ledgers, then units, then the stock items that use them. */
export function mastersXml(company: string, masters: TallyMasters, from: string): string {
  return envelope('All Masters', company, (message) => {
    for (const l of masters.ledgers) ledgerXml(message(), l);
    for (const u of masters.units) unitXml(message(), u);
    for (const s of masters.items) stockItemXml(message(), s, from);
  });
}

function entryXml(parent: XMLBuilder, list: string, e: TallyVoucher['ledgers'][number]) {
  const x = parent.ele(list);
  leaf(x, 'LEDGERNAME', e.ledger);
  leaf(x, 'ISDEEMEDPOSITIVE', yesNo(e.amount < 0n));
  leaf(x, 'ISPARTYLEDGER', yesNo(e.isParty));
  leaf(x, 'AMOUNT', amount(e.amount));
  for (const b of e.bills) {
    const bill = x.ele('BILLALLOCATIONS.LIST');
    if (b.name) leaf(bill, 'NAME', b.name);
    leaf(bill, 'BILLTYPE', b.type);
    leaf(bill, 'AMOUNT', amount(b.amount));
  }
}

function voucherXml(message: XMLBuilder, v: TallyVoucher) {
  const view = v.invoice ? 'Invoice Voucher View' : 'Accounting Voucher View';
  const x = message.ele('VOUCHER', {
    REMOTEID: v.remoteId,
    VCHTYPE: v.type,
    ACTION: 'Create',
    OBJVIEW: view,
  });
  leaf(x, 'DATE', tallyDate(v.date));
  leaf(x, 'EFFECTIVEDATE', tallyDate(v.date));
  leaf(x, 'VOUCHERTYPENAME', v.type);
  leaf(x, 'VOUCHERNUMBER', v.number);
  if (v.reference) leaf(x, 'REFERENCE', v.reference);
  leaf(x, 'PARTYLEDGERNAME', v.partyLedger);
  leaf(x, 'PARTYNAME', v.partyLedger);
  if (v.partyGstin) leaf(x, 'PARTYGSTIN', v.partyGstin);
  if (v.partyState) leaf(x, 'STATENAME', v.partyState);
  if (v.placeOfSupply) leaf(x, 'PLACEOFSUPPLY', v.placeOfSupply);
  leaf(x, 'COUNTRYOFRESIDENCE', 'India');
  leaf(x, 'NARRATION', v.narration);
  leaf(x, 'PERSISTEDVIEW', view);
  leaf(x, 'ISINVOICE', yesNo(v.invoice));
  for (const i of v.inventory) {
    const inv = x.ele('ALLINVENTORYENTRIES.LIST');
    leaf(inv, 'STOCKITEMNAME', i.item);
    leaf(inv, 'ISDEEMEDPOSITIVE', yesNo(i.amount < 0n));
    leaf(inv, 'RATE', `${i.rate}/${i.unit}`);
    leaf(inv, 'AMOUNT', amount(i.amount));
    leaf(inv, 'ACTUALQTY', `${i.quantity} ${i.unit}`);
    leaf(inv, 'BILLEDQTY', `${i.quantity} ${i.unit}`);
    const alloc = inv.ele('ACCOUNTINGALLOCATIONS.LIST');
    leaf(alloc, 'LEDGERNAME', i.ledger);
    leaf(alloc, 'ISDEEMEDPOSITIVE', yesNo(i.amount < 0n));
    leaf(alloc, 'AMOUNT', amount(i.amount));
  }
  const list = v.invoice ? 'LEDGERENTRIES.LIST' : 'ALLLEDGERENTRIES.LIST';
  for (const e of v.ledgers) entryXml(x, list, e);
}

/** The vouchers file. */
export function vouchersXml(company: string, vouchers: readonly TallyVoucher[]): string {
  return envelope('Vouchers', company, (message) => {
    for (const v of vouchers) voucherXml(message(), v);
  });
}
