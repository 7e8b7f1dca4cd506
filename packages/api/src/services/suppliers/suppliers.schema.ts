import type { z } from 'zod';
import { ZImportInput } from '../../infra/import/rows';
import { tableInputs } from '../shared/table-inputs';

/** A supplier's contracts live in @gst/domain/contracts (issue 31). */
export {
  SUPPLIER_EXCEL_COLUMNS,
  ZSupplierImportRow,
  ZSupplierInput,
  ZSupplierUpdate,
  type TSupplierInput,
  type TSupplierUpdate,
} from '@gst/domain/contracts';

const supplierTable = tableInputs(['name', 'gstin', 'phoneNumber', 'createdAt']);

export const ZSupplierListInput = supplierTable.syncedList;
export type TSupplierListInput = z.infer<typeof ZSupplierListInput>;

export const ZSupplierExportInput = supplierTable.export;
export type TSupplierExportInput = z.infer<typeof ZSupplierExportInput>;

/** Bulk import: rows as parsed from the first sheet; all are created, or none. */
export const ZSupplierBulkInput = ZImportInput(
  'suppliers',
  'Upload a sheet with at least one supplier',
);
export type TSupplierBulkInput = z.output<typeof ZSupplierBulkInput>;
