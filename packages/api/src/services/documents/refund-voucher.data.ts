import { eq } from 'drizzle-orm';
import { renderDocument, refundVoucherDocument, type RefundVoucherData } from '@gst/documents';
import { withTenantRead, type Tx } from '@gst/db/client';
import { customers, notes, payments } from '@gst/db/schema';
import type { UnscopedServiceCtx } from '../context';
import { getRefund } from '../refunds/refunds.queries';
import { getSettings } from '../settings/settings.service';
import { partySnapshot } from '../invoices/invoices.prepare';
import { printableImages } from '../settings/settings.images';
import { shopInfo, snapshotParty } from './documents.data';
import { PAYMENT_MODE_LABELS } from './ledger.data';
import { numberForFileName } from './stored-files';

/** A refund for its voucher: the shop as it is now, the customer, what it was against. */
export async function refundVoucherSource(tx: Tx, id: string): Promise<RefundVoucherData> {
  const refund = await getRefund({ tx }, { id });
  const settings = await getSettings({ tx });
  const [customer] = await tx.select().from(customers).where(eq(customers.id, refund.customerId));
  let against: RefundVoucherData['against'] = null;
  if (refund.paymentId) {
    const [p] = await tx
      .select({ number: payments.receiptNumber, date: payments.paymentDate })
      .from(payments)
      .where(eq(payments.id, refund.paymentId));
    if (p) against = { kind: 'receipt', ...p };
  } else if (refund.noteId) {
    const [n] = await tx
      .select({ number: notes.noteNumber, date: notes.noteDate })
      .from(notes)
      .where(eq(notes.id, refund.noteId));
    if (n) against = { kind: 'credit-note', ...n };
  }
  return {
    shop: shopInfo(settings),
    refundNumber: refund.refundNumber,
    refundDate: refund.refundDate,
    status: refund.status,
    customer: customer
      ? snapshotParty(partySnapshot(customer))
      : {
          name: refund.customerName,
          address: '',
          gstin: '',
          stateCode: 0,
          phoneNumber: '',
          email: '',
        },
    against,
    amount: refund.amount,
    mode: PAYMENT_MODE_LABELS[refund.mode] ?? refund.mode,
    reference: refund.reference,
    remarks: refund.remarks,
    taxRate: '0',
    taxAmount: '0.00',
    reverseCharge: false,
  };
}

/**
 * The refund voucher PDF, rendered on request (not stored: a refund has no later revision to
 * keep apart), base64-encoded like the statement so tRPC carries it too. Read in one short scope,
 * rendered with no transaction open.
 */
export async function refundVoucherDownload(ctx: UnscopedServiceCtx, input: { id: string }) {
  const data = await withTenantRead(ctx.db, ctx.tenant, (tx: Tx) =>
    refundVoucherSource(tx, input.id),
  );
  const images = await printableImages(data.shop.images);
  const bytes = await renderDocument(
    refundVoucherDocument({ ...data, shop: { ...data.shop, images } }),
  );
  return {
    fileName: `RefundVoucher-${numberForFileName(data.refundNumber)}.pdf`,
    contentType: 'application/pdf',
    base64: Buffer.from(bytes).toString('base64'),
  };
}
