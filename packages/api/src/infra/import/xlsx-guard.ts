import {
  readImportWorkbook as readChecked,
  XlsxRefused,
  type SheetRow,
  type XlsxLimits,
  XLSX_LIMITS,
} from '@gst/domain/xlsx-guard';
import { AppError } from '../../errors';

export {
  readZipDirectory,
  XLSX_LIMITS,
  type SheetRow,
  type XlsxLimits,
  type ZipEntry,
} from '@gst/domain/xlsx-guard';

/**
 * The checked reader of an uploaded .xlsx (caps on size, zip entries, sheets, unpacked bytes and
 * rows; see @gst/domain/xlsx-guard) with its refusals as 400 AppErrors, for server-side readers.
 */
export function readImportWorkbook(
  bytes: Uint8Array,
  limits: XlsxLimits = XLSX_LIMITS,
): SheetRow[] {
  try {
    return readChecked(bytes, limits);
  } catch (error) {
    if (error instanceof XlsxRefused) throw new AppError('BAD_REQUEST', error.message);
    throw error;
  }
}
