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
});
