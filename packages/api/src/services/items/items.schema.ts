import { z } from 'zod';
import { DEFAULT_ITEM_TYPE, MESSAGES, ZId, ZPageInput } from '@gst/domain';
import { requiredTextCell, textCell } from '../../infra/import/cells';
import { ZImportRows } from '../../infra/import/rows';

const ZItemType = textCell(50).transform((v) => v || DEFAULT_ITEM_TYPE);

/** A serial-numbered unit of a product. soldToInvoice is set by invoicing, never by this form. */
export const ZItemInput = z.object({
  productId: ZId,
  serialNo: requiredTextCell('serialNo', 100),
  type: ZItemType,
});
export type TItemInput = z.output<typeof ZItemInput>;

export const ZItemUpdate = ZItemInput.extend({ id: ZId });
export type TItemUpdate = z.output<typeof ZItemUpdate>;

/** One row of the Excel import (spec §3 columns product, type, serialNo). */
export const ZItemImportRow = z.object({
  product: requiredTextCell('product', 300),
  serialNo: requiredTextCell('serialNo', 100),
  type: ZItemType,
});

export const ITEM_SORT_FIELDS = [
  'serialNo',
  'productLabel',
  'type',
  'soldToInvoice',
  'createdAt',
] as const;

const ZItemSort = z.object({ field: z.enum(ITEM_SORT_FIELDS), dir: z.enum(['asc', 'desc']) });

const ZItemFilters = {
  productId: ZId.optional(),
  status: z.enum(['sold', 'available']).optional(),
};

export const ZItemListInput = ZPageInput.extend({ sort: ZItemSort.optional(), ...ZItemFilters });
export type TItemListInput = z.infer<typeof ZItemListInput>;

export const ZItemExportInput = z.object({
  search: ZPageInput.shape.search,
  sort: ZItemSort.optional(),
  ...ZItemFilters,
});
export type TItemExportInput = z.infer<typeof ZItemExportInput>;

export const ZItemImportInput = z.object({
  items: ZImportRows(MESSAGES.uploads.noItems),
  /** Answer with the created items (the REST envelope); the web needs only the count. */
  returnRows: z.boolean().optional(),
});
export type TItemImportInput = z.output<typeof ZItemImportInput>;

/** The spec's Excel columns (§3): product (its productUniqueID, label or name), type, serialNo. */
export const ITEM_EXCEL_COLUMNS = ['product', 'type', 'serialNo'] as const;
