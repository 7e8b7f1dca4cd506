import { computeGstDocument, MoneyDecimal, roundOffToRupee } from '@gst/domain';
import { type TItcEligibility } from '@gst/domain/contracts';

/**
 * The purchase bill drawer's logic (issue 31), kept apart from the screen: its lines as the inputs
 * hold them, the live totals by the same GST engine the server uses, serial numbers as typed, and
 * the check against the supplier's printed total.
 */
export interface BillLineValues {
  kind: 'goods' | 'expense';
  productId: string;
  description: string;
  hsnCode: string;
  quantity: number | '';
  price: number | '';
  discount: number | '';
  gstPercentage: string;
  itcEligibility: TItcEligibility;
  itcReason: string;
  reverseCharge: boolean;
  expenseCategory: string;
  serials: string;
}

export interface BillFormValues extends Record<string, unknown> {
  supplierId: string;
  supplierInvoiceNumber: string;
  billDate: string;
  receivedDate: string;
  supplierTotal: number | '';
  notes: string;
  lines: BillLineValues[];
}

export const newBillLine = (kind: 'goods' | 'expense' = 'goods'): BillLineValues => ({
  kind,
  productId: '',
  description: '',
  hsnCode: '',
  quantity: 1,
  price: '',
  discount: '',
  gstPercentage: kind === 'goods' ? '5' : '18',
  itcEligibility: kind === 'goods' ? 'inputs' : 'input-services',
  itcReason: '',
  reverseCharge: false,
  expenseCategory: '',
  serials: '',
});

/** Serial numbers as typed, scanned one per line or pasted: trimmed, blanks dropped. */
export function parseSerials(text: string): { serials: string[]; duplicates: string[] } {
  const serials = text
    .split(/[\n,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  const seen = new Set<string>();
  const duplicates = serials.filter((s) => {
    const key = s.toUpperCase();
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  });
  return { serials, duplicates };
}

const n = (v: number | '') => (v === '' ? 0 : v);

/**
 * Totals as the server computes them: CGST + SGST within a state, IGST across; reverse-charge tax
 * the shop pays itself (not owed to the supplier); round-off when the shop rounds.
 */
export function billTotals(
  lines: readonly BillLineValues[],
  place: { supplierStateCode: number; placeOfSupply: number },
  roundOff: boolean,
) {
  const doc = computeGstDocument({
    lines: lines.map((l) => ({
      quantity: n(l.quantity) || 0,
      price: n(l.price),
      gstRate: l.gstPercentage || 0,
      discount: n(l.discount),
    })),
    place,
  });
  const rcm = doc.lines.reduce(
    (acc, l, i) => (lines[i]?.reverseCharge ? acc.plus(l.taxAmount) : acc),
    new MoneyDecimal(0),
  );
  const before = new MoneyDecimal(doc.totals.taxable).plus(doc.totals.totalTax).minus(rcm);
  const round = roundOff ? roundOffToRupee(before) : new MoneyDecimal(0);
  return {
    interState: doc.kind === 'IGST',
    taxable: doc.totals.taxable,
    cgst: doc.totals.cgst,
    sgst: doc.totals.sgst,
    igst: doc.totals.igst,
    reverseChargeTax: rcm.toFixed(2),
    roundOff: round.toFixed(2),
    total: before.plus(round).toFixed(2),
  };
}

/** How far the computed total is from the supplier's, and whether that is within the tolerance. */
export function toleranceCheck(total: string, supplierTotal: number | '', tolerance: string) {
  if (supplierTotal === '') return { difference: null, within: false };
  const difference = new MoneyDecimal(total).minus(supplierTotal).abs();
  return {
    difference: difference.toFixed(2),
    within: difference.lessThanOrEqualTo(tolerance || '1'),
  };
}

/** The form as the server's purchase bill contract takes it. */
export function formToBill(v: BillFormValues) {
  return {
    supplierId: v.supplierId,
    supplierInvoiceNumber: v.supplierInvoiceNumber,
    billDate: v.billDate,
    ...(v.receivedDate ? { receivedDate: v.receivedDate } : {}),
    supplierTotal: String(n(v.supplierTotal)),
    notes: v.notes,
    lines: v.lines.map((l) => ({
      kind: l.kind,
      ...(l.kind === 'goods' ? { productId: l.productId } : {}),
      description: l.description,
      hsnCode: l.hsnCode,
      quantity: n(l.quantity),
      price: String(n(l.price)),
      discount: String(n(l.discount)),
      gstPercentage: Number(l.gstPercentage),
      itcEligibility: l.itcEligibility,
      itcReason: l.itcReason,
      reverseCharge: l.reverseCharge,
      expenseCategory: l.expenseCategory,
      serialNumbers: l.kind === 'goods' ? parseSerials(l.serials).serials : [],
    })),
  };
}

/** A saved bill as the server returns it, as far as the form needs it. */
export interface SavedBill {
  supplierId: string;
  supplierInvoiceNumber: string;
  billDate: string;
  receivedDate: string;
  supplierTotal: string;
  notes: string;
  lines: readonly {
    kind: string;
    productId: string | null;
    description: string;
    hsnCode: string;
    quantity: string;
    price: string;
    discount: string;
    gstPercentage: string;
    itcEligibility: string;
    itcReason: string;
    reverseCharge: boolean;
    expenseCategory: string;
    serials: readonly { serialNo: string }[];
  }[];
}

const amount = (v: string): number | '' => (Number(v) ? Number(v) : '');

/**
 * A saved bill as the drawer's values, for a revision: every line as entered (its serials one
 * per line), the supplier's printed total, the dates and notes.
 */
export function billToForm(bill: SavedBill): BillFormValues {
  return {
    supplierId: bill.supplierId,
    supplierInvoiceNumber: bill.supplierInvoiceNumber,
    billDate: bill.billDate,
    receivedDate: bill.receivedDate === bill.billDate ? '' : bill.receivedDate,
    supplierTotal: Number(bill.supplierTotal),
    notes: bill.notes,
    lines: bill.lines.map((l) => ({
      kind: l.kind === 'expense' ? 'expense' : 'goods',
      productId: l.productId ?? '',
      description: l.description,
      hsnCode: l.hsnCode,
      quantity: Number(l.quantity),
      price: amount(l.price),
      discount: amount(l.discount),
      gstPercentage: String(Number(l.gstPercentage)),
      itcEligibility: l.itcEligibility as TItcEligibility,
      itcReason: l.itcReason,
      reverseCharge: l.reverseCharge,
      expenseCategory: l.expenseCategory,
      serials: l.serials.map((s) => s.serialNo).join('\n'),
    })),
  };
}
