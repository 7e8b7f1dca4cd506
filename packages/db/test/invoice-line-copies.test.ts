import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isCitus } from '../src/citus';
import { LARGE_SCHEMA as S, useTestDatabase, type Executor } from './database';

/**
 * invoice_lines.invoice_date and bill_to_id (migration 0003) stay equal to their invoice's through
 * the seed's bulk insert (which passes them), an insert that leaves them out, an edit of the
 * invoice's date or customer, and direct edits of a line. The dashboard sums lines by them.
 */
const database = useTestDatabase({
  invoices: 200,
  customers: 30,
  batch: 80,
  startDate: '2025-03-20',
  endDate: '2026-04-10',
});
const { query } = database;

/** Lines whose copies differ from their invoice's values. */
async function stale(on: Executor = database.db) {
  const [row] = await query<{ n: number }>(
    `select count(*)::int as n from ${S}.invoice_lines l join ${S}.invoices i on i.id = l.invoice_id
     where (l.invoice_date, l.bill_to_id) is distinct from (i.invoice_date, i.bill_to_id)`,
    on,
  );
  return row?.n;
}

const invoiceIds = async (order: string, limit: number) =>
  (
    await query<{ id: string }>(`select id from ${S}.invoices order by ${order}, id limit ${limit}`)
  ).map((r) => r.id);
const firstProduct = async () =>
  (await query<{ id: string }>(`select id from ${S}.products order by id limit 1`))[0]?.id;
const invoiceCopies = async (id: string | undefined) =>
  (
    await query<{ invoice_date: string; bill_to_id: string }>(
      `select invoice_date, bill_to_id from ${S}.invoices where id = '${id}'`,
    )
  )[0];
const list = (ids: string[]) => ids.map((id) => `'${id}'`).join(', ');

describe('invoice_lines copies of invoice_date and bill_to_id', () => {
  it('are right after the seed, which passes them in its bulk insert', async () => {
    const [n] = await query<{ n: number }>(`select count(*)::int as n from ${S}.invoice_lines`);
    expect(n?.n).toBeGreaterThan(200);
    expect(await stale()).toBe(0);
  });

  it('are filled from the invoice when an insert leaves them out', async () => {
    const [id] = await invoiceIds('invoice_date', 1);
    // Plain VALUES and separate reads: the statements Citus routes to a worker as they are.
    const [line] = await query<{ invoice_date: string; bill_to_id: string }>(`
      insert into ${S}.invoice_lines (invoice_id, position, product_id, product_label,
        gst_percentage, quantity, price, taxable_value, tax_amount)
      values ('${id}', 98, '${await firstProduct()}', 'Extra', 18, 1, 10, 10, 1.8)
      returning invoice_date, bill_to_id`);
    expect(line?.invoice_date).toBeTruthy();
    expect(line).toEqual(await invoiceCopies(id));
    expect(await stale()).toBe(0);
  });

  it('are taken from the invoice even when an insert passes other values', async () => {
    const [id] = await invoiceIds('invoice_date desc', 1);
    const [line] = await query<{ invoice_date: string; bill_to_id: string }>(`
      insert into ${S}.invoice_lines (invoice_id, position, product_id, product_label,
        gst_percentage, quantity, price, taxable_value, tax_amount, invoice_date, bill_to_id)
      values ('${id}', 97, '${await firstProduct()}', 'Wrong copies', 18,
        1, 10, 10, 1.8, '2001-01-01', '${randomUUID()}')
      returning invoice_date, bill_to_id`);
    expect(line).toEqual(await invoiceCopies(id));
    expect(await stale()).toBe(0);
  });

  it('leave the insert trigger enabled after the seed', async () => {
    const [t] = await query<{ enabled: string }>(
      `select tgenabled as enabled from pg_trigger where tgname = 'invoice_lines_invoice_fields_insert'
         and tgrelid = '${S}.invoice_lines'::regclass`,
    );
    expect(t?.enabled).toBe('O');
  });

  it('refuse a line of a missing invoice as a foreign key violation', async () => {
    await expect(
      database.db.execute(`
        insert into ${S}.invoice_lines (invoice_id, position, product_id, product_label,
          gst_percentage, quantity, price, taxable_value, tax_amount)
        values ('${randomUUID()}', 1, '${await firstProduct()}', 'X', 18, 1, 10, 10, 1.8)`),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23503' }) });
  });

  it('follow an edit of the invoice date and of the customer', async () => {
    const moved = await invoiceIds('invoice_date', 5);
    const rebilled = await invoiceIds('invoice_date desc', 5);
    await database.db.execute(
      `update ${S}.invoices set invoice_date = invoice_date + 33 where id in (${list(moved)})`,
    );
    await database.db.execute(`
      update ${S}.invoices set bill_to_id = (select id from ${S}.customers order by id desc limit 1)
      where id in (${list(rebilled)})`);
    const [n] = await query<{ n: number }>(
      `select count(*)::int as n from ${S}.invoice_lines
       where invoice_id in (${list([...moved, ...rebilled])})`,
    );
    expect(n?.n).toBeGreaterThanOrEqual(10);
    expect(await stale()).toBe(0);
  });

  it('cannot be set apart from the invoice by editing a line', async () => {
    const [a, b] = await invoiceIds('invoice_date', 2);
    await database.db.execute(
      `update ${S}.invoice_lines set invoice_date = '2001-01-01', bill_to_id = '${randomUUID()}'
       where invoice_id = '${a}'`,
    );
    // A line moved to another invoice takes that invoice's date and customer.
    await database.db.execute(
      `update ${S}.invoice_lines set invoice_id = '${b}', position = position + 100
       where invoice_id = '${a}' and position = 1`,
    );
    expect(await stale()).toBe(0);
  });

  it('go stale without the propagation trigger, so the checks above can fail', async () => {
    // An invoice that has lines (the edits above may have moved an invoice's only line away).
    const [{ id } = { id: '' }] = await query<{ id: string }>(
      `select invoice_id as id from ${S}.invoice_lines order by invoice_id limit 1`,
    );
    const rollback = new Error('rollback');
    const seen = await database.db
      .transaction(async (tx) => {
        // Citus allows trigger DDL on distributed tables only with this setting.
        if (await isCitus(tx)) {
          await tx.execute(`select set_config('citus.enable_unsafe_triggers', 'on', true)`);
        }
        await tx.execute(`drop trigger invoices_fields_to_lines on ${S}.invoices`);
        await tx.execute(
          `update ${S}.invoices set invoice_date = invoice_date + 1 where id = '${id}'`,
        );
        const n = await stale(tx);
        throw Object.assign(rollback, { n });
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
        return (error as Error & { n: number }).n;
      });
    expect(seen).toBeGreaterThan(0);
    // Rolled back: the trigger is there again and the lines are right.
    expect(await stale()).toBe(0);
    const [t] = await query<{ n: number }>(
      `select count(*)::int as n from pg_trigger where tgname = 'invoices_fields_to_lines'`,
    );
    expect(t?.n).toBe(1);
  });
});
