import { router } from '../../../trpc';
import {
  getInvoice,
  invoiceDefaults,
  invoicesForExport,
  listInvoices,
} from '../../../services/invoices/invoices.queries';
import {
  ZInvoiceCancel,
  ZInvoiceCreate,
  ZInvoiceExportInput,
  ZInvoiceListInput,
  ZInvoiceUpdate,
} from '../../../services/invoices/invoices.schema';
import {
  createInvoice,
  deleteInvoice,
  updateInvoice,
} from '../../../services/invoices/invoices.service';
import { permittedOn, ZById } from '../../crud';
import { ZEinvoiceBatchInput, ZRecordAnswer } from '../../../services/edocs/edocs.schema';
import {
  einvoiceBatch,
  einvoiceOf,
  ewayBillOf,
  recordEwayBill,
  recordIrn,
} from '../../../services/edocs/edocs.service';

const can = permittedOn('manage-invoice');

export const invoicesRouter = router({
  list: can.view(ZInvoiceListInput, listInvoices),
  get: can.view(ZById, getInvoice),
  /** What the invoice drawer needs from the shop settings (without the settings page's flag). */
  defaults: can.read(invoiceDefaults),
  create: can.create(ZInvoiceCreate, createInvoice),
  update: can.edit(ZInvoiceUpdate, updateInvoice),
  /** Cancels the invoice (it keeps its number); nothing deletes an issued invoice. */
  delete: can.delete(ZInvoiceCancel, deleteInvoice),
  exportRows: can.export(ZInvoiceExportInput, invoicesForExport),
  /** Issue 17: the INV-01 JSON (refused with the field named when the IRP would refuse it). */
  einvoice: can.export(ZById, (ctx, { id }) => einvoiceOf(ctx, { type: 'invoice' }, id)),
  /** Every B2B/SEZ/export invoice and note from..to as the IRP's bulk tool takes them. */
  einvoiceBatch: can.export(ZEinvoiceBatchInput, einvoiceBatch),
  /** The IRP's answer (IRN, AckNo, AckDt, SignedQRCode): the invoice is read-only after it. */
  recordIrn: can.edit(ZRecordAnswer, (ctx, input) => recordIrn(ctx, { type: 'invoice' }, input)),
  ewayBill: can.export(ZById, ewayBillOf),
  recordEwayBill: can.edit(ZRecordAnswer, recordEwayBill),
});
