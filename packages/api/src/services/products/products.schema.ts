import { z } from 'zod';
import { DEFAULT_UOM, MESSAGES, ZPageInput } from '@gst/domain';
import {
  decimalCell,
  nullableDecimalCell,
  requiredTextCell,
  textCell,
} from '../../infra/import/cells';
import { ZImportRows } from '../../infra/import/rows';

/** http(s) links only: a product link is rendered as an anchor on public pages. */
const ZLink = textCell(2000).refine(
  (v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v),
  'Link must start with http:// or https://',
);

/**
 * A product as the spec names its fields (§3). productMetaData is not editable and so is not
 * part of the input. Numbers arrive as numbers (forms, Excel) or numeric text (REST, Excel).
 */
export const ZProductInput = z.object({
  productUniqueID: requiredTextCell('productUniqueID', 100),
  productName: requiredTextCell('productName', 300),
  productLabel: requiredTextCell('productLabel', 300),
  productMinPrice: decimalCell({
    label: 'productMinPrice',
    max: 999_999_999_999.99,
    scale: 2,
    fallback: '0.00',
  }),
  productHSNCode: textCell(20),
  productCategory: textCell(100),
  gstPercentage: decimalCell({ label: 'gstPercentage', max: 100, scale: 2, fallback: '0.00' }),
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

const ZProductSort = z.object({ field: z.enum(PRODUCT_SORT_FIELDS), dir: z.enum(['asc', 'desc']) });

export const ZProductListInput = ZPageInput.extend({ sort: ZProductSort.optional() });
export type TProductListInput = z.infer<typeof ZProductListInput>;

/** Export: every product matching the list's search, in the list's order. */
export const ZProductExportInput = z.object({
  search: ZPageInput.shape.search,
  sort: ZProductSort.optional(),
});
export type TProductExportInput = z.infer<typeof ZProductExportInput>;

export const ZProductImportInput = z.object({
  products: ZImportRows(MESSAGES.uploads.noProducts),
  /** Answer with the created products (the REST envelope); the web needs only the count. */
  returnRows: z.boolean().optional(),
});
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
