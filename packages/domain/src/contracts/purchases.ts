import { z } from 'zod';
import { isNotifiedGstRate } from '../gst/rates';
import { ZStateCode } from '../states';
import { TAXABILITIES } from '../tax';
import { ZId, ZMoney } from './common';
import { documentDate } from './dates';

/**
 * A purchase bill (issue 31): the supplier's own invoice as the shop enters it. The one contract
 * of the tRPC create and update, the REST body and the demo year.
 */

/** What the shop may do with a line's input tax (CGST Act s.16, s.17(5); GSTR-3B Table 4). */
export const ITC_ELIGIBILITY_OPTIONS = [
  { value: 'inputs', label: 'Eligible: inputs' },
  { value: 'capital-goods', label: 'Eligible: capital goods' },
  { value: 'input-services', label: 'Eligible: input services' },
  { value: 'blocked', label: 'Blocked under s.17(5)' },
  { value: 'ineligible', label: 'Ineligible (other reason)' },
] as const;
export type TItcEligibility = (typeof ITC_ELIGIBILITY_OPTIONS)[number]['value'];
const ELIGIBILITIES = ITC_ELIGIBILITY_OPTIONS.map((o) => o.value) as [
  TItcEligibility,
  ...TItcEligibility[],
];
/** A line whose tax is not taken as credit: the tax is part of its cost. */
export const isCreditTaken = (eligibility: TItcEligibility) =>
  eligibility !== 'blocked' && eligibility !== 'ineligible';

export const SERIALS_PER_LINE_MAX = 1000;

const ZQuantity = z.coerce
  .number({ error: 'Quantity must be a number' })
  .positive('Quantity must be more than 0')
  .max(1_000_000, 'Quantity is too large')
  .refine((n) => Number.isInteger(n * 1000), 'Quantity may have at most 3 decimals');

const ZRate = z.coerce
  .number({ error: 'GST rate must be a number' })
  .refine(
    (n) => isNotifiedGstRate(n),
    'GST rate must be a notified rate (0, 0.1, 0.25, 1.5, 3, 5, 6, 7.5, 12, 18, 28 or 40)',
  );

/**
 * Serial numbers as typed, scanned one per line or pasted: trimmed, blanks dropped, each once.
 * A string is split on new lines, commas and semicolons.
 */
export const ZSerialNumbers = z
  .union([z.array(z.string()), z.string()])
  .optional()
  .transform((value) =>
    (typeof value === 'string' ? value.split(/[\n,;]+/) : (value ?? []))
      .map((s) => s.trim())
      .filter((s) => s !== ''),
  )
  .refine(
    (list) => list.length <= SERIALS_PER_LINE_MAX,
    `At most ${SERIALS_PER_LINE_MAX} serial numbers a line`,
  )
  .refine((list) => list.every((s) => s.length <= 60), 'A serial number is at most 60 characters')
  .refine((list) => new Set(list.map((s) => s.toUpperCase())).size === list.length, {
    message: 'A serial number is entered twice on the line',
  });

export const ZPurchaseBillLineInput = z
  .strictObject({
    kind: z.enum(['goods', 'expense']).default('goods'),
    /** The product bought (goods lines). */
    productId: ZId.optional().nullable(),
    description: z.string().trim().max(500).optional().default(''),
    /** HSN (goods) or SAC (services); a goods line defaults to its product's. */
    hsnCode: z
      .string()
      .trim()
      .max(8)
      .refine((v) => v === '' || /^\d{4,8}$/.test(v), 'HSN/SAC must be 4 to 8 digits')
      .optional()
      .default(''),
    uomUnit: z.string().trim().max(20).optional().default(''),
    quantity: ZQuantity.default(1),
    price: ZMoney,
    discount: ZMoney.default('0.00'),
    gstPercentage: ZRate,
    taxability: z.enum(TAXABILITIES).default('taxable'),
    itcEligibility: z.enum(ELIGIBILITIES).default('inputs'),
    /** Why the credit is not taken (the s.17(5) clause, or the other reason). */
    itcReason: z.string().trim().max(200).optional().default(''),
    /** The shop pays this line's tax itself (CGST Act s.9(3)/(4), IGST Act s.5(3)/(4)). */
    reverseCharge: z.boolean().default(false),
    /** An expense line's category (the shop's expense categories). */
    expenseCategory: z.string().trim().max(60).optional().default(''),
    serialNumbers: ZSerialNumbers,
  })
  .superRefine((line, ctx) => {
    if (line.kind === 'goods' && !line.productId) {
      ctx.addIssue({ code: 'custom', path: ['productId'], message: 'Choose the product bought' });
    }
    if (line.kind === 'expense') {
      if (line.description === '') {
        ctx.addIssue({ code: 'custom', path: ['description'], message: 'Describe the expense' });
      }
      if (line.serialNumbers.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['serialNumbers'],
          message: 'An expense line takes no serial numbers',
        });
      }
    }
    if (!isCreditTaken(line.itcEligibility) && line.itcReason === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['itcReason'],
        message:
          line.itcEligibility === 'blocked'
            ? 'Name the clause of s.17(5) that blocks the credit (e.g. 17(5)(b) food and beverages)'
            : 'Say why the credit is not taken',
      });
    }
    if (line.serialNumbers.length && line.serialNumbers.length !== line.quantity) {
      ctx.addIssue({
        code: 'custom',
        path: ['serialNumbers'],
        message: `${line.serialNumbers.length} serial number(s) for a quantity of ${line.quantity}: enter one per unit, or none`,
      });
    }
  });
export type TPurchaseBillLineInput = z.output<typeof ZPurchaseBillLineInput>;

const billFields = {
  supplierId: ZId,
  /** The supplier's own invoice number, as printed. */
  supplierInvoiceNumber: z
    .string({ error: "Enter the supplier's invoice number" })
    .trim()
    .min(1, "Enter the supplier's invoice number")
    .max(40, "The supplier's invoice number is at most 40 characters"),
  billDate: documentDate('Bill date'),
  /** When the goods or services arrived (ITC needs receipt: CGST Act s.16(2)(b)); default the bill date. */
  receivedDate: documentDate('Received date').optional(),
  /** Default: the bill date plus the supplier's credit period. */
  dueDate: documentDate('Due date').optional(),
  /** Default: the shop's own state (goods delivered to the shop). */
  placeOfSupply: ZStateCode.optional(),
  taxInclusive: z.boolean().default(false),
  /** The total printed on the supplier's bill; the computed total must agree within the shop's tolerance. */
  supplierTotal: ZMoney,
  notes: z.string().trim().max(2000).optional().default(''),
  lines: z
    .array(ZPurchaseBillLineInput)
    .min(1, 'Add at least one line')
    .max(500, 'At most 500 lines'),
  idempotencyKey: z.string().trim().min(8).max(100).optional(),
};

const datesInOrder = (
  v: { billDate: string; receivedDate?: string; dueDate?: string },
  ctx: z.RefinementCtx,
) => {
  if (v.receivedDate && v.receivedDate < v.billDate) {
    ctx.addIssue({
      code: 'custom',
      path: ['receivedDate'],
      message: 'Goods cannot arrive before the bill date',
    });
  }
  if (v.dueDate && v.dueDate < v.billDate) {
    ctx.addIssue({
      code: 'custom',
      path: ['dueDate'],
      message: 'The due date cannot be before the bill date',
    });
  }
};

export const ZPurchaseBillInput = z.strictObject(billFields).superRefine(datesInOrder);
export type TPurchaseBillInput = z.output<typeof ZPurchaseBillInput>;
export const ZPurchaseBillUpdate = z
  .strictObject({ ...billFields, id: ZId })
  .superRefine(datesInOrder);
export type TPurchaseBillUpdate = z.output<typeof ZPurchaseBillUpdate>;

/**
 * The key a supplier's invoice number is unique by (issue 31): letters and digits only, upper
 * case, so "INV/001", "inv-001" and "INV 001" are one bill. Leading zeros are kept ("1" and "001"
 * may be two documents of a supplier's different series).
 */
export function normaliseSupplierInvoiceNumber(number: string): string {
  return number.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** Goods sent back to a supplier against a bill's lines (a debit note, or the supplier's credit note). */
export const ZPurchaseReturnInput = z.strictObject({
  billId: ZId,
  kind: z.enum(['debit-note', 'supplier-credit-note']).default('debit-note'),
  returnDate: documentDate('Return date'),
  supplierNoteNumber: z.string().trim().max(40).optional().default(''),
  reason: z.string().trim().min(1, 'Say why the goods go back').max(500),
  lines: z
    .array(
      z.strictObject({
        billLineId: ZId,
        quantity: ZQuantity,
        /** The serial-numbered units going back (one per unit, when the line has serials). */
        itemIds: z.array(ZId).max(SERIALS_PER_LINE_MAX).optional().default([]),
      }),
    )
    .min(1, 'Return at least one line')
    .max(500),
});
export type TPurchaseReturnInput = z.output<typeof ZPurchaseReturnInput>;
