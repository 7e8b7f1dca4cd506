import { z } from 'zod';
import { ZId } from '@gst/domain';
import { permitted, router } from '../../../trpc';
import {
  customerStatementOf,
  getPayment,
  invoiceBalances,
  listPayments,
  openInvoices,
  receivables,
} from '../../../services/payments/payments.queries';
import {
  ZAllocateInput,
  ZPaymentInput,
  ZPaymentListInput,
  ZReceivablesInput,
  ZStatementInput,
} from '../../../services/payments/payments.schema';
import {
  allocatePayment,
  createPayment,
  reversePayment,
} from '../../../services/payments/payments.service';

const PAGE = 'manage-payment';

/** Receipts, receivables and statements (issue 16). */
export const paymentsRouter = router({
  list: permitted(PAGE, 'view')
    .input(ZPaymentListInput)
    .query(({ ctx, input }) => listPayments(ctx, input)),
  get: permitted(PAGE, 'view')
    .input(z.object({ id: ZId }))
    .query(({ ctx, input }) => getPayment(ctx, input)),
  create: permitted(PAGE, 'create')
    .input(ZPaymentInput)
    .mutation(({ ctx, input }) => createPayment(ctx, input)),
  /** Applies the unallocated rest of a receipt (the customer's advance) to more invoices. */
  allocate: permitted(PAGE, 'edit')
    .input(ZAllocateInput)
    .mutation(({ ctx, input }) => allocatePayment(ctx, input)),
  /** Reverses the receipt (it keeps its number); nothing deletes a receipt. */
  delete: permitted(PAGE, 'delete')
    .input(z.object({ id: ZId }))
    .mutation(({ ctx, input }) => reversePayment(ctx, input)),
  /** Balance and payment status of the given invoices (the invoice list's Status column). */
  invoiceBalances: permitted('manage-invoice', 'view')
    .input(z.object({ ids: z.array(ZId).max(1000) }))
    .query(({ ctx, input }) => invoiceBalances(ctx, input)),
  /** A customer's invoices that still owe something, with their balances (the receipt drawer). */
  openInvoices: permitted(PAGE, 'view')
    .input(z.object({ customerId: ZId }))
    .query(({ ctx, input }) => openInvoices(ctx, input)),
  receivables: permitted(PAGE, 'view')
    .input(ZReceivablesInput)
    .query(({ ctx, input }) => receivables(ctx, input)),
  statement: permitted(PAGE, 'view')
    .input(ZStatementInput)
    .query(({ ctx, input }) => customerStatementOf(ctx, input)),
});
