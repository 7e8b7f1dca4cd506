import { z } from 'zod';
import { DEFAULT_UOM, MESSAGES, validateGstRate, validateHsn } from '@gst/domain';
import {
  decimalCell,
  nullableDecimalCell,
  requiredTextCell,
  textCell,
} from '../../infra/import/cells';
import { ZImportInput } from '../../infra/import/rows';
import { tableInputs } from '../shared/table-inputs';

/** http(s) links only: a product link is rendered as an anchor on public pages. */
const ZLink = textCell(2000).refine(
  (v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v),
  'Link must start with http:// or https://',
);

/**
 * HSN: digits only, 4, 6 or 8 long (spaces dropped). The shop's own minimum (the `hsnMinDigits`
 * setting) is checked by the service, which reads it.
 */
const ZHsnCell = textCell(20).transform((value, ctx) => {
  const result = validateHsn(value);
  if (result.ok) return result.hsn;
  ctx.addIssue({ code: 'custom', message: result.error });
  return z.NEVER;
});

/** One of the notified GST rates (any date: a product is not a dated document). */
const ZGstRateCell = decimalCell({
  label: 'gstPercentage',
  max: 100,
  scale: 2,
  fallback: '0.00',
}).superRefine((value, ctx) => {
  const result = validateGstRate(value);
  if (!result.ok) ctx.addIssue({ code: 'custom', message: result.error });
});

/**
 * A product as the spec names its fields (§3). productMetaData is not editable and so is not
 * part of the input. Numbers arrive as numbers (forms, Excel) or numeric text (REST, Excel).
 */
export const ZProductInput = z.strictObject({
  productUniqueID: requiredTextCell('productUniqueID', 100),
  productName: requiredTextCell('productName', 300),
  productLabel: requiredTextCell('productLabel', 300),
  productMinPrice: decimalCell({
    label: 'productMinPrice',
    max: 999_999_999_999.99,
    scale: 2,
    fallback: '0.00',
  }),
  productHSNCode: ZHsnCell,
  productCategory: textCell(100),
  gstPercentage: ZGstRateCell,
  uomUnit: textCell(30).transform((v) => v || DEFAULT_UOM),
  productCapacity: decimalCell({
    label: 'productCapacity',
    max: 9_999_999_999.99,
    scale: 2,
    fallback: '0.00',
  }),
  productWeight: nullableDecimalCell({ label: 'productWeight', max: 99_999_999.99, scale: 2 }),
  productWidth: nullableDecimalCell({ label: 'productWidth', max: 99_999_999.99, scale: 2 }),
  productLength: nullableDecimalCell({ label: 'productLength', max: 99_999_999.99, scale: 2 }),
  productWarranty: nullableDecimalCell({ label: 'productWarranty', max: 9999.9, scale: 1 }),
  productOutputWarranty: nullableDecimalCell({
    label: 'productOutputWarranty',
    max: 9999.9,
    scale: 1,
  }),
  productLink: ZLink,
});
export type TProductInput = z.output<typeof ZProductInput>;

export const ZProductUpdate = ZProductInput.extend({ id: z.uuid('Invalid id') });
export type TProductUpdate = z.output<typeof ZProductUpdate>;

export const PRODUCT_SORT_FIELDS = [
  'productLabel',
  'productName',
  'productUniqueID',
  'productMinPrice',
  'productCategory',
  'gstPercentage',
  'productCapacity',
  'createdAt',
] as const;

const productTable = tableInputs(PRODUCT_SORT_FIELDS);

export const ZProductListInput = productTable.list;
export type TProductListInput = z.infer<typeof ZProductListInput>;

/** Export: every product matching the list's search, in the list's order. */
export const ZProductExportInput = productTable.export;
export type TProductExportInput = z.infer<typeof ZProductExportInput>;

export const ZProductImportInput = ZImportInput('products', MESSAGES.uploads.noProducts);
export type TProductImportInput = z.output<typeof ZProductImportInput>;

/** The spec's Excel columns (§3), in order: the demo file and the import header. */
export const PRODUCT_EXCEL_COLUMNS = [
  'productUniqueID',
  'productName',
  'productLabel',
  'productMinPrice',
  'productHSNCode',
  'productCategory',
  'gstPercentage',
  'uomUnit',
  'productCapacity',
] as const;

/** Export adds the remaining editable fields, so an export re-imports to the same products. */
export const PRODUCT_EXPORT_COLUMNS = [
  ...PRODUCT_EXCEL_COLUMNS,
  'productWeight',
  'productWidth',
  'productLength',
  'productWarranty',
  'productOutputWarranty',
  'productLink',
] as const;
