import { z } from 'zod';
import { ZId } from '@gst/domain';
import { permitted, router } from '../../../trpc';
import { readBillingSettings } from '../../../services/billing/document-number';
import { getInvoice, invoicesForExport, listInvoices } from '../../../services/invoices/invoices.queries';
import {
  ZInvoiceCreate,
  ZInvoiceExportInput,
  ZInvoiceListInput,
  ZInvoiceUpdate,
} from '../../../services/invoices/invoices.schema';
import { createInvoice, deleteInvoice, updateInvoice } from '../../../services/invoices/invoices.service';

const PAGE = 'manage-invoice';

export const invoicesRouter = router({
  list: permitted(PAGE, 'view')
    .input(ZInvoiceListInput)
    .query(({ ctx, input }) => listInvoices(ctx.tx, input)),
  get: permitted(PAGE, 'view')
    .input(z.object({ id: ZId }))
    .query(({ ctx, input }) => getInvoice(ctx.tx, input.id)),
  /** What the invoice drawer needs from the shop settings (without the settings page's flag). */
  defaults: permitted(PAGE, 'view').query(async ({ ctx }) => {
    const settings = await readBillingSettings(ctx.tx);
    return {
      supplierStateCode: settings.supplierStateCode,
      termsAndConditions: settings.defTermsInvoice,
    };
  }),
  create: permitted(PAGE, 'create')
    .input(ZInvoiceCreate)
    .mutation(({ ctx, input }) => createInvoice({ tx: ctx.tx, actor: ctx.actor }, input)),
  update: permitted(PAGE, 'edit')
    .input(ZInvoiceUpdate)
    .mutation(({ ctx, input: { id, ...input } }) =>
      updateInvoice({ tx: ctx.tx, actor: ctx.actor }, id, input),
    ),
  delete: permitted(PAGE, 'delete')
    .input(z.object({ id: ZId }))
    .mutation(({ ctx, input }) => deleteInvoice(ctx, input.id)),
  exportRows: permitted(PAGE, 'export')
    .input(ZInvoiceExportInput)
    .query(({ ctx, input }) => invoicesForExport(ctx.tx, input.fromDate, input.toDate)),
});
