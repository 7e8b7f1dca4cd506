import { z } from 'zod';
import { ZId } from '@gst/domain';
import { router } from '../../../trpc';
import { permittedOn, ZById } from '../../crud';
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
  ZPaymentTdsInput,
  ZReceivablesInput,
  ZStatementInput,
} from '../../../services/payments/payments.schema';
import {
  allocatePayment,
  createPayment,
  reversePayment,
} from '../../../services/payments/payments.service';
import { setPaymentTds } from '../../../services/payments/payments.set-tds';

const can = permittedOn('manage-payment');

/** Receipts, receivables and statements (issue 16). */
export const paymentsRouter = router({
  list: can.view(ZPaymentListInput, listPayments),
  get: can.view(ZById, getPayment),
  create: can.create(ZPaymentInput, createPayment),
  /** Applies the unallocated rest of a receipt (the customer's advance) to more invoices. */
  allocate: can.edit(ZAllocateInput, allocatePayment),
  /** Sets or corrects the TDS the customer deducted and its Form 16A (issue 33); audited. */
  setTds: can.edit(ZPaymentTdsInput, setPaymentTds),
  /** Reverses the receipt (it keeps its number); nothing deletes a receipt. */
  delete: can.delete(ZById, reversePayment),
  /** A customer's invoices that still owe something, with their balances (the receipt drawer). */
  openInvoices: can.view(z.strictObject({ customerId: ZId }), openInvoices),
  /** Balance and payment status of the given invoices (the invoice list's Status column). */
  invoiceBalances: permittedOn('manage-invoice').view(
    z.strictObject({ ids: z.array(ZId).max(1000) }),
    invoiceBalances,
  ),
  receivables: can.view(ZReceivablesInput, receivables),
  statement: can.view(ZStatementInput, customerStatementOf),
});
