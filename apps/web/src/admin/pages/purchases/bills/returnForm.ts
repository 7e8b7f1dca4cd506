import { todayIN } from '@gst/domain';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../../lib/trpc';

/**
 * The purchase return drawer's logic (issue 31), kept apart from the screen: which of a bill's
 * lines can go back and how many, the form's values and checks, and the input the server takes.
 * A serial-numbered line goes back unit by unit (its quantity is the serials chosen); any other
 * line by quantity, at most what is left of it: what it brought in less what its active returns
 * (tenant.purchases.listReturns' lines) took back. The server checks the same under the bill's
 * lock and refuses more, saying how many are left.
 */
type Out = inferRouterOutputs<AppRouter>['tenant']['purchases'];
export type BillDetail = Out['get'];
export type PurchaseReturnRow = Out['listReturns'][number];
export type PurchaseReturnLine = PurchaseReturnRow['lines'][number];
export type PurchaseReturnInput =
  inferRouterInputs<AppRouter>['tenant']['purchases']['createReturn'];
export type ReturnKind = 'debit-note' | 'supplier-credit-note';

export const RETURN_KIND_OPTIONS: { value: ReturnKind; label: string }[] = [
  { value: 'debit-note', label: 'Our debit note' },
  { value: 'supplier-credit-note', label: "Supplier's credit note" },
];

export const returnKindLabel = (kind: string) =>
  RETURN_KIND_OPTIONS.find((o) => o.value === kind)?.label ?? kind;

export interface ReturnableLine {
  id: string;
  label: string;
  unit: string;
  /** What the line brought in. */
  billed: number;
  /** What its active returns took back. */
  returned: number;
  /** What can still go back: billed − returned. */
  left: number;
  /** Serial-numbered: goes back unit by unit. */
  hasSerials: boolean;
  /** The line's units still in stock (the only ones that can go back). */
  serials: { itemId: string; serialNo: string }[];
  /** The most that can be asked for here: what is left (of a serial line, its units in stock). */
  max: number;
}

/** A quantity (3 decimals at most) in thousandths, so sums and differences stay exact. */
const milli = (quantity: string | number) => Math.round(Number(quantity) * 1000);

/** Per bill line id, the quantity its active returns took back (cancelled ones gave it back). */
export function returnedByLine(
  returns: readonly Pick<PurchaseReturnRow, 'status' | 'lines'>[],
): Map<string, number> {
  const sums = new Map<string, number>();
  for (const r of returns) {
    if (r.status !== 'active') continue;
    for (const l of r.lines)
      sums.set(l.billLineId, (sums.get(l.billLineId) ?? 0) + milli(l.quantity));
  }
  return new Map([...sums].map(([id, n]) => [id, n / 1000]));
}

export function returnableLines(
  bill: Pick<BillDetail, 'lines'>,
  returns: readonly Pick<PurchaseReturnRow, 'status' | 'lines'>[] = [],
): ReturnableLine[] {
  const back = returnedByLine(returns);
  return bill.lines.map((l) => {
    const inStock = l.serials
      .filter((s) => s.status === 'in-stock')
      .map(({ itemId, serialNo }) => ({ itemId, serialNo }));
    const hasSerials = l.serials.length > 0;
    const returned = back.get(l.id) ?? 0;
    const left = Math.max(0, milli(l.quantity) - milli(returned)) / 1000;
    return {
      id: l.id,
      label: l.description || `Line ${l.position + 1}`,
      unit: l.uomUnit,
      billed: Number(l.quantity),
      returned,
      left,
      hasSerials,
      serials: inStock,
      max: hasSerials ? Math.min(inStock.length, left) : left,
    };
  });
}

/** A return's lines in a few words: '1 NOS Li-ion 5 kWh · 2 NOS Mono PERC 540 (S-001, S-002)'. */
export function returnLinesSummary(lines: readonly PurchaseReturnLine[]): string {
  return lines
    .map((l) => {
      const what = `${Number(l.quantity)} ${l.uomUnit} ${l.description || 'line'}`;
      return l.serials.length ? `${what} (${l.serials.map((s) => s.serialNo).join(', ')})` : what;
    })
    .join(' · ');
}

export interface ReturnLineValues {
  quantity: number | '';
  itemIds: string[];
}

export interface ReturnFormValues extends Record<string, unknown> {
  kind: ReturnKind;
  returnDate: string;
  supplierNoteNumber: string;
  reason: string;
  /** By bill line id. */
  lines: Record<string, ReturnLineValues>;
}

/** A fresh return: nothing chosen yet (a line's values appear once it is touched). */
export function newReturnValues(today: string = todayIN()): ReturnFormValues {
  return { kind: 'debit-note', returnDate: today, supplierNoteNumber: '', reason: '', lines: {} };
}

/** How many of the line go back: the serials chosen, or the quantity typed. */
export function returnQuantity(line: ReturnableLine, values: ReturnLineValues | undefined): number {
  if (!values) return 0;
  if (line.hasSerials) return values.itemIds.length;
  return values.quantity === '' ? 0 : values.quantity;
}

/** The form's problems by field path (Mantine's errors); empty when it can be sent. */
export function returnErrors(
  values: ReturnFormValues,
  lines: readonly ReturnableLine[],
  billDate: string,
  today: string = todayIN(),
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.reason.trim()) errors.reason = 'Say why the goods go back';
  if (!values.returnDate) errors.returnDate = 'Choose the return date';
  else if (values.returnDate < billDate) errors.returnDate = 'Goods cannot go back before the bill';
  else if (values.returnDate > today) errors.returnDate = 'The return date is after today';
  let any = false;
  for (const line of lines) {
    const n = returnQuantity(line, values.lines[line.id]);
    if (n < 0) errors[`lines.${line.id}.quantity`] = 'Quantity must be more than 0';
    else if (n > line.max) {
      errors[`lines.${line.id}.quantity`] =
        line.max === 0
          ? line.left === 0
            ? 'Everything on this line has gone back already'
            : 'No unit of this line is in stock'
          : `At most ${line.max} can go back`;
    } else if (n > 0) any = true;
  }
  if (!any && !Object.keys(errors).some((k) => k.startsWith('lines.'))) {
    errors.lines = 'Return at least one line';
  }
  return errors;
}

/** The values as `tenant.purchases.createReturn` takes them (lines going back only). */
export function formToReturn(
  billId: string,
  values: ReturnFormValues,
  lines: readonly ReturnableLine[],
): PurchaseReturnInput {
  return {
    billId,
    kind: values.kind,
    returnDate: values.returnDate,
    supplierNoteNumber:
      values.kind === 'supplier-credit-note' ? values.supplierNoteNumber.trim() : '',
    reason: values.reason.trim(),
    lines: lines.flatMap((line) => {
      const v = values.lines[line.id];
      const quantity = returnQuantity(line, v);
      if (quantity <= 0) return [];
      return [
        { billLineId: line.id, quantity, itemIds: line.hasSerials ? [...(v?.itemIds ?? [])] : [] },
      ];
    }),
  };
}
