import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { hasPermission, ZId } from '@gst/domain';
import { ZCustomerFields, ZCustomerInput } from '@gst/domain/contracts';
import { customers, quotes } from '@gst/db/schema';
import { auditChange } from '../../infra/audit';
import { AppError } from '../../errors';
import { actingUser, type ServiceCtx } from '../context';
import { createCustomer } from '../customers/customers.service';
import { readBillingSettings } from '../billing/document-number';

/**
 * A quote's lead becomes a customer (issue 29): a walk-in or public quote has its buyer typed,
 * not picked, and an invoice needs a saved customer to bill. The quote's name, phone, e-mail,
 * address, GSTIN and state make the customer (the user may correct any of them), and the quote
 * then names that customer, so invoicing it fills "Bill to". A customer with the same GSTIN is
 * linked instead of created again.
 */
export const ZQuoteLeadCustomer = z.strictObject({
  id: ZId,
  /** Corrections to what the quote says: any of the customer's fields. */
  customer: ZCustomerFields.partial().optional().default({}),
});
export type TQuoteLeadCustomer = z.infer<typeof ZQuoteLeadCustomer>;

/** The customer fields a quote's lead gives: its state from the GSTIN, else the place of supply. */
export function leadCustomerFields(
  quote: {
    customerName: string;
    phoneNumber: string;
    email: string;
    address: string;
    gstin: string;
    placeOfSupply: number | null;
  },
  shopStateCode: number,
) {
  const gstinState = /^\d{2}/.test(quote.gstin) ? Number(quote.gstin.slice(0, 2)) : null;
  return {
    name: quote.customerName,
    phoneNumber: quote.phoneNumber,
    email: quote.email,
    address: quote.address,
    gstin: quote.gstin,
    stateCode: gstinState ?? quote.placeOfSupply ?? shopStateCode,
    isSez: false,
  };
}

/**
 * Creates (or finds, by GSTIN) the customer of a quote without one and links the quote to it.
 * The procedure checks 'create' on customers; linking the quote is part of invoicing it, so
 * 'approve' on quotes is checked here.
 */
export async function customerFromLead(ctx: ServiceCtx, input: TQuoteLeadCustomer) {
  if (!hasPermission(actingUser(ctx), 'manage-quote', 'approve')) {
    throw new AppError('FORBIDDEN', "You do not have the 'approve' permission on manage-quote");
  }
  const { tx, actor } = ctx;
  const [quote] = await tx.select().from(quotes).where(eq(quotes.id, input.id)).for('update');
  if (!quote) throw new AppError('NOT_FOUND', 'Quote not found');
  if (quote.customerId) {
    throw new AppError(
      'CONFLICT',
      `Quote ${quote.quoteNumber} already names a saved customer: invoice it to fill Bill to`,
    );
  }
  const settings = await readBillingSettings(tx);
  const parsed = ZCustomerInput.safeParse({
    ...leadCustomerFields(quote, settings.supplierStateCode),
    ...Object.fromEntries(Object.entries(input.customer).filter(([, v]) => v !== undefined)),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError(
      'BAD_REQUEST',
      `${issue?.path.join('.') || 'customer'}: ${issue?.message ?? 'invalid customer'}`,
    );
  }
  const fields = parsed.data;
  const [existing] = fields.gstin
    ? await tx.select().from(customers).where(eq(customers.gstin, fields.gstin)).limit(1)
    : [];
  const customer = existing ?? (await createCustomer(ctx, fields));
  const [after] = await tx
    .update(quotes)
    .set({ customerId: customer.id, updatedAt: new Date() })
    .where(eq(quotes.id, quote.id))
    .returning();
  await auditChange(
    tx,
    actor,
    'quote.customer-from-lead',
    'quote',
    quote.id,
    { before: quote, after },
    { quoteNumber: quote.quoteNumber, customerName: customer.name, created: !existing },
  );
  return { customer, created: !existing };
}
