import { eq } from 'drizzle-orm';
import type { ReceiptData, StatementData } from '@gst/documents';
import type { Tx } from '@gst/db/client';
import { customers, suppliers } from '@gst/db/schema';
import { customerStatementOf, getPayment, type PaymentDetail } from '../payments/payments.queries';
import type { TStatementInput } from '../payments/payments.schema';
import { getSettings } from '../settings/settings.service';
import { AS_LEDGER, supplierStatementOf } from '../supplier-payments/supplier-payments.payables';
import type { TSupplierStatementInput } from '../supplier-payments/supplier-payments.schema';
import { partySnapshot } from '../invoices/invoices.prepare';
import { shopInfo, snapshotParty } from './documents.data';

/** How each payment mode prints. */
export const PAYMENT_MODE_LABELS: Record<string, string> = {
  cash: 'Cash',
  upi: 'UPI',
  'bank-transfer': 'Bank transfer',
  cheque: 'Cheque',
  card: 'Card',
};

type CustomerRow = typeof customers.$inferSelect;

/** A customer as a receipt or statement prints it. */
const partyOf = (row: CustomerRow) => snapshotParty(partySnapshot(row));

/** A receipt for its PDF: the shop as it is now, the customer, the allocations. */
export async function receiptSource(
  tx: Tx,
  id: string,
): Promise<{ payment: PaymentDetail; data: ReceiptData }> {
  const payment = await getPayment({ tx }, { id });
  const settings = await getSettings({ tx });
  const [customer] = await tx.select().from(customers).where(eq(customers.id, payment.customerId));
  const data: ReceiptData = {
    shop: shopInfo(settings),
    receiptNumber: payment.receiptNumber,
    paymentDate: payment.paymentDate,
    status: payment.status,
    customer: customer
      ? partyOf(customer)
      : {
          name: payment.customerName,
          address: '',
          gstin: '',
          stateCode: 0,
          phoneNumber: '',
          email: '',
        },
    amount: payment.amount,
    mode: PAYMENT_MODE_LABELS[payment.mode] ?? payment.mode,
    reference: payment.reference,
    remarks: payment.remarks,
    allocations: payment.allocations.map((a) => ({
      invoiceNumber: a.invoiceNumber,
      invoiceDate: a.invoiceDate,
      amount: a.amount,
    })),
    unallocated: payment.unallocated,
    tds: {
      section: payment.tdsSection,
      rate: payment.tdsRate,
      amount: payment.tdsAmount,
      settled: payment.settled,
    },
  };
  return { payment, data };
}

/** A customer statement for its PDF and workbook. */
export async function statementSource(tx: Tx, input: TStatementInput): Promise<StatementData> {
  const statement = await customerStatementOf({ tx }, input);
  const settings = await getSettings({ tx });
  const [customer] = await tx.select().from(customers).where(eq(customers.id, input.customerId));
  return {
    shop: shopInfo(settings),
    customer: customer
      ? partyOf(customer)
      : { ...statement.customer, stateCode: 0, phoneNumber: '', email: '' },
    from: statement.from,
    to: statement.to,
    opening: statement.opening,
    lines: statement.lines,
    closing: statement.closing,
  };
}

/**
 * A supplier statement for its PDF and workbook (issue 31): the same statement of account with
 * role 'supplier' (bills add to what the shop owes; returns and payments take away).
 */
export async function supplierStatementSource(
  tx: Tx,
  input: TSupplierStatementInput,
): Promise<StatementData> {
  const statement = await supplierStatementOf({ tx }, input);
  const settings = await getSettings({ tx });
  const [supplier] = await tx.select().from(suppliers).where(eq(suppliers.id, input.supplierId));
  const address = supplier
    ? [supplier.address, [supplier.city, supplier.pinCode].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(', ')
    : statement.supplier.address;
  return {
    shop: shopInfo(settings),
    role: 'supplier',
    customer: {
      name: statement.supplier.name,
      address,
      gstin: statement.supplier.gstin,
      stateCode: supplier?.stateCode ?? 0,
      phoneNumber: supplier?.phoneNumber ?? '',
      email: supplier?.email ?? '',
    },
    from: statement.from,
    to: statement.to,
    opening: statement.opening,
    lines: statement.lines.map((l) => ({ ...l, kind: AS_LEDGER[l.kind] })),
    closing: statement.closing,
  };
}
