import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '@gst/db/client';
import { customers } from '@gst/db/schema';
import { ZCustomerInput, ZCustomerListInput } from '../src/services/customers/customers.schema';
import { createCustomer, listCustomers } from '../src/services/customers/customers.service';
import type { ServiceCtx } from '../src/services/context';
import { appErrorOf, asProcedure, inSavepoint, serviceSuite } from './service-harness';

/**
 * The harness itself: each test's writes are rolled back at its end, a test sees its own writes,
 * and a verb's savepoint (a failed call, or a verb's own nested transaction) leaves the test's
 * transaction usable. Tests run in file order: the second relies on the first having run.
 */
const suite = serviceSuite({
  seed: async ({ tx }) => {
    const [row] = await tx.insert(customers).values({ name: 'Seeded Customer' }).returning();
    return { seededId: row!.id };
  },
});
const create = asProcedure(ZCustomerInput, createCustomer);
const list = asProcedure(ZCustomerListInput, listCustomers);
const names = async ({ tx }: ServiceCtx) =>
  (await tx.select({ name: customers.name }).from(customers)).map((r) => r.name).sort();

describe('service harness', () => {
  suite.it('runs in the tenant schema, and a verb sees its own writes', async (ctx) => {
    const [path] = rowsOf<{ search_path: string }>(await ctx.tx.execute(sql`show search_path`));
    expect(path?.search_path).toBe(suite.tenant.schemaName);
    const created = await create(ctx, { name: 'Rolled Back Ltd' });
    expect(created.name).toBe('Rolled Back Ltd');
    const listed = await list(ctx, { page: 1, pageSize: 10 });
    expect(listed.data.map((r) => r.name).sort()).toEqual(['Rolled Back Ltd', 'Seeded Customer']);
  });

  suite.it('starts the next test without the previous test’s rows, the seed kept', async (ctx) => {
    expect(await names(ctx)).toEqual(['Seeded Customer']);
    expect(suite.fx.seededId).toMatch(/^[0-9a-f-]{36}$/);
  });

  suite.it('a failed call undoes only its own writes; the test goes on', async (ctx) => {
    await create(ctx, { name: 'Kept Until The End' });
    const error = await appErrorOf(
      inSavepoint(ctx, async (scoped) => {
        await scoped.tx.insert(customers).values({ name: 'Half Written' });
        await scoped.tx.execute(sql`select 1 / 0`);
      }),
    );
    expect(error.appCode).toBe('INTERNAL');
    expect(await names(ctx)).toEqual(['Kept Until The End', 'Seeded Customer']);
    // A savepoint inside a savepoint (a verb's own nested transaction) works as well.
    await inSavepoint(ctx, (outer) =>
      inSavepoint(outer, async (inner) => {
        await inner.tx.insert(customers).values({ name: 'Nested Write' });
      }),
    );
    expect(await names(ctx)).toEqual(['Kept Until The End', 'Nested Write', 'Seeded Customer']);
  });

  suite.it('refuses a bad input as the procedure would, with the edge’s message', async (ctx) => {
    const error = await appErrorOf(create(ctx, { name: '' }));
    expect(error.appCode).toBe('BAD_REQUEST');
    expect(error.message).toMatch(/name/i);
  });

  it('hands a test’s result or error on, and rolls back either way', async () => {
    const value = await suite.withRollback(async (ctx) => {
      await create(ctx, { name: 'Returned' });
      return (await names(ctx)).length;
    });
    expect(value).toBe(2);
    await expect(
      suite.withRollback(async (ctx) => {
        await create(ctx, { name: 'Thrown' });
        throw new Error('the test failed');
      }),
    ).rejects.toThrow('the test failed');
    expect(await suite.withRollback(names)).toEqual(['Seeded Customer']);
  });
});
