// @engines pglite postgres
// No DDL, trigger or placement of Citus's own: the Citus round leaves it out (scripts/test-engines.mjs).
import { describe, expect, it } from 'vitest';
import { LARGE_DEFAULTS, seedLarge } from '../src/seed/large';
import { useTestDatabase } from './database';

/** `pnpm seed:large` at a small size: consistent totals, gapless numbers, refusals. */
const database = useTestDatabase();
const options = {
  ...LARGE_DEFAULTS,
  invoices: 600,
  customers: 120,
  batch: 250,
  startDate: '2024-03-20',
  endDate: '2026-04-10',
};

const { query } = database;

describe('seed:large', () => {
  it('writes the requested size over the date range', async () => {
    const result = await seedLarge(database.db, options);
    expect(result).toMatchObject({ invoices: 600, customers: 120, products: 60 });
    const [counts] = await query<{ invoices: number; lines: number; first: string; last: string }>(
      `select (select count(*)::int from tenant_large.invoices) as invoices,
        (select count(*)::int from tenant_large.invoice_lines) as lines,
        (select min(invoice_date)::text from tenant_large.invoices) as first,
        (select max(invoice_date)::text from tenant_large.invoices) as last`,
    );
    expect(counts).toMatchObject({ invoices: 600, lines: result.lines, first: '2024-03-20' });
    // Fewer invoices than days: the last one falls within the final few days.
    expect(counts?.last && counts.last >= '2026-04-07' && counts.last <= '2026-04-10').toBe(true);
    expect(result.lines).toBeGreaterThan(600 * 3);
    expect(result.lines).toBeLessThan(600 * 7);
  });

  it('keeps every total consistent: lines, tax split and invoice agree to the paisa', async () => {
    const bad = await query(
      `select i.invoice_number from tenant_large.invoices i
       left join (select invoice_id, sum(taxable_value) t, sum(tax_amount) x
                  from tenant_large.invoice_lines group by invoice_id) l on l.invoice_id = i.id
       where i.total_amount <> i.taxable_amount + i.cgst_amount + i.sgst_amount + i.utgst_amount + i.igst_amount
          or i.taxable_amount <> l.t or i.total_amount <> l.t + l.x
          or i.taxable_amount <> (select sum((s->>'taxableValue')::numeric) from jsonb_array_elements(i.tax_split) s)
          or (i.is_inter_state and i.cgst_amount <> 0) or (not i.is_inter_state and i.igst_amount <> 0)`,
    );
    expect(bad).toEqual([]);
    const lineMath = await query(
      `select id from tenant_large.invoice_lines
       where taxable_value <> round(quantity * price, 2)
          or tax_amount <> round(taxable_value * gst_percentage / 100, 2)`,
    );
    expect(lineMath).toEqual([]);
  });

  it('numbers invoices gaplessly per financial year and sets the counters after them', async () => {
    const years = await query<{ fy: number; n: number; lo: number; hi: number; distinct: number }>(
      `select financial_year as fy, count(*)::int as n, min(sequence) as lo, max(sequence) as hi,
         count(distinct invoice_number)::int as distinct
       from tenant_large.invoices group by 1 order by 1`,
    );
    expect(years.map((y) => y.fy)).toEqual([2023, 2024, 2025, 2026]);
    for (const y of years) expect(y).toMatchObject({ lo: 1, hi: y.n, distinct: y.n });
    const counters = await query<{ fy: number; next: number }>(
      `select financial_year as fy, next_value as next from tenant_large.document_counters
       where kind = 'invoice' order by 1`,
    );
    expect(counters).toEqual(years.map((y) => ({ fy: y.fy, next: y.n + 1 })));
    const [sample] = await query<{ invoice_number: string }>(
      `select invoice_number from tenant_large.invoices where financial_year = 2025 and sequence = 7`,
    );
    expect(sample?.invoice_number).toBe('INV/25-26/0007');
  });

  it('refuses a tenant that has invoices unless --reset, which replaces them', async () => {
    await expect(seedLarge(database.db, options)).rejects.toThrow(/already has 600 invoices/);
    const again = await seedLarge(database.db, { ...options, invoices: 100, reset: true });
    expect(again.invoices).toBe(100);
    const [row] = await query<{ n: number }>(
      'select count(*)::int as n from tenant_large.invoices',
    );
    expect(row?.n).toBe(100);
  });
});
