import { z } from 'zod';
import { filterDate, sortInput, ZFilterDate, ZId, ZPageInput } from '@gst/domain';
import { SYNC_FILTERS } from '@gst/domain/contracts';

/**
 * An invoice's input lives in @gst/domain/contracts: the web's invoice drawer, REST, tRPC and the
 * bulk seeding path all take the same objects.
 */
export {
  ZDeliveryAddress,
  ZInvoiceCreate,
  ZInvoiceInput,
  ZInvoiceLineInput,
  ZInvoiceUpdate,
  type TInvoiceCreate,
  type TInvoiceInput,
  type TInvoiceUpdate,
} from '@gst/domain/contracts';

/**
 * A filter or report date (2000-01-01 … 2099-12-31). Documents' own dates use `documentDate`
 * (from 1 July 2017, when GST began); see @gst/domain contracts/dates.ts.
 */
export const ZCalendarDate = ZFilterDate;

/** Cancels an invoice (it keeps its number); the reason is kept with it. */
export const ZInvoiceCancel = z.strictObject({
  id: ZId,
  reason: z.string().trim().max(500).optional().default(''),
});
export type TInvoiceCancel = z.infer<typeof ZInvoiceCancel>;

export const ZInvoiceListInput = ZPageInput.extend({
  sort: sortInput(['invoiceDate', 'invoiceNumber', 'totalAmount', 'customerName']).optional(),
  startDate: filterDate('startDate').optional(),
  endDate: filterDate('endDate').optional(),
  ...SYNC_FILTERS,
});
export type TInvoiceListInput = z.infer<typeof ZInvoiceListInput>;

export const ZInvoiceExportInput = z.strictObject({
  fromDate: filterDate('fromDate'),
  toDate: filterDate('toDate'),
});
export type TInvoiceExportInput = z.infer<typeof ZInvoiceExportInput>;
