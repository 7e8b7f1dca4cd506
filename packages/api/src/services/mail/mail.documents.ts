import { eq, sql } from 'drizzle-orm';
import { formatDate, formatIndianNumber } from '@gst/domain';
import type { MailTemplateKind, MailValues, TMailDocumentRef } from '@gst/domain/contracts';
import type { Tx } from '@gst/db/client';
import { customers, invoices, notes, payments, quotes } from '@gst/db/schema';
import { AppError } from '../../errors';
import { invoiceLedgerRows, signedBalance } from '../payments/payments.queries';
import { readSettings } from '../settings/settings.service';

/**
 * What a document's mail says (issue 34): its customer and their e-mail, its number, amount and
 * due date, the shop's name, and the template kind. Read inside the caller's tenant scope.
 */
export type MailFacts = {
  templateKind: MailTemplateKind;
  /** The invoice, quote, note or receipt (null for a statement). */
  documentId: string | null;
  customerId: string | null;
  customerName: string;
  customerEmail: string;
  remindersOptOut: boolean;
  values: MailValues;
  /** The PDF's name as attached. */
  attachmentName: string;
  periodFrom: string | null;
  periodTo: string | null;
};

const money = (amount: string) => formatIndianNumber(amount, { decimals: 2 });
const fileSafe = (text: string) => text.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '');

async function customerOf(tx: Tx, id: string | null) {
  if (!id) return undefined;
  const [row] = await tx
    .select({
      id: customers.id,
      name: customers.name,
      email: customers.email,
      remindersOptOut: customers.remindersOptOut,
    })
    .from(customers)
    .where(eq(customers.id, id));
  return row;
}

const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);

/** An invoice's outstanding balance (total + debit notes − credit notes − receipts), '0.00' floor. */
export async function invoiceOutstanding(tx: Tx, invoiceId: string): Promise<string> {
  const [row] = await invoiceLedgerRows(tx, sql`i.id = ${invoiceId}::uuid`);
  if (!row) return '0.00';
  const balance = signedBalance(row);
  return balance.lessThan(0) ? '0.00' : balance.toFixed(2);
}

type Base = Omit<MailFacts, 'values'> & { values: Omit<MailValues, 'shopName'> };

async function describe(tx: Tx, ref: TMailDocumentRef, reminder: boolean): Promise<Base> {
  if (ref.kind === 'statement') {
    const customer = await customerOf(tx, ref.customerId);
    if (!customer) throw notFound('Customer');
    return {
      templateKind: 'statement',
      documentId: null,
      customerId: customer.id,
      customerName: customer.name,
      customerEmail: customer.email,
      remindersOptOut: customer.remindersOptOut,
      values: {
        customerName: customer.name,
        periodFrom: formatDate(ref.from),
        periodTo: formatDate(ref.to),
      },
      attachmentName: `Statement-${fileSafe(customer.name)}-${ref.from}-${ref.to}.pdf`,
      periodFrom: ref.from,
      periodTo: ref.to,
    };
  }
  const base = { documentId: ref.documentId, periodFrom: null, periodTo: null };
  if (ref.kind === 'invoice') {
    const [row] = await tx.select().from(invoices).where(eq(invoices.id, ref.documentId));
    if (!row) throw notFound('Invoice');
    if (row.status !== 'issued') throw new AppError('CONFLICT', 'A cancelled invoice is not sent');
    const customer = await customerOf(tx, row.billToId);
    const amount = reminder ? await invoiceOutstanding(tx, row.id) : row.totalAmount;
    return {
      ...base,
      templateKind: reminder ? 'reminder' : 'invoice',
      customerId: row.billToId,
      customerName: customer?.name ?? row.billTo?.name ?? '',
      customerEmail: customer?.email ?? '',
      remindersOptOut: customer?.remindersOptOut ?? false,
      values: {
        number: row.invoiceNumber,
        amount: money(amount),
        dueDate: formatDate(row.dueDate),
      },
      attachmentName: `Invoice-${fileSafe(row.invoiceNumber)}.pdf`,
    };
  }
  if (ref.kind === 'quote') {
    const [row] = await tx.select().from(quotes).where(eq(quotes.id, ref.documentId));
    if (!row) throw notFound('Quote');
    const customer = await customerOf(tx, row.customerId);
    const label = row.quoteType === 'Quote' ? 'Quote' : 'Proforma';
    return {
      ...base,
      templateKind: 'quote',
      customerId: row.customerId,
      customerName: row.customerName,
      customerEmail: row.email || customer?.email || '',
      remindersOptOut: customer?.remindersOptOut ?? false,
      values: {
        number: row.quoteNumber,
        amount: money(row.totalAmount),
        dueDate: formatDate(row.expiryDate),
      },
      attachmentName: `${label}-${fileSafe(row.quoteNumber)}.pdf`,
    };
  }
  if (ref.kind === 'receipt') {
    const [row] = await tx.select().from(payments).where(eq(payments.id, ref.documentId));
    if (!row) throw notFound('Receipt');
    const customer = await customerOf(tx, row.customerId);
    return {
      ...base,
      templateKind: 'receipt',
      customerId: row.customerId,
      customerName: customer?.name ?? '',
      customerEmail: customer?.email ?? '',
      remindersOptOut: customer?.remindersOptOut ?? false,
      values: { number: row.receiptNumber, amount: money(row.amount) },
      attachmentName: `Receipt-${fileSafe(row.receiptNumber)}.pdf`,
    };
  }
  const [row] = await tx.select().from(notes).where(eq(notes.id, ref.documentId));
  const noteKind = ref.kind === 'credit-note' ? 'credit' : 'debit';
  const label = noteKind === 'credit' ? 'Credit note' : 'Debit note';
  if (!row || row.kind !== noteKind) throw notFound(label);
  if (row.status !== 'issued')
    throw new AppError('CONFLICT', `A cancelled ${label.toLowerCase()} is not sent`);
  const customer = await customerOf(tx, row.customerId);
  return {
    ...base,
    templateKind: ref.kind,
    customerId: row.customerId,
    customerName: customer?.name ?? row.billTo?.name ?? '',
    customerEmail: customer?.email ?? '',
    remindersOptOut: customer?.remindersOptOut ?? false,
    values: { number: row.noteNumber, amount: money(row.totalAmount) },
    attachmentName: `${noteKind === 'credit' ? 'CreditNote' : 'DebitNote'}-${fileSafe(row.noteNumber)}.pdf`,
  };
}

/** The facts of `ref` with the shop's name; `reminder` reads an invoice's outstanding amount. */
export async function mailFacts(
  tx: Tx,
  ref: TMailDocumentRef,
  options: { reminder?: boolean } = {},
): Promise<MailFacts> {
  const facts = await describe(tx, ref, options.reminder ?? false);
  const { shopName } = await readSettings({ tx }, ['shopName']);
  return {
    ...facts,
    values: { customerName: facts.customerName, ...facts.values, shopName },
  };
}
