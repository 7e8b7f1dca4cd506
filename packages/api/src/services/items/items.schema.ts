import { z } from 'zod';
import { MESSAGES, ZId } from '@gst/domain';
import { ZImportInput } from '../../infra/import/rows';
import { tableInputs } from '../shared/table-inputs';

/**
 * An item's contracts live in @gst/domain/contracts: the web's form, the REST adapter, tRPC and
 * the Excel import all take the same objects.
 */
export {
  ITEM_EXCEL_COLUMNS,
  ZItemImportRow,
  ZItemInput,
  ZItemUpdate,
  type TItemInput,
  type TItemUpdate,
} from '@gst/domain/contracts';

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

export const ZItemListInput = itemTable.syncedList.extend(ZItemFilters);
export type TItemListInput = z.infer<typeof ZItemListInput>;

export const ZItemExportInput = itemTable.export.extend(ZItemFilters);
export type TItemExportInput = z.infer<typeof ZItemExportInput>;

export const ZItemImportInput = ZImportInput('items', MESSAGES.uploads.noItems);
export type TItemImportInput = z.output<typeof ZItemImportInput>;

/** A serial number to trace (issue 29 item 4): exact, each product's item with it. */
export const ZItemLifeInput = z.strictObject({
  serial: z.string().trim().min(1, 'Type a serial number').max(100),
});
export type TItemLifeInput = z.output<typeof ZItemLifeInput>;
