import { describe, expect, it } from 'vitest';
import { LARGE_SCHEMA as S, useTestDatabase } from './database';

/**
 * The dashboard rollups (migration 0002) stay equal to the sums over invoices and lines through
 * every kind of write: the set-based seed, line edits, a date change, reverse charge (0013: such
 * an invoice's tax is its recipient's, so it counts no GST and its lines their taxable value),
 * deletes (with the cascade to lines), and truncate. Each check recomputes the sums independently
 * and diffs both ways.
 */
const GST = `case when reverse_charge then 0
  else cgst_amount + sgst_amount + utgst_amount + igst_amount end`;
const LINE_TAX = 'case when i.reverse_charge then 0 else l.tax_amount end';
const database = useTestDatabase({
  invoices: 300,
  customers: 40,
  batch: 120,
  startDate: '2025-03-20',
  endDate: '2026-04-10',
});
const { query } = database;

async function mismatches() {
  const days = await query(`
    (select invoice_date::text, invoices, total_amount::text, gst_amount::text
       from ${S}.invoice_day_totals where invoices <> 0
     except
     select invoice_date::text, count(*)::int, sum(total_amount)::numeric(18, 2)::text,
       sum(${GST})::numeric(18, 2)::text
       from ${S}.invoices group by invoice_date)
    union all
    (select invoice_date::text, count(*)::int, sum(total_amount)::numeric(18, 2)::text,
       sum(${GST})::numeric(18, 2)::text
       from ${S}.invoices group by invoice_date
     except
     select invoice_date::text, invoices, total_amount::text, gst_amount::text
       from ${S}.invoice_day_totals where invoices <> 0)`);
  const sums = `select i.invoice_date::text, l.product_id::text, count(*)::int as lines,
      sum(l.quantity)::numeric(18, 3)::text as quantity,
      sum(l.taxable_value + ${LINE_TAX})::numeric(18, 2)::text as amount,
      sum(${LINE_TAX})::numeric(18, 2)::text as tax
    from ${S}.invoice_lines l join ${S}.invoices i on i.id = l.invoice_id group by 1, 2`;
  const rollup = `select invoice_date::text, product_id::text, lines, quantity::text,
      amount::text, tax_amount::text from ${S}.invoice_product_day_totals where lines <> 0`;
  const products = await query(`(${rollup} except ${sums}) union all (${sums} except ${rollup})`);
  // No leftover non-zero sums on rows whose count reached zero.
  const zeroes = await query(`
    select 1 from ${S}.invoice_day_totals where invoices = 0 and (total_amount <> 0 or gst_amount <> 0)
    union all
    select 1 from ${S}.invoice_product_day_totals
      where lines = 0 and (quantity <> 0 or amount <> 0 or tax_amount <> 0)`);
  return { days, products, zeroes };
}

const none = { days: [], products: [], zeroes: [] };

describe('dashboard rollups', () => {
  it('are filled by the seed, batch by batch, and are not empty', async () => {
    expect(await mismatches()).toEqual(none);
    const [n] = await query<{ days: number; products: number }>(
      `select (select count(*)::int from ${S}.invoice_day_totals) as days,
        (select count(*)::int from ${S}.invoice_product_day_totals) as products`,
    );
    expect(n?.days).toBeGreaterThan(100);
    expect(n?.products).toBeGreaterThan(n?.days ?? 0);
  });

  it('follow line edits, line deletes and new lines of an existing invoice', async () => {
    await database.db.execute(`
      update ${S}.invoice_lines set quantity = quantity + 2, taxable_value = taxable_value + 10,
        tax_amount = tax_amount + 1.8
      where invoice_id in (select id from ${S}.invoices order by invoice_date limit 5)`);
    await database.db.execute(`
      update ${S}.invoice_lines set product_id = (select id from ${S}.products order by id limit 1)
      where position = 1 and invoice_id in (select id from ${S}.invoices order by invoice_date desc limit 3)`);
    await database.db.execute(`
      delete from ${S}.invoice_lines where position = 2
        and invoice_id in (select id from ${S}.invoices order by invoice_date limit 7)`);
    await database.db.execute(`
      insert into ${S}.invoice_lines (invoice_id, position, product_id, product_label, gst_percentage,
        quantity, price, taxable_value, tax_amount)
      select i.id, 99, (select id from ${S}.products order by id desc limit 1), 'Extra', 18, 3, 100, 300, 54
      from ${S}.invoices i order by i.invoice_date limit 4`);
    expect(await mismatches()).toEqual(none);
  });

  it('follow invoice totals and a change of invoice date (its lines move along)', async () => {
    await database.db.execute(`
      update ${S}.invoices set invoice_date = invoice_date + 40, total_amount = total_amount + 1
      where id in (select id from ${S}.invoices order by invoice_date limit 6)`);
    await database.db.execute(`update ${S}.invoices set vehicle_number = 'WB01'`);
    expect(await mismatches()).toEqual(none);
  });

  it('leave out the tax of reverse-charge invoices, through line edits and back', async () => {
    const some = (n: number, order = 'invoice_date') =>
      `select id from ${S}.invoices order by ${order} limit ${n}`;
    // Put under reverse charge with their lines in place: the lines' tax leaves the sums.
    await database.db.execute(
      `update ${S}.invoices set reverse_charge = true where id in (${some(12, 'id')})`,
    );
    const [moved] = await query<{ n: number }>(
      `select count(*)::int as n from ${S}.invoices where reverse_charge and igst_amount + cgst_amount > 0`,
    );
    expect(moved?.n).toBeGreaterThan(0);
    expect(await mismatches()).toEqual(none);
    // Lines edited, deleted and added on such invoices; then some taken out of reverse charge.
    await database.db.execute(`
      update ${S}.invoice_lines set tax_amount = tax_amount + 3
      where invoice_id in (select id from ${S}.invoices where reverse_charge order by id limit 4)`);
    await database.db.execute(`
      delete from ${S}.invoice_line_serials where invoice_line_id in (select l.id from ${S}.invoice_lines l
        join ${S}.invoices i on i.id = l.invoice_id where i.reverse_charge and l.position = 1)`);
    await database.db.execute(`
      delete from ${S}.invoice_lines where position = 1
        and invoice_id in (select id from ${S}.invoices where reverse_charge order by id limit 3)`);
    await database.db.execute(`
      insert into ${S}.invoice_lines (invoice_id, position, product_id, product_label, gst_percentage,
        quantity, price, taxable_value, tax_amount)
      select i.id, 98, (select id from ${S}.products order by id limit 1), 'RCM', 18, 1, 100, 100, 18
      from ${S}.invoices i where i.reverse_charge order by i.id limit 5`);
    await database.db.execute(`
      update ${S}.invoices set reverse_charge = false, invoice_date = invoice_date + 1
      where id in (select id from ${S}.invoices where reverse_charge order by id limit 2)`);
    expect(await mismatches()).toEqual(none);
  });

  it('drop deleted invoices with their cascaded lines, and clear on truncate', async () => {
    await database.db.execute(`
      delete from ${S}.invoice_line_serials where invoice_line_id in (select l.id from ${S}.invoice_lines l
        join ${S}.invoices i on i.id = l.invoice_id where i.invoice_date < '2025-06-01')`);
    await database.db.execute(`delete from ${S}.invoices where invoice_date < '2025-06-01'`);
    const [left] = await query<{ n: number }>(
      `select count(*)::int as n from ${S}.invoice_product_day_totals
       where invoice_date < '2025-06-01' and lines <> 0`,
    );
    expect(left?.n).toBe(0);
    expect(await mismatches()).toEqual(none);
    await database.db.execute(
      `truncate ${S}.amendments, ${S}.refunds, ${S}.quote_lines, ${S}.quotes, ${S}.note_line_serials, ${S}.note_lines, ${S}.notes, ${S}.payment_allocations, ${S}.cancelled_sale_serials, ${S}.invoice_line_serials, ${S}.invoice_lines, ${S}.invoices`,
    );
    const [after] = await query<{ n: number }>(
      `select (select count(*)::int from ${S}.invoice_day_totals) +
        (select count(*)::int from ${S}.invoice_product_day_totals) as n`,
    );
    expect(after?.n).toBe(0);
  });
});
