import { describe, expect, it } from 'vitest';
import { roundToPaise, toMoney } from '../src/money';
import {
  reconcile,
  type PortalDocument,
  type ReconDocument,
  type ReconPair,
} from '../src/reconcile';
import { ExactSum } from '../src/returns/exact';
import { readRef } from './support/nic-check';

/**
 * India Compliance's purchase reconciliation cases (issue 32, must hold), read where they live:
 * ../shared/refs/gst/india-compliance.test_purchase_reconciliation_tool.json, never copied. Each
 * case gives the arguments its test passes to `create_purchase_invoice`, `create_boe` and
 * `create_gst_inward_supply` (only what differs from the defaults of its test module, written
 * below as the peer's test writes them) and the reconciled row it expects. As the peer's test
 * does, every case is put into one reconciliation, and each pair is checked against its row.
 */
type Args = Record<string, unknown>;
type Row = {
  match_status: string;
  differences: string;
  tax_difference: number;
  taxable_value_difference: number;
  bill_no: string;
  classification: string;
  purchase_doctype: string;
  purchase_company_gstin: string;
  inward_supply_company_gstin: string;
  supplier_gstin: string;
};
type Case = {
  PURCHASE_INVOICE?: Args;
  BILL_OF_ENTRY?: Args;
  INWARD_SUPPLY?: Args;
  RECONCILED_DATA: Row;
};
const FILE = 'india-compliance.test_purchase_reconciliation_tool.json';
const { TEST_CASES } = readRef<{ TEST_CASES: Record<string, Case[]> }>(FILE);

// The peer's test defaults (test_purchase_reconciliation_tool.py): a bill of 10 × ₹1,000 from
// _Test Registered Supplier (24AABCR6898M1ZN) to _Test Indian Registered Company
// (24AAQCA8719H1ZC) at 18 %, within the state unless `is_out_state`; a bill of entry for goods of
// _Test Foreign Supplier (no GSTIN) bought on such a bill, out of state (IGST).
const COMPANY = '24AAQCA8719H1ZC';
const SUPPLIER = '24AABCR6898M1ZN';
const PI_DEFAULTS: Args = {
  bill_no: 'BILL-23-00001',
  bill_date: '2023-12-11',
  qty: 10,
  rate: 1000,
  is_in_state: 1,
};
const IS_DEFAULTS: Args = {
  company_gstin: COMPANY,
  bill_no: 'BILL-23-00001',
  bill_date: '2023-12-11',
  classification: 'B2B',
  doc_type: 'Invoice',
  place_of_supply: '24-Gujarat',
  supplier_gstin: SUPPLIER,
  items: [{ taxable_value: 10000, rate: 18, sgst: 900, cgst: 900 }],
  itc_availability: 'Yes',
};

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

function purchase(id: string, args: Args, billOfEntry: boolean): ReconDocument {
  const a: Args = { ...PI_DEFAULTS, ...(billOfEntry ? { is_in_state: 0 } : {}), ...args };
  const taxable = toMoney(a.qty as number).times(a.rate as number);
  const half = roundToPaise(taxable.times('0.09')).toFixed(2);
  const interState = Boolean(a.is_out_state) || !a.is_in_state;
  const company = str(a.company_gstin) || COMPANY;
  return {
    id,
    supplierGstin: billOfEntry ? '' : SUPPLIER,
    documentType: billOfEntry ? 'bill-of-entry' : 'invoice',
    number: str(a.bill_no),
    date: str(a.bill_date) || '2023-12-11',
    taxable: taxable.toFixed(2),
    ...(interState
      ? { igst: roundToPaise(taxable.times('0.18')).toFixed(2) }
      : { cgst: half, sgst: half }),
    recipientGstin: company,
    // ERPNext's place of supply of a purchase is the company's state; none on a bill of entry.
    placeOfSupply: billOfEntry ? null : company.slice(0, 2),
  };
}

function inwardSupply(id: string, args: Args): PortalDocument {
  const a: Args = { ...IS_DEFAULTS, ...args };
  const items = a.items as Record<string, number | undefined>[];
  const sum = (k: string) => {
    const total = new ExactSum();
    for (const item of items) total.add(item[k] ?? 0);
    return total.value().toString();
  };
  return {
    id,
    supplierGstin: (a.supplier_gstin as string | null) ?? '',
    documentType: a.doc_type === 'Bill of Entry' ? 'bill-of-entry' : 'invoice',
    number: str(a.bill_no),
    date: str(a.bill_date),
    taxable: sum('taxable_value'),
    igst: sum('igst'),
    cgst: sum('cgst'),
    sgst: sum('sgst'),
    cess: sum('cess'),
    recipientGstin: str(a.company_gstin),
    placeOfSupply: a.place_of_supply as string | null,
    itcavl: a.itc_availability === 'Yes' ? 'Y' : 'N',
  };
}

const cases = Object.entries(TEST_CASES).flatMap(([name, list]) =>
  list.map((c, i) => ({
    name: `${name} #${i + 1}`,
    c,
    books: `pr:${name}:${i}`,
    portal: `2b:${name}:${i}`,
  })),
);
const books = cases.map(({ c, books: id }) =>
  purchase(id, c.PURCHASE_INVOICE ?? c.BILL_OF_ENTRY ?? {}, Boolean(c.BILL_OF_ENTRY)),
);
const portal = cases.map(({ c, portal: id }) => inwardSupply(id, c.INWARD_SUPPLY ?? {}));
const result = reconcile(books, portal);

/** The peer's `differences` column: "Rounding Difference" first, its fields (no number, no date). */
function peerDifferences(pair: ReconPair): string {
  const fields = pair.differences
    .map((d) => d.field)
    .filter((f) => f !== 'BILL_NO' && f !== 'BILL_DATE');
  return [...(pair.roundingDifference ? ['Rounding Difference'] : []), ...fields].join(', ');
}
const peerNumber = (x: string) => roundToPaise(toMoney(x)).toNumber();

describe('reconciliation: the peer reference cases (india-compliance)', () => {
  it('reads every case of the reference file', () => {
    expect(cases.length).toBe(6);
    // Every pair of the run is one of the expected rows: nothing missing, nothing paired across cases.
    expect(result.pairs).toHaveLength(cases.length);
    expect(result.counts['Missing in 2B'] + result.counts['Missing in PR']).toBe(0);
  });

  it.each(cases)('$name', ({ c, books: booksId, portal: portalId }) => {
    const row = c.RECONCILED_DATA;
    const pair = result.pairs.find((p) => p.booksId === booksId);
    expect(pair).toBeDefined();
    if (!pair) return;
    expect(pair.portalId).toBe(portalId);
    expect(pair.outcome).toBe(row.match_status);
    expect(peerDifferences(pair)).toBe(row.differences);
    expect(peerNumber(pair.taxDifference)).toBe(row.tax_difference);
    expect(peerNumber(pair.taxableDifference)).toBe(row.taxable_value_difference);
    const b = books.find((d) => d.id === booksId);
    const p = portal.find((d) => d.id === portalId);
    expect(b?.number).toBe(row.bill_no);
    expect(b?.recipientGstin).toBe(row.purchase_company_gstin);
    expect(p?.recipientGstin).toBe(row.inward_supply_company_gstin);
    expect(b?.documentType === 'bill-of-entry').toBe(row.purchase_doctype === 'Bill of Entry');
    expect(p?.documentType === 'bill-of-entry').toBe(row.classification === 'IMPG');
    // The peer shows the supplier's name where there is no GSTIN (an import).
    expect(b?.supplierGstin || 'no GSTIN').toBe(
      row.supplier_gstin.startsWith('_') ? 'no GSTIN' : row.supplier_gstin,
    );
  });

  it('gives the exact differences behind the rounded ones', () => {
    const pair = result.pairs.find((p) => p.outcome === 'Suggested Match' && p.roundingDifference);
    expect(pair?.rule).toBe('rounding');
    expect(pair?.taxDifference).toBe('-0.09');
    expect(pair?.differences.map((d) => [d.field, d.difference])).toEqual([
      ['TAXABLE_VALUE', '-0.50'],
      ['CGST', '-0.045'],
      ['SGST', '-0.045'],
    ]);
  });

  it('is the same whatever order the documents come in', () => {
    expect(reconcile([...books].reverse(), [...portal].reverse())).toEqual(result);
  });
});
