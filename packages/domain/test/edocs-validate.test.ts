import { describe, expect, it } from 'vitest';
import {
  buildInv01,
  fieldLabel,
  validateInv01,
  type EDocSource,
  type Inv01Document,
} from '../src/edocs';

/**
 * The INV-01 schema and the IRP's sums refuse bad documents, naming the field and saying what is
 * wrong in words a shop user can act on. Each case starts from a valid document and breaks one
 * thing.
 */

const LINE = {
  description: '',
  unit: 'NOS',
  discount: '0.00',
  rate: '18.00',
  igst: '0.00',
} as const;

const VALID: EDocSource = {
  kind: 'invoice',
  number: 'SHT/25-26/0042',
  date: '2025-10-05',
  supplier: {
    shopName: 'Sharma Traders',
    address: 'No. 12, 1st Cross, Gandhi Bazaar\nBengaluru - 560004',
    gstin: '29AABCS1234K1ZC',
    stateCode: 29,
    mobileNumber: '9845012345',
    email: '',
    city: 'Bengaluru',
  },
  billTo: {
    name: 'Rao Hardware Pvt Ltd',
    address: '45 MG Road, Indiranagar, Bengaluru 560038',
    gstin: '29AAGCR4375J1ZU',
    stateCode: 29,
    phoneNumber: '',
    email: '',
    isSez: false,
    city: 'Bengaluru',
  },
  placeOfSupply: 29,
  isInterState: false,
  supplyType: null,
  lines: [
    { ...LINE, position: 1, productName: 'Steel hinge', hsn: '83021010', quantity: '100', price: '44.05', taxableValue: '4405.00', cgst: '396.45', sgst: '396.45' },
    { ...LINE, position: 2, productName: 'Door handle', hsn: '83024110', quantity: '10', price: '150.00', taxableValue: '1500.00', cgst: '135.00', sgst: '135.00' },
  ],
  totals: { taxable: '5905.00', igst: '0.00', cgst: '531.45', sgst: '531.45', roundOff: '0.10', total: '6968.00' },
}; // prettier-ignore

const valid = () => buildInv01(VALID);

/** A valid document with one thing broken. */
function broken(change: (doc: Inv01Document & Record<string, unknown>) => void): unknown {
  const doc = structuredClone(valid()) as Inv01Document & Record<string, unknown>;
  change(doc);
  return doc;
}

const firstItem = (doc: Inv01Document) => doc.ItemList[0] as unknown as Record<string, unknown>;

type Expected = { field: string; message: string };
const BAD: [string, unknown, Expected | Expected[]][] = [
  [
    'seller address without a PIN',
    buildInv01({ ...VALID, supplier: { ...VALID.supplier, address: 'Gandhi Bazaar, Bengaluru' } }),
    { field: 'SellerDtls.Pin', message: "Seller's PIN code is missing: add the 6-digit PIN code to the address." }, // prettier-ignore
  ],
  [
    'buyer PIN removed',
    broken((doc) => delete doc.BuyerDtls.Pin),
    { field: 'BuyerDtls.Pin', message: "Buyer's PIN code is missing: add the 6-digit PIN code to the address." }, // prettier-ignore
  ],
  [
    'buyer PIN of 5 digits',
    broken((doc) => (doc.BuyerDtls.Pin = 56003)),
    { field: 'BuyerDtls.Pin', message: "Buyer's PIN code must be a 6-digit PIN code from 100000 to 999999." }, // prettier-ignore
  ],
  [
    'buyer GSTIN with a wrong check character',
    broken((doc) => (doc.BuyerDtls.Gstin = '29AAGCR4375J1ZV')),
    { field: 'BuyerDtls.Gstin', message: "Buyer's GSTIN must be a valid 15-character GSTIN such as 29AABCS1234K1ZC (check character included)." }, // prettier-ignore
  ],
  [
    'seller GSTIN of 14 characters',
    broken((doc) => (doc.SellerDtls.Gstin = '29AABCS1234K1Z')),
    { field: 'SellerDtls.Gstin', message: "Seller's GSTIN must be a valid 15-character GSTIN such as 29AABCS1234K1ZC (check character included)." }, // prettier-ignore
  ],
  [
    'URP buyer on a B2B invoice',
    broken((doc) => (doc.BuyerDtls.Gstin = 'URP')),
    { field: 'BuyerDtls.Gstin', message: "Buyer's GSTIN must be a valid 15-character GSTIN such as 29AABCS1234K1ZC (check character included)." }, // prettier-ignore
  ],
  [
    'HSN AB',
    broken((doc) => doc.ItemList[0] && (doc.ItemList[0].HsnCd = 'AB')),
    { field: 'ItemList[0].HsnCd', message: 'Line 1 HSN/SAC code must be an HSN or SAC code of 4, 6 or 8 digits.' }, // prettier-ignore
  ],
  [
    'HSN of 5 digits on the second line',
    broken((doc) => doc.ItemList[1] && (doc.ItemList[1].HsnCd = '83024')),
    { field: 'ItemList[1].HsnCd', message: 'Line 2 HSN/SAC code must be an HSN or SAC code of 4, 6 or 8 digits.' }, // prettier-ignore
  ],
  [
    'HSN missing',
    broken((doc) => delete firstItem(doc).HsnCd),
    { field: 'ItemList[0].HsnCd', message: 'Line 1 HSN/SAC code is missing.' },
  ],
  [
    'document number starting with 0',
    broken((doc) => (doc.DocDtls.No = '0042')),
    { field: 'DocDtls.No', message: 'Document number must be 1 to 16 letters, digits, / or -, and cannot start with 0, / or -.' }, // prettier-ignore
  ],
  [
    'document number of 17 characters',
    broken((doc) => (doc.DocDtls.No = 'SHT/2025-26/00042')),
    { field: 'DocDtls.No', message: 'Document number must be 1 to 16 letters, digits, / or -, and cannot start with 0, / or -.' }, // prettier-ignore
  ],
  [
    'a negative amount',
    broken((doc) => doc.ItemList[0] && (doc.ItemList[0].CgstAmt = -396.45)),
    { field: 'ItemList[0].CgstAmt', message: 'Line 1 CGST cannot be negative.' },
  ],
  [
    'an ISO date',
    broken((doc) => (doc.DocDtls.Dt = '2025-10-05')),
    { field: 'DocDtls.Dt', message: 'Document date must be a date written dd/mm/yyyy.' },
  ],
  [
    'month 13',
    broken((doc) => (doc.DocDtls.Dt = '05/13/2025')),
    { field: 'DocDtls.Dt', message: 'Document date must be a date written dd/mm/yyyy.' },
  ],
  [
    'state code 40',
    broken((doc) => (doc.BuyerDtls.Stcd = '40')),
    { field: 'BuyerDtls.Stcd', message: "Buyer's state code must be a two-digit GST state code such as 07 or 29 (96 outside India)." }, // prettier-ignore
  ],
  [
    'state code without its leading zero',
    broken((doc) => (doc.BuyerDtls.Pos = '7')),
    { field: 'BuyerDtls.Pos', message: "Buyer's place of supply must be a two-digit GST state code such as 07 or 29 (96 outside India)." }, // prettier-ignore
  ],
  [
    'a unit that is not a UQC',
    broken((doc) => doc.ItemList[0] && (doc.ItemList[0].Unit = 'KILO')),
    { field: 'ItemList[0].Unit', message: 'Line 1 unit must be a unit code from the GST UQC list, such as NOS, KGS or OTH.' }, // prettier-ignore
  ],
  [
    'goods without a quantity',
    broken((doc) => delete firstItem(doc).Qty),
    { field: 'ItemList[0].Qty', message: 'Line 1 quantity is missing.' },
  ],
  [
    'an export billed to a GSTIN',
    broken((doc) => (doc.TranDtls.SupTyp = 'EXPWP')),
    [
      { field: 'BuyerDtls.Gstin', message: "Buyer's GSTIN must be URP for an export." },
      { field: 'BuyerDtls.Pos', message: "Buyer's place of supply must be 96 for an export." },
    ],
  ],
  [
    'no lines',
    broken((doc) => (doc.ItemList = [])),
    { field: 'ItemList', message: 'The list of lines needs at least 1 entry.' },
  ],
  [
    'round-off over 99.99',
    broken((doc) => (doc.ValDtls.RndOffAmt = 100)),
    { field: 'ValDtls.RndOffAmt', message: 'Round-off must be between -99.99 and 99.99.' },
  ],
  [
    'a field INV-01 does not have',
    broken((doc) => (doc.Remarks = 'thank you')),
    { field: 'Remarks', message: 'Remarks is not a field of this document.' },
  ],
  [
    'schema version 1.0',
    broken((doc) => ((doc as Record<string, unknown>).Version = '1.0')),
    { field: 'Version', message: 'Schema version must be 1.1.' },
  ],
  [
    'a line whose total is not taxable value plus taxes',
    broken((doc) => doc.ItemList[1] && (doc.ItemList[1].TotItemVal = 1771)),
    { field: 'ItemList[1].TotItemVal', message: 'Line 2 total is 1771.00 but taxable value plus taxes comes to 1770.00.' }, // prettier-ignore
  ],
];

describe('validateInv01 refuses bad documents, naming the field', () => {
  it('the starting document is valid', () => {
    expect(validateInv01(valid())).toEqual({ ok: true });
  });

  it.each(BAD)('%s', (_name, doc, expected) => {
    const errors = Array.isArray(expected) ? expected : [expected];
    expect(validateInv01(doc)).toEqual({ ok: false, errors });
  });

  it('reports every broken field at once, each once', () => {
    const doc = broken((d) => {
      d.DocDtls.No = '0042';
      delete d.BuyerDtls.Pin;
      if (d.ItemList[0]) d.ItemList[0].HsnCd = 'AB';
    });
    const result = validateInv01(doc);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.map((e) => e.field)).toEqual([
      'DocDtls.No',
      'BuyerDtls.Pin',
      'ItemList[0].HsnCd',
    ]);
  });

  it('totals that disagree with the lines are named with both amounts', () => {
    const result = validateInv01(broken((doc) => (doc.ValDtls.AssVal = 5906)));
    expect(result).toEqual({
      ok: false,
      errors: [
        { field: 'ValDtls.AssVal', message: 'Total taxable value is 5906.00 but the sum of the lines comes to 5905.00.' }, // prettier-ignore
        { field: 'ValDtls.TotInvVal', message: 'Invoice total is 6968.00 but taxable value plus taxes, charges and round-off less discount comes to 6969.00.' }, // prettier-ignore
      ],
    });
  });

  it('labels fields for people', () => {
    expect(fieldLabel('ItemList[2].HsnCd')).toBe('Line 3 HSN/SAC code');
    expect(fieldLabel('ShipDtls.Loc')).toBe("Ship-to party's city");
    expect(fieldLabel('RefDtls.PrecDocDtls[0].InvDt')).toBe('Original invoice date');
    expect(fieldLabel('PayDtls.Mode')).toBe('PayDtls.Mode');
  });
});
