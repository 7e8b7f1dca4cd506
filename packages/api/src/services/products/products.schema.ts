import type { z } from 'zod';
import { MESSAGES } from '@gst/domain';
import { ZImportInput } from '../../infra/import/rows';
import { tableInputs } from '../shared/table-inputs';

/**
 * A product's contracts live in @gst/domain/contracts: the web's form, the REST adapter, tRPC and
 * the Excel import all take the same objects.
 */
export {
  PRODUCT_EXCEL_COLUMNS,
  PRODUCT_EXPORT_COLUMNS,
  ZProductFields,
  ZProductInput,
  ZProductUpdate,
  type TProductInput,
  type TProductUpdate,
} from '@gst/domain/contracts';

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

export const ZProductListInput = productTable.syncedList;
export type TProductListInput = z.infer<typeof ZProductListInput>;

/** Export: every product matching the list's search, in the list's order. */
export const ZProductExportInput = productTable.export;
export type TProductExportInput = z.infer<typeof ZProductExportInput>;

export const ZProductImportInput = ZImportInput('products', MESSAGES.uploads.noProducts);
export type TProductImportInput = z.output<typeof ZProductImportInput>;
