import type { z } from 'zod';
import { MESSAGES } from '@gst/domain';
import { ZImportInput } from '../../infra/import/rows';
import { tableInputs } from '../shared/table-inputs';

/**
 * A customer's contracts live in @gst/domain/contracts: the web's form, the REST adapter, tRPC and
 * the Excel import all take the same objects.
 */
export {
  CUSTOMER_EXCEL_COLUMNS,
  CUSTOMER_SEZ_COLUMN,
  customerExcelRow,
  ZCustomerImportRow,
  ZCustomerInput,
  ZCustomerRestRecord,
  ZCustomerUpdate,
  type TCustomerInput,
  type TCustomerUpdate,
} from '@gst/domain/contracts';

const customerTable = tableInputs(['name', 'email', 'phoneNumber', 'gstin', 'createdAt']);

export const ZCustomerListInput = customerTable.syncedList;
export type TCustomerListInput = z.infer<typeof ZCustomerListInput>;

export const ZCustomerExportInput = customerTable.export;
export type TCustomerExportInput = z.infer<typeof ZCustomerExportInput>;

/** Bulk import: rows as parsed from the first sheet; all are created, or none. */
export const ZCustomerBulkInput = ZImportInput('customers', MESSAGES.uploads.noCustomers);
export type TCustomerBulkInput = z.output<typeof ZCustomerBulkInput>;
