import { z } from 'zod';
import { ZId } from '@gst/domain';
import { permitted, router } from '../../../trpc';
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

const PAGE = 'manage-invoice';

export const invoicesRouter = router({
  list: permitted(PAGE, 'view')
    .input(ZInvoiceListInput)
    .query(({ ctx, input }) => listInvoices(ctx, input)),
  get: permitted(PAGE, 'view')
    .input(z.object({ id: ZId }))
    .query(({ ctx, input }) => getInvoice(ctx, input)),
  /** What the invoice drawer needs from the shop settings (without the settings page's flag). */
  defaults: permitted(PAGE, 'view').query(({ ctx }) => invoiceDefaults(ctx)),
  create: permitted(PAGE, 'create')
    .input(ZInvoiceCreate)
    .mutation(({ ctx, input }) => createInvoice(ctx, input)),
  update: permitted(PAGE, 'edit')
    .input(ZInvoiceUpdate)
    .mutation(({ ctx, input }) => updateInvoice(ctx, input)),
  /** Cancels the invoice (it keeps its number); nothing deletes an issued invoice. */
  delete: permitted(PAGE, 'delete')
    .input(ZInvoiceCancel)
    .mutation(({ ctx, input }) => deleteInvoice(ctx, input)),
  exportRows: permitted(PAGE, 'export')
    .input(ZInvoiceExportInput)
    .query(({ ctx, input }) => invoicesForExport(ctx, input)),
});
