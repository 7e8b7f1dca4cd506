import { z } from 'zod';
import { DEFAULT_ITEM_TYPE, MESSAGES, ZId } from '@gst/domain';
import { requiredTextCell, textCell } from '../../infra/import/cells';
import { ZImportInput } from '../../infra/import/rows';
import { tableInputs } from '../shared/table-inputs';

const ZItemType = textCell(50).transform((v) => v || DEFAULT_ITEM_TYPE);

/** A serial-numbered unit of a product. soldToInvoice is set by invoicing, never by this form. */
export const ZItemInput = z.strictObject({
  productId: ZId,
  serialNo: requiredTextCell('serialNo', 100),
  type: ZItemType,
});
export type TItemInput = z.output<typeof ZItemInput>;

export const ZItemUpdate = ZItemInput.extend({ id: ZId });
export type TItemUpdate = z.output<typeof ZItemUpdate>;

/** One row of the Excel import (spec §3 columns product, type, serialNo). */
export const ZItemImportRow = z.strictObject({
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

const itemTable = tableInputs(ITEM_SORT_FIELDS);

const ZItemFilters = {
  productId: ZId.optional(),
  status: z.enum(['sold', 'available']).optional(),
};

export const ZItemListInput = itemTable.list.extend(ZItemFilters);
export type TItemListInput = z.infer<typeof ZItemListInput>;

export const ZItemExportInput = itemTable.export.extend(ZItemFilters);
export type TItemExportInput = z.infer<typeof ZItemExportInput>;

export const ZItemImportInput = ZImportInput('items', MESSAGES.uploads.noItems);
export type TItemImportInput = z.output<typeof ZItemImportInput>;

/** The spec's Excel columns (§3): product (its productUniqueID, label or name), type, serialNo. */
export const ITEM_EXCEL_COLUMNS = ['product', 'type', 'serialNo'] as const;
