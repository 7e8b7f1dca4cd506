import { upiAmountDue, upiPayLink } from '@gst/domain';
import type { ShopInfo, UpiPaymentStamp } from '@gst/documents';
import type { Tx } from '@gst/db/client';
import type { InvoiceDetail } from '../invoices/invoices.queries';
import { invoiceBalances } from '../payments/payments.queries';

/**
 * The UPI QR of an issued invoice (issue 19): the UPI ID frozen in its supplier snapshot, the
 * amount due as of this render (total + debit notes − credit notes − receipts allocated to it).
 * A stored PDF's version hashes this too, so a new receipt makes the next download current.
 * None without a UPI ID, for a cancelled invoice, or when nothing is due.
 */
export async function upiPaymentOf(
  tx: Tx,
  invoice: InvoiceDetail,
  shop: ShopInfo,
): Promise<UpiPaymentStamp | null> {
  const vpa = shop.upiId ?? '';
  if (!vpa || invoice.status !== 'issued') return null;
  const [balance] = await invoiceBalances({ tx }, { ids: [invoice.id] });
  const amount = upiAmountDue({
    status: invoice.status,
    total: invoice.totalAmount,
    ...(balance
      ? { debited: balance.debited, credited: balance.credited, allocated: balance.allocated }
      : {}),
  });
  if (!amount) return null;
  const link = upiPayLink({ vpa, payeeName: shop.name, amount, note: invoice.invoiceNumber });
  return { link, vpa, amount };
}
