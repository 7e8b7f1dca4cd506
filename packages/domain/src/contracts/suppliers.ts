import { z } from 'zod';
import { validateCustomerGstinState } from '../gst/validation';
import { validateGstin } from '../gstin';
import { DEFAULT_STATE_CODE, ZSelectableStateCode } from '../states';
import { requiredTextCell, textCell } from './cells';
import { ZId, ZMoney } from './common';
import { CITY_MAX, ZCreditPeriodCell, ZPinCodeCell } from './customers';

/**
 * A supplier (issue 31): the one contract of the tRPC create and update, the REST body, the Excel
 * import row and the supplier drawer. How it is registered decides its bills: a regular supplier
 * charges GST, a composition dealer issues a bill of supply (no tax, no credit: CGST Act s.10(4)),
 * an unregistered one charges none (the shop pays under reverse charge where s.9(4) applies) and
 * an overseas one is an import.
 */
export const SUPPLIER_REGISTRATION_OPTIONS = [
  { value: 'regular', label: 'Registered (regular)' },
  { value: 'composition', label: 'Composition dealer' },
  { value: 'unregistered', label: 'Unregistered' },
  { value: 'overseas', label: 'Overseas' },
] as const;
export type TSupplierRegistration = (typeof SUPPLIER_REGISTRATION_OPTIONS)[number]['value'];
const REGISTRATIONS = SUPPLIER_REGISTRATION_OPTIONS.map((o) => o.value) as [
  TSupplierRegistration,
  ...TSupplierRegistration[],
];

export const ZSupplierFields = z.strictObject({
  name: requiredTextCell('Name', 200),
  gstin: textCell(20).transform((value, ctx) => {
    if (value === '') return '';
    const result = validateGstin(value);
    if (result.ok) return result.gstin;
    ctx.addIssue({ code: 'custom', message: result.error });
    return z.NEVER;
  }),
  registration: z
    .union([z.enum(REGISTRATIONS), z.literal(''), z.null()])
    .optional()
    .transform((v) => v || 'regular')
    .meta({ description: 'regular, composition, unregistered or overseas', example: 'regular' }),
  stateCode: z
    .union([ZSelectableStateCode, z.literal(''), z.null()])
    .optional()
    .transform((code) => (typeof code === 'number' ? code : DEFAULT_STATE_CODE)),
  address: textCell(1000),
  city: textCell(CITY_MAX),
  pinCode: ZPinCodeCell,
  contactPerson: textCell(200),
  phoneNumber: textCell(20),
  email: textCell(254)
    .transform((v) => v.toLowerCase())
    .refine((v) => v === '' || z.email().safeParse(v).success, 'Enter a valid email address'),
  /** What the shop owed the supplier when its books started here; negative: an advance paid. */
  openingBalance: z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((value, ctx) => {
      if (value === '' || value == null) return '0.00';
      const text = String(value).trim();
      const negative = text.startsWith('-');
      const amount = ZMoney.safeParse(negative ? text.slice(1) : text);
      if (!amount.success) {
        ctx.addIssue({
          code: 'custom',
          message: 'Opening balance must be an amount in rupees (negative for an advance paid)',
        });
        return z.NEVER;
      }
      return negative && amount.data !== '0.00' ? `-${amount.data}` : amount.data;
    })
    .meta({
      description: 'Owed to the supplier when books started here; negative: an advance paid',
      example: '25000.00',
    }),
  creditPeriodDays: ZCreditPeriodCell,
});

/** A registered supplier names its GSTIN; an unregistered or overseas one has none. */
function supplierConsistency(
  value: { gstin: string; stateCode: number; registration: TSupplierRegistration },
  ctx: z.RefinementCtx,
) {
  const registered = value.registration === 'regular' || value.registration === 'composition';
  if (registered && value.gstin === '') {
    ctx.addIssue({
      code: 'custom',
      path: ['gstin'],
      message: 'GSTIN is required for a registered or composition supplier',
    });
    return;
  }
  if (!registered && value.gstin !== '') {
    ctx.addIssue({
      code: 'custom',
      path: ['gstin'],
      message: `An ${value.registration} supplier has no GSTIN: choose Registered or leave it blank`,
    });
    return;
  }
  const check = validateCustomerGstinState(value);
  if (!check.ok) ctx.addIssue({ code: 'custom', path: [check.field], message: check.error });
}

export const ZSupplierInput = ZSupplierFields.superRefine(supplierConsistency);
export type TSupplierInput = z.output<typeof ZSupplierInput>;
export const ZSupplierUpdate = ZSupplierFields.extend({ id: ZId }).superRefine(supplierConsistency);
export type TSupplierUpdate = z.output<typeof ZSupplierUpdate>;

/** The Excel columns: the contract's fields in its order (import, export, template). */
export const SUPPLIER_EXCEL_COLUMNS = Object.keys(
  ZSupplierFields.shape,
) as (keyof typeof ZSupplierFields.shape)[];

const SUPPLIER_FIELDS = new Set<string>(SUPPLIER_EXCEL_COLUMNS);
/** An import row: a sheet's other columns are left out, the rest checked as a create. */
export const ZSupplierImportRow = z.preprocess((row) => {
  if (typeof row !== 'object' || row === null) return row;
  return Object.fromEntries(
    Object.entries(row as Record<string, unknown>).filter(([k]) => SUPPLIER_FIELDS.has(k)),
  );
}, ZSupplierInput);
