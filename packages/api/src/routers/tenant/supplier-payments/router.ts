import { z } from 'zod';
import { ZId } from '@gst/domain';
import { router } from '../../../trpc';
import { permittedOn, ZById } from '../../crud';
import {
  billBalances,
  getSupplierPayment,
  listSupplierPayments,
  openBills,
} from '../../../services/supplier-payments/supplier-payments.queries';
import {
  payables,
  supplierStatementOf,
} from '../../../services/supplier-payments/supplier-payments.payables';
import {
  ZPayablesInput,
  ZSupplierAllocationInput,
  ZSupplierPaymentInput,
  ZSupplierPaymentListInput,
  ZSupplierStatementInput,
} from '../../../services/supplier-payments/supplier-payments.schema';
import {
  allocateSupplierPayment,
  createSupplierPayment,
  reverseSupplierPayment,
} from '../../../services/supplier-payments/supplier-payments.service';

const can = permittedOn('manage-supplier-payment');
const payablesPage = permittedOn('payables');

/** Supplier payments, payables and supplier statements (issue 31). */
export const supplierPaymentsRouter = router({
  list: can.view(ZSupplierPaymentListInput, listSupplierPayments),
  get: can.view(ZById, getSupplierPayment),
  create: can.create(ZSupplierPaymentInput, createSupplierPayment),
  /** Applies the unallocated rest of a payment (an advance to the supplier) to more bills. */
  allocate: can.edit(
    z.strictObject({
      paymentId: ZId,
      allocations: z.array(ZSupplierAllocationInput).min(1, 'Add at least one bill').max(500),
    }),
    allocateSupplierPayment,
  ),
  /** Reverses the payment (it keeps its number); nothing deletes a payment. */
  delete: can.delete(ZById, reverseSupplierPayment),
  /** A supplier's bills that still owe something, with their balances (the payment drawer). */
  openBills: can.view(z.strictObject({ supplierId: ZId }), openBills),
  /** Balance and status of the given bills (the bill list's Status column). */
  billBalances: permittedOn('manage-purchase-bill').view(
    z.strictObject({ ids: z.array(ZId).max(1000) }),
    billBalances,
  ),
  payables: payablesPage.view(ZPayablesInput, payables),
  statement: payablesPage.view(ZSupplierStatementInput, supplierStatementOf),
});
