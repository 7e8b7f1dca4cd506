import { describe, expect, it } from 'vitest';
import { buildEwayBill, buildInv01, type EDocSource } from '../src/edocs';
import { lineBuilder, party } from './edocs-fixtures';
import { nicInv01Errors, readRef } from './support/nic-check';

/**
 * Issue 30: the e-invoice and the e-way bill key by key against references this project did not
 * write (../shared/refs/gst): India Compliance's e-invoice and e-way bill request vectors and the
 * bulk format's key list. For each kind of document: every key both write has the same JSON type,
 * and each key only one side writes is listed here with its reason, so a new difference fails.
 */

type Shape = Record<string, string>;

/** path → JSON type; array items merged under 'path[]'. */
function shapeOf(value: unknown, path = '', out: Shape = {}): Shape {
  if (Array.isArray(value)) {
    for (const item of value) shapeOf(item, `${path}[]`, out);
    return out;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) shapeOf(child, path ? `${path}.${key}` : key, out); // prettier-ignore
    return out;
  }
  out[path] = value === null ? 'null' : typeof value;
  return out;
}

function compare(ours: unknown, theirs: unknown) {
  const a = shapeOf(ours);
  const b = shapeOf(theirs);
  const common = Object.keys(a).filter((k) => k in b);
  return {
    typeMismatches: common.filter((k) => a[k] !== b[k]).map((k) => `${k}: ${a[k]} vs ${b[k]}`),
    onlyOurs: Object.keys(a)
      .filter((k) => !(k in b))
      .sort(),
    onlyTheirs: Object.keys(b)
      .filter((k) => !(k in a))
      .sort(),
  };
}

type Vector = { request_data: Record<string, unknown> };
const einvoiceVectors = readRef<Record<string, Vector & Record<string, unknown>>>('india-compliance.test_e_invoice.json'); // prettier-ignore
const ewaybillVectors = readRef<Record<string, Vector>>('india-compliance.test_e_waybill.json');
const bulkFormat = readRef<{
  bill_keys_written_by_peer: string[];
  item_keys_written_by_peer: string[];
  api_to_bulk_key_renames_by_peer: Record<string, string>;
}>('ewb-bulk-format.json');

const line = lineBuilder({ hsn: '61149090', unit: 'NOS' });
const SELLER: EDocSource['supplier'] = { shopName: 'Ray Solar', address: '1 Park Street, Kolkata 700016', gstin: '19AAACR5055K1Z4', stateCode: 19, mobileNumber: '', email: '', city: 'Kolkata' }; // prettier-ignore
const BUYER = party({ name: 'Telangana Traders', address: 'Test Address - 3, Hyderabad 500055', gstin: '36AMBPG7773M1ZQ', stateCode: 36, city: 'Hyderabad' }); // prettier-ignore

// 1,000 units at 100 = 1,00,000.00; IGST 18 % = 18,000.00; total 1,18,000.00 (the peer's figures).
const B2B: EDocSource = {
  kind: 'invoice',
  number: 'RS/25-26/0021',
  date: '2025-10-06',
  supplier: SELLER,
  billTo: BUYER,
  placeOfSupply: 36,
  isInterState: true,
  supplyType: null,
  lines: [line({ position: 1, productName: 'Test Trading Goods 1', quantity: '1000', price: '100', taxableValue: '100000.00', igst: '18000.00' })], // prettier-ignore
  totals: { taxable: '100000.00', igst: '18000.00', cgst: '0.00', sgst: '0.00', roundOff: '0.00', total: '118000.00' }, // prettier-ignore
  transport: { mode: 'Road', vehicleNumber: 'GJ07DL9009', distanceKm: 0, transporterId: '', transporterName: 'Test Common Supplier' }, // prettier-ignore
};

/** What the peer writes and we do not, the same for every document, with the reason. */
const PEER_ONLY_EVERYWHERE = [
  'BuyerDtls.TrdNm', // no trade name apart from the legal name is kept; TrdNm is optional
  'ItemList[].CesNonAdvlAmt', // no cess; optional in INV-01
  'PayDtls.CrDay', // payment details are optional; the IRP does not need them
  'PayDtls.PaidAmt',
  'PayDtls.PaymtDue',
  'SellerDtls.TrdNm',
];

describe('the e-invoice against India Compliance’s request vectors', () => {
  it('a goods invoice (goods_item_with_ewaybill)', () => {
    const diff = compare(buildInv01(B2B), einvoiceVectors.goods_item_with_ewaybill?.request_data);
    expect(diff.typeMismatches).toEqual([]);
    expect(diff.onlyOurs).toEqual([]);
    // The e-way bill is made from its own JSON here (the bulk tool), not through the IRN request.
    expect(diff.onlyTheirs).toEqual([...PEER_ONLY_EVERYWHERE, 'EwbDtls.Distance', 'EwbDtls.TransMode', 'EwbDtls.VehNo', 'EwbDtls.VehType'].sort()); // prettier-ignore
  });

  it('a credit note (return_invoice): RefDtls.PrecDocDtls', () => {
    const note = { ...B2B, kind: 'credit-note' as const, original: { number: 'RS/25-26/0020', date: '2025-10-01' } }; // prettier-ignore
    const diff = compare(buildInv01(note), einvoiceVectors.return_invoice?.request_data);
    expect(diff.typeMismatches).toEqual([]);
    expect(diff.onlyOurs).toEqual([]);
    expect(diff.onlyTheirs).toEqual(PEER_ONLY_EVERYWHERE);
  });

  it('a ship-to (shipping_details) and an export with its shipping bill (foreign_transaction)', () => {
    const shipTo = party({ name: 'Test Registered Customer', address: 'Test Address - 4', gstin: '36AMBPG7773M1ZQ', stateCode: 36, city: 'Hyderabad', pinCode: '500055' }); // prettier-ignore
    const shipped = buildInv01({ ...B2B, shipTo });
    const shipDiff = compare({ ShipDtls: shipped.ShipDtls }, einvoiceVectors.shipping_details);
    expect(shipDiff).toEqual({ typeMismatches: [], onlyOurs: [], onlyTheirs: ['ShipDtls.TrdNm'] });

    const exported = buildInv01({
      ...B2B,
      billTo: party({ name: 'Gulf Solar LLC', address: '12 Harbour Street, Dubai', stateCode: 96, city: 'Dubai' }), // prettier-ignore
      placeOfSupply: 96,
      supplyType: 'WOPAY',
      lines: [line({ position: 1, productName: 'Test Trading Goods 1', quantity: '1000', price: '100', taxableValue: '100000.00' })], // prettier-ignore
      totals: { taxable: '100000.00', igst: '0.00', cgst: '0.00', sgst: '0.00', roundOff: '0.00', total: '100000.00' }, // prettier-ignore
      exportDetails: { countryCode: 'AE', portCode: 'INCCU1', shippingBillNumber: '1234', shippingBillDate: '2025-10-09' }, // prettier-ignore
    });
    const diff = compare(exported, einvoiceVectors.foreign_transaction?.request_data);
    expect(diff.typeMismatches).toEqual([]);
    // ForCur: the invoice is in rupees and says so; the peer writes ForCur only for another currency.
    expect(diff.onlyOurs).toEqual(['ExpDtls.ForCur']);
    // The peer ships to its port's address; no port address is kept here (ShipDtls is optional).
    const portAddress = ['ShipDtls.Addr1', 'ShipDtls.Gstin', 'ShipDtls.LglNm', 'ShipDtls.Loc', 'ShipDtls.Pin', 'ShipDtls.Stcd', 'ShipDtls.TrdNm']; // prettier-ignore
    const ewb = ['EwbDtls.Distance', 'EwbDtls.TransMode', 'EwbDtls.VehNo', 'EwbDtls.VehType'];
    expect(diff.onlyTheirs).toEqual([...PEER_ONLY_EVERYWHERE, ...portAddress, ...ewb].sort());
    expect(exported.ExpDtls).toEqual({ ForCur: 'INR', CntCode: 'AE', Port: 'INCCU1', ShipBNo: '1234', ShipBDt: '09/10/2025' }); // prettier-ignore
    // Where the peer's vector and NIC's schema part, NIC wins: its ShipBDt is ISO ('2023-06-10'),
    // which NIC's pattern (dd/mm/yyyy) refuses, as it does the test number 'test_invoice_no'.
    expect(nicInv01Errors(einvoiceVectors.foreign_transaction?.request_data)).toEqual([
      expect.stringContaining('/DocDtls/No'),
      expect.stringContaining('/ExpDtls/ShipBDt'),
    ]);
    expect(nicInv01Errors(exported)).toEqual([]);
  });

  // The peer leaves nil-rated and exempt items out of ItemList and adds their value to OthChrg
  // (its nil_exempted_item vector: one taxable item, OthChrg 100). Here they stay as items at
  // GstRt 0 (INV-01 allows rate 0; Rule 46 lists every line); only non-GST lines, outside GST,
  // become other charges. The keys of an item are the same either way.
  it('a nil-rated line (nil_exempted_item): the same item keys', () => {
    const nil = buildInv01({ ...B2B, lines: [...B2B.lines, line({ position: 2, productName: 'Test Nil Rated Item', quantity: '1', price: '100', taxableValue: '100.00', rate: '0', taxability: 'nil-rated' })], totals: { ...B2B.totals, taxable: '100100.00', total: '118100.00' } }); // prettier-ignore
    const vector = einvoiceVectors.nil_exempted_item?.request_data as { ItemList: object[] };
    const diff = compare({ ItemList: nil.ItemList }, { ItemList: vector.ItemList });
    expect(diff).toEqual({ typeMismatches: [], onlyOurs: [], onlyTheirs: ['ItemList[].CesNonAdvlAmt'] }); // prettier-ignore
  });
});

describe('the e-way bill against the bulk format and India Compliance’s vectors', () => {
  const renames = bulkFormat.api_to_bulk_key_renames_by_peer;
  /** The peer's API request with its keys renamed as its bulk JSON writes them. */
  const bulkOf = (request: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(request).map(([k, v]) => [renames[k] ?? k, v]));

  it('every key is one the bulk format writes, TotNonAdvolVal and cessNonAdvol included', () => {
    const [bill] = buildEwayBill(B2B).billLists;
    const keys = Object.keys(bill ?? {});
    expect(keys.filter((k) => !bulkFormat.bill_keys_written_by_peer.includes(k))).toEqual([]);
    expect(keys).toEqual(expect.arrayContaining(['TotNonAdvolVal', 'OthValue', 'transType', 'actualToStateCode'])); // prettier-ignore
    const itemKeys = Object.keys(bill?.itemList[0] ?? {});
    expect(itemKeys.filter((k) => !bulkFormat.item_keys_written_by_peer.includes(k))).toEqual([]);
    expect(itemKeys).toContain('cessNonAdvol');
  });

  it('key by key against goods_item_with_ewaybill, renamed to the bulk spellings', () => {
    const [bill] = buildEwayBill(B2B).billLists;
    const diff = compare(
      bill,
      bulkOf(ewaybillVectors.goods_item_with_ewaybill?.request_data ?? {}),
    );
    expect(diff.typeMismatches).toEqual([]);
    // productName: the bulk format's item key (bulk format item list); the API vector has none.
    expect(diff.onlyOurs).toEqual(['fromAddr2', 'itemList[].productName'].filter((k) => k in shapeOf(bill))); // prettier-ignore
    expect(diff.onlyTheirs).toEqual([]);
  });
});
