import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '@gst/db/client';
import { customers, products } from '@gst/db/schema';
import { AppError } from '../../errors';
import type { TRecurringTemplate } from './recurring.schema';

/**
 * What a profile may recur (issue 34): its customer and products exist, and no line sells a
 * serial-numbered product. Each sale of such a product names the units it sells (a panel's serial
 * number goes on the invoice and its warranty), which a schedule cannot choose months ahead;
 * services and goods without serial numbers recur. Checked when a profile is saved, and again by
 * each run (a product may have had serial numbers added since).
 */
export async function checkRecurringTemplate(
  tx: Tx,
  customerId: string,
  template: TRecurringTemplate,
): Promise<{ customerName: string }> {
  const [customer] = await tx
    .select({ name: customers.name })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) throw new AppError('BAD_REQUEST', 'The customer does not exist');
  const withSerials = template.lines.findIndex((line) => line.serialItemIds.length > 0);
  if (withSerials >= 0) {
    throw new AppError(
      'BAD_REQUEST',
      `Line ${withSerials + 1} names serial numbers: a recurring invoice cannot sell serial-numbered units`,
    );
  }
  const ids = [...new Set(template.lines.map((line) => line.productId))];
  const found = await tx
    .select({
      id: products.id,
      label: products.productLabel,
      // Qualified by hand: a one-table select leaves its columns bare.
      serialNumbered: sql<boolean>`exists (select 1 from items s where s.product_id = products.id)`,
    })
    .from(products)
    .where(inArray(products.id, ids));
  const byId = new Map(found.map((p) => [p.id, p]));
  template.lines.forEach((line, index) => {
    const product = byId.get(line.productId);
    if (!product)
      throw new AppError('BAD_REQUEST', `Line ${index + 1}: the product does not exist`);
    if (product.serialNumbered) {
      throw new AppError(
        'BAD_REQUEST',
        `Line ${index + 1}: ${product.label} is a serial-numbered product and cannot recur (each sale names its serial numbers); use a service or a product without serial numbers`,
      );
    }
  });
  return { customerName: customer.name };
}

/** The customers' names by id (the list's column). */
export async function customerNames(tx: Tx, ids: readonly string[]) {
  if (!ids.length) return new Map<string, string>();
  const rows = await tx
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(inArray(customers.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}
