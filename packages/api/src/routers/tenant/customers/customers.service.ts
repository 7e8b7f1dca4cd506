import { asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Tx } from '@gst/db/client';
import { customers } from '@gst/db/schema';
import { writeAudit, type Actor } from '../../../audit';
import { AppError } from '../../../errors';
import type { TCustomerInput, TCustomerListInput } from './customers.schema';

type Ctx = { tx: Tx; actor: Actor };

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function listCustomers({ tx }: Ctx, input: TCustomerListInput) {
  const pattern = input.search ? `%${escapeLike(input.search)}%` : undefined;
  const where: SQL | undefined = pattern
    ? or(
        ilike(customers.name, pattern),
        ilike(customers.email, pattern),
        ilike(customers.phoneNumber, pattern),
        ilike(customers.gstin, pattern),
      )
    : undefined;
  const sortColumn = customers[input.sort?.field ?? 'createdAt'];
  const order = input.sort?.dir === 'asc' ? asc(sortColumn) : desc(sortColumn);
  const [rows, totals] = await Promise.all([
    tx
      .select()
      .from(customers)
      .where(where)
      .orderBy(order, asc(customers.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    tx.select({ total: count() }).from(customers).where(where),
  ]);
  return { data: rows, total: totals[0]?.total ?? 0, page: input.page, pageSize: input.pageSize };
}

export async function getCustomer({ tx }: Ctx, id: string) {
  const [row] = await tx.select().from(customers).where(eq(customers.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Customer not found');
  return row;
}

export async function createCustomer({ tx, actor }: Ctx, input: TCustomerInput) {
  const [row] = await tx.insert(customers).values(input).returning();
  if (!row) throw new AppError('INTERNAL', 'Customer was not created');
  await writeAudit(tx, actor, 'customer.create', 'customer', row.id);
  return row;
}

export async function createCustomers({ tx, actor }: Ctx, input: TCustomerInput[]) {
  const rows = await tx.insert(customers).values(input).returning();
  await writeAudit(tx, actor, 'customer.import', 'customer', null, { count: rows.length });
  return rows;
}

export async function updateCustomer({ tx, actor }: Ctx, id: string, input: TCustomerInput) {
  const [row] = await tx
    .update(customers)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(customers.id, id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'Customer not found');
  await writeAudit(tx, actor, 'customer.update', 'customer', id);
  return row;
}

export async function deleteCustomer({ tx, actor }: Ctx, id: string) {
  const [row] = await tx
    .delete(customers)
    .where(eq(customers.id, id))
    .returning({ id: customers.id });
  if (!row) throw new AppError('NOT_FOUND', 'Customer not found');
  await writeAudit(tx, actor, 'customer.delete', 'customer', id);
  return { id };
}
