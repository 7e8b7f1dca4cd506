import type { EDocLine, EDocParty } from '../src/edocs';

/** A party of an e-document: unregistered, in Karnataka (29), no phone or e-mail, not an SEZ. */
export const party = (p: Partial<EDocParty> & Pick<EDocParty, 'name' | 'address'>): EDocParty => ({
  gstin: '',
  stateCode: 29,
  phoneNumber: '',
  email: '',
  isSez: false,
  ...p,
});

/** The Maharashtra buyer's warehouse, shipped to on the inter-state documents. */
export const MEHTA_WAREHOUSE = party({
  name: 'Mehta Electricals Warehouse',
  address: 'Gat No. 112, Chakan MIDC, Pune 410501',
  gstin: '27AAACM5678Q1ZN',
  stateCode: 27,
  city: 'Pune',
});

/**
 * A line builder for one test file: `defaults` (its usual HSN and unit), one unit at 0, 18 %, no
 * tax amounts; each line gives what it needs on top.
 */
export const lineBuilder =
  (defaults: Pick<EDocLine, 'hsn' | 'unit'>) =>
  (l: Partial<EDocLine> & Pick<EDocLine, 'position' | 'productName'>): EDocLine => ({
    description: '',
    ...defaults,
    quantity: '1',
    price: '0',
    discount: '0.00',
    taxableValue: '0.00',
    rate: '18.00',
    igst: '0.00',
    cgst: '0.00',
    sgst: '0.00',
    ...l,
  });
