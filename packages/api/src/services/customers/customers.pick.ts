import { and, asc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { ZId, ZPageInput } from '@gst/domain';
import { customers } from '@gst/db/schema';
import type { ServiceCtx } from '../context';
import { PICK_LIMIT } from '../products/products.pick';
import { searchWhere } from './customers.service';

/** A picker's search (the list's own matching), or one customer by id (one already chosen). */
export const ZCustomerPickInput = z.strictObject({
  search: ZPageInput.shape.search,
  id: ZId.optional(),
});
export type TCustomerPickInput = z.infer<typeof ZCustomerPickInput>;

/**
 * Only what a quote or invoice takes from a customer: name, contact, GSTIN, address, PIN and city,
 * state, SEZ, the delivery places and the credit period (the invoice's due date).
 */
export async function pickCustomers({ tx }: ServiceCtx, input: TCustomerPickInput) {
  const filters = [searchWhere(input.search), input.id ? eq(customers.id, input.id) : undefined];
  return tx
    .select({
      id: customers.id,
      name: customers.name,
      gstin: customers.gstin,
      phoneNumber: customers.phoneNumber,
      email: customers.email,
      address: customers.address,
      stateCode: customers.stateCode,
      isSez: customers.isSez,
      pinCode: customers.pinCode,
      city: customers.city,
      shippingAddresses: customers.shippingAddresses,
      creditPeriodDays: customers.creditPeriodDays,
    })
    .from(customers)
    .where(and(...filters.filter((f): f is SQL => f !== undefined)))
    .orderBy(asc(customers.name), asc(customers.id))
    .limit(PICK_LIMIT);
}
