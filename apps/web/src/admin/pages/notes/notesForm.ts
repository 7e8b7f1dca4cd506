/**
 * The credit/debit note drawer's form values and the pure conversions around them (issue 16):
 * the invoice's lines (`invoiceLines`) into one row each, a saved note into values for a
 * re-issue, the default value credited for a returned quantity, validation (the note drawer's
 * contract), the API input, the s.34(2) deadline warning and the live totals from the same GST
 * engine the server uses.
 */
import { schemaResolver, type FormErrors } from '@mantine/form';
import { noteFormSchema, type TNoteFormContext } from '@gst/domain/contracts';
import {
  MoneyDecimal,
  creditNoteDeadline,
  formatDate,
  roundToPaise,
  toMoney,
  type GstDocument,
  type GstTaxSplitRow,
  type ZeroRatedSupplyType,
} from '@gst/domain';
import { placeOf, safeGstDocument } from '../billing/gst';
import { amountOf, numberOf } from '../billing/money';
import type { SerialOption } from '../invoices/invoiceForm';
import { NOTE_KINDS, type NoteKind } from './noteKinds';
import type {
  CreditNoteInput,
  DebitNoteInput,
  NoteDetail,
  NoteLineDetail,
  NoteableInvoice,
} from './types';

export type NoteLineValues = {
  invoiceLineId: string;
  invoiceNumber: string;
  position: number;
  productLabel: string;
  hsnCode: string;
  gstPercentage: string;
  invoicedQuantity: string;
  /** The line's taxable value now: as invoiced, plus debit notes, less credit notes. */
  lineValue: string;
  /** What a credit note may still take back (a re-issued note's own share counts as left). */
  remainingQuantity: string;
  remainingValue: string;
  /** Credit notes: quantity returned. */
  quantity: number | string;
  /** Taxable value credited (credit) or added (debit). */
  taxableValue: number | string;
  serialItemIds: string[];
  /** The serials still on the invoice line plus those this note already took back. */
  serialOptions: SerialOption[];
};

export type NoteFormValues = {
  /** Shown read-only when re-issuing ('' for a new note). */
  noteNumber: string;
  noteDate: string;
  reason: string;
  remarks: string;
  lines: NoteLineValues[];
};

const ZERO = new MoneyDecimal(0);
const money = (v: number | string) => {
  try {
    return toMoney(amountOf(v));
  } catch {
    return ZERO;
  }
};
const fixed = (v: MoneyDecimal) => roundToPaise(v).toFixed(2);

/**
 * The value credited by default for `quantity` units: the line's remaining value × quantity ÷
 * remaining quantity, to the paisa; the whole remaining value when everything left comes back
 * (so repeated returns add up exactly), 0 for no quantity.
 */
export function defaultCreditedValue(
  remainingValue: string,
  remainingQuantity: string,
  quantity: number | string,
): string {
  const qty = money(quantity);
  const left = money(remainingQuantity);
  if (qty.lte(0) || left.lte(0)) return '0.00';
  if (qty.gte(left)) return fixed(money(remainingValue));
  return fixed(money(remainingValue).times(qty).dividedBy(left));
}

/** A new returned quantity: the value follows it, and serials beyond it are dropped. */
export function withQuantity(line: NoteLineValues, quantity: number | string): NoteLineValues {
  const limit = Math.max(0, Math.floor(numberOf(quantity)));
  return {
    ...line,
    quantity,
    taxableValue: Number(
      defaultCreditedValue(line.remainingValue, line.remainingQuantity, quantity),
    ),
    serialItemIds: line.serialItemIds.slice(0, limit),
  };
}

/**
 * One row per line of the invoices, with what a note may still do to it. `own` are the lines of
 * the note being re-issued: their quantity, value and serials are filled in and added back to
 * what is left (the server undoes the note before it checks the new one).
 */
export function noteLinesOf(
  kind: NoteKind,
  sources: readonly NoteableInvoice[],
  own: readonly NoteLineDetail[] = [],
): NoteLineValues[] {
  return sources.flatMap(({ invoice, lines }) =>
    lines.map((line) => {
      const mine = own.find((l) => l.invoiceLineId === line.id);
      const ownQty = money(mine?.quantity ?? 0);
      const ownValue = money(mine?.taxableValue ?? 0);
      const credit = kind === 'credit';
      const left = money(line.remaining.taxableValue);
      return {
        invoiceLineId: line.id,
        invoiceNumber: invoice.invoiceNumber,
        position: line.position,
        productLabel: line.productLabel || line.productName,
        hsnCode: line.hsnCode,
        gstPercentage: line.gstPercentage,
        invoicedQuantity: String(Number(line.quantity)),
        lineValue: fixed(credit ? left.plus(ownValue) : left.minus(ownValue)),
        remainingQuantity: money(line.remaining.quantity)
          .plus(credit ? ownQty : 0)
          .toString(),
        remainingValue: fixed(credit ? left.plus(ownValue) : left),
        quantity: credit ? ownQty.toNumber() : 0,
        taxableValue: ownValue.toNumber(),
        serialItemIds: mine?.serials.map((s) => s.id) ?? [],
        serialOptions: [...(mine?.serials ?? []), ...line.serials].map((s) => ({
          id: s.id,
          serialNo: s.serialNo,
        })),
      };
    }),
  );
}

/** A new note: dated today, the kind's first reason, nothing returned or added yet. */
export function newNoteValues(
  kind: NoteKind,
  today: string,
  sources: readonly NoteableInvoice[],
): NoteFormValues {
  return {
    noteNumber: '',
    noteDate: today,
    reason: NOTE_KINDS[kind].reasons[0]?.value ?? '',
    remarks: '',
    lines: noteLinesOf(kind, sources),
  };
}

/** Re-issue: the saved note's date, reason, remarks and lines over its invoices' lines now. */
export function noteValuesFromDetail(
  kind: NoteKind,
  detail: NoteDetail,
  sources: readonly NoteableInvoice[],
): NoteFormValues {
  return {
    noteNumber: detail.noteNumber,
    noteDate: detail.noteDate,
    reason: detail.reason,
    remarks: detail.remarks,
    lines: noteLinesOf(kind, sources, detail.lines),
  };
}

const touched = (l: NoteLineValues) => money(l.taxableValue).gt(0) || money(l.quantity).gt(0);

/**
 * Field errors keyed by form path ('lines.0.quantity'); empty when the note may be issued: the
 * note drawer's contract (noteFormSchema, @gst/domain/contracts) for this kind, today and the
 * note's invoices, in the drawer's words first, then the server's note contract's own fields.
 */
export function noteErrors(
  kind: NoteKind,
  values: NoteFormValues,
  context: TNoteFormContext,
): FormErrors {
  return schemaResolver(noteFormSchema(kind, context), { sync: true })(values);
}

/** The create/update body of a credit note: only the lines it credits. */
export function toCreditNoteInput(values: NoteFormValues): CreditNoteInput {
  return {
    noteDate: values.noteDate || undefined,
    reason: values.reason,
    remarks: values.remarks.trim(),
    lines: values.lines.filter(touched).map((l) => ({
      invoiceLineId: l.invoiceLineId,
      quantity: numberOf(l.quantity),
      taxableValue: fixed(money(l.taxableValue)),
      serialItemIds: l.serialItemIds,
    })),
  };
}

/** The create/update body of a debit note: only the lines whose value goes up. */
export function toDebitNoteInput(values: NoteFormValues): DebitNoteInput {
  return {
    noteDate: values.noteDate || undefined,
    reason: values.reason,
    remarks: values.remarks.trim(),
    lines: values.lines
      .filter((l) => money(l.taxableValue).gt(0))
      .map((l) => ({ invoiceLineId: l.invoiceLineId, taxableValue: fixed(money(l.taxableValue)) })),
  };
}

/** Where the invoice's tax goes: the note's tax follows it (CGST+SGST within the state, else IGST). */
export type NotePlace = {
  supplierStateCode: number;
  placeOfSupply: number;
  isSez: boolean;
  supplyType: ZeroRatedSupplyType | null;
  /** Issue 30: a note follows its invoice; under reverse charge the buyer pays the tax. */
  reverseCharge?: boolean;
};

/**
 * The live totals, as the server computes them: each line's value as one unit at its invoice
 * line's GST rate, at the invoice's place of supply and supply type. Null with nothing entered.
 */
export function noteTotals(values: NoteFormValues, place: NotePlace): GstDocument | null {
  const lines = values.lines
    .filter((l) => money(l.taxableValue).gt(0))
    .map((l) => ({ quantity: 1, price: fixed(money(l.taxableValue)), gstRate: l.gstPercentage }));
  if (!lines.length) return null;
  return safeGstDocument({
    lines,
    place: placeOf(place.supplierStateCode, place.placeOfSupply, place.isSez),
    supplyType: place.supplyType ?? undefined,
    reverseCharge: place.reverseCharge === true,
  });
}

/** CGST Act s.34(2): the warning when a credit note dated `noteDate` is too late, else null. */
export function deadlineWarning(
  kind: NoteKind,
  noteDate: string,
  invoices: readonly { invoiceNumber: string; invoiceDate: string }[],
): string | null {
  if (kind !== 'credit' || !noteDate) return null;
  const late = invoices.find((i) => noteDate > creditNoteDeadline(i.invoiceDate));
  if (!late) return null;
  return `A credit note against invoice ${late.invoiceNumber} (dated ${formatDate(
    late.invoiceDate,
  )}) had to be issued by ${formatDate(creditNoteDeadline(late.invoiceDate))} (CGST Act s.34(2)); it will be refused.`;
}

/** A stored note's per-rate split for the totals box, with each rate's tax added up. */
export function splitWithTax(rows: readonly Omit<GstTaxSplitRow, 'taxAmount'>[]): GstTaxSplitRow[] {
  return rows.map((r) => ({
    ...r,
    taxAmount: fixed(money(r.cgst).plus(money(r.sgst)).plus(money(r.utgst)).plus(money(r.igst))),
  }));
}
