import { beforeAll, describe, expect, it } from 'vitest';
import { LARGE_DEFAULTS, seedLarge } from '../src/seed/large';
import {
  INVOICES,
  LOGO,
  PARTNER,
  S,
  SETTINGS,
  mismatches,
  none,
  query,
  rollupRows,
  rupees,
  sha256,
  staleStatus,
  usePre0004Tenant,
  type Customer,
} from './gst-0004-fixtures';

/**
 * Migration 0004 (issue 15): applied to a tenant built with migrations 0000–0003 that already has
 * invoices (gst-0004-fixtures.ts), it backfills the lines' tax split as the engine issued it, their
 * product names and status copies, and the invoices' supplier and party snapshots (images into
 * document_assets), keeping the dashboard rollups exact; seed:large writes the same after 0004.
 * (Cancelling and restoring invoices: gst-0004-cancel.test.ts.)
 */
const { database, state } = usePre0004Tenant();

describe('migration 0004 on a tenant with invoices', () => {
  it('applies, leaving the rollups as they were and exact', async () => {
    expect(state.applied).toBeGreaterThanOrEqual(1);
    expect(state.rollupsBefore.days.length).toBe(9);
    expect(await rollupRows(S)).toEqual(state.rollupsBefore);
    expect(await mismatches(S)).toEqual(none);
    const [n] = await query<{ issued: number; all: number }>(
      `select count(*) filter (where status = 'issued')::int as issued, count(*)::int as all
       from ${S}.invoices`,
    );
    expect(n).toEqual({ issued: INVOICES.length, all: INVOICES.length });
  });

  it('backfills each line’s CGST/SGST/UTGST/IGST as the engine issued it', async () => {
    const rows = await query<{
      invoice_number: string;
      position: number;
      cgst: string;
      sgst: string;
      utgst: string;
      igst: string;
    }>(
      `select i.invoice_number, l.position, l.cgst::text, l.sgst::text, l.utgst::text, l.igst::text
       from ${S}.invoice_lines l join ${S}.invoices i on i.id = l.invoice_id order by 1, 2`,
    );
    const expected = INVOICES.flatMap((inv) =>
      inv.lines.map((l, p) => ({
        invoice_number: inv.number,
        position: p + 1,
        cgst: rupees(l.cgst),
        sgst: rupees(l.sgst),
        utgst: rupees(l.utgst),
        igst: rupees(l.igst),
      })),
    );
    expect(rows).toEqual(expected);
    // The data has odd paise (CGST one paisa above SGST/UTGST), UTGST and IGST lines.
    const lines = INVOICES.flatMap((inv) => inv.lines);
    expect(lines.filter((l) => l.cgst > 0 && l.cgst !== l.sgst + l.utgst).length).toBeGreaterThan(
      3,
    );
    expect(lines.some((l) => l.utgst > 0)).toBe(true);
    expect(lines.some((l) => l.igst > 0)).toBe(true);
    // The lines add up to what each invoice stored.
    const off = await query(
      `select i.invoice_number from ${S}.invoices i
       join (select invoice_id, sum(cgst) c, sum(sgst) s, sum(utgst) u, sum(igst) g, sum(tax_amount) t
             from ${S}.invoice_lines group by invoice_id) l on l.invoice_id = i.id
       where (l.c, l.s, l.u, l.g) <> (i.cgst_amount, i.sgst_amount, i.utgst_amount, i.igst_amount)
          or l.c + l.s + l.u + l.g <> l.t`,
    );
    expect(off).toEqual([]);
  });

  it('backfills the product name and the status copy of every line', async () => {
    const bad = await query(
      `select l.id from ${S}.invoice_lines l join ${S}.products p on p.id = l.product_id
       where l.product_name <> p.product_name or l.invoice_status <> 'issued'
          or l.discount <> 0`,
    );
    expect(bad).toEqual([]);
    const [col] = await query<{ is_nullable: string }>(
      `select is_nullable from information_schema.columns
       where table_schema = '${S}' and table_name = 'invoice_lines' and column_name = 'invoice_status'`,
    );
    expect(col?.is_nullable).toBe('NO');
  });

  it('snapshots the supplier from the settings, with images stored once in document_assets', async () => {
    const assets = await query<{ sha256: string; data_url: string }>(
      `select sha256, data_url from ${S}.document_assets order by data_url`,
    );
    expect(assets).toEqual(
      [
        { sha256: sha256(LOGO), data_url: LOGO },
        { sha256: sha256(PARTNER), data_url: PARTNER },
      ].sort((a, b) => (a.data_url < b.data_url ? -1 : 1)),
    );
    const rows = await query<{ invoice_number: string; supplier: unknown }>(
      `select invoice_number, supplier from ${S}.invoices order by invoice_number`,
    );
    expect(rows).toHaveLength(INVOICES.length);
    for (const [n, row] of rows.entries()) {
      expect(row.supplier).toEqual({
        shopName: SETTINGS.shopName,
        address: SETTINGS.address,
        gstin: SETTINGS.gstin,
        stateCode: 19,
        mobileNumber: SETTINGS.mobileNumber,
        email: SETTINGS.email,
        website: SETTINGS.website,
        bankName: SETTINGS.bankName,
        accountNumber: SETTINGS.accountNumber,
        ifscCode: SETTINGS.ifscCode,
        branch: SETTINGS.branch,
        terms: INVOICES[n]!.terms,
        jurisdiction: SETTINGS.jurisdiction,
        topText: SETTINGS.topText,
        images: { logo: sha256(LOGO), partnerLogo: sha256(PARTNER), signature: sha256(LOGO) },
      });
    }
  });

  it('snapshots the bill-to and ship-to customers', async () => {
    const rows = await query<{ id: string; bill_to: unknown; ship_to: unknown }>(
      `select id, bill_to, ship_to from ${S}.invoices`,
    );
    const party = (c: Customer) => ({
      name: c.name,
      address: c.address,
      gstin: c.gstin,
      stateCode: c.stateCode,
      phoneNumber: c.phoneNumber,
      email: c.email,
      isSez: false,
    });
    expect(rows.filter((r) => r.ship_to !== null).length).toBeGreaterThan(2);
    for (const row of rows) {
      const inv = INVOICES.find((i) => i.id === row.id)!;
      expect(row.bill_to).toEqual(party(inv.customer));
      expect(row.ship_to).toEqual(inv.shipTo ? party(inv.shipTo) : null);
    }
  });

  it('defaults the new columns of invoices, customers and quotes', async () => {
    const [inv] = await query(
      `select status, cancelled_at, cancel_reason, tax_inclusive, supply_type, round_off::text,
         revision from ${S}.invoices limit 1`,
    );
    expect(inv).toEqual({
      status: 'issued',
      cancelled_at: null,
      cancel_reason: '',
      tax_inclusive: false,
      supply_type: null,
      round_off: '0.00',
      revision: 1,
    });
    const [c] = await query<{ n: number }>(
      `select count(*)::int as n from ${S}.customers where is_sez`,
    );
    expect(c?.n).toBe(0);
    const [q] = await query<{ data_type: string; is_nullable: string }>(
      `select data_type, is_nullable from information_schema.columns
       where table_schema = '${S}' and table_name = 'quotes' and column_name = 'place_of_supply'`,
    );
    expect(q).toEqual({ data_type: 'integer', is_nullable: 'YES' });
  });
});

describe('seed:large after 0004', () => {
  const L = 'tenant_large';
  beforeAll(async () => {
    await seedLarge(database.db, {
      ...LARGE_DEFAULTS,
      invoices: 150,
      customers: 25,
      batch: 60,
      startDate: '2025-03-20',
      endDate: '2025-07-10',
    });
  });

  it('writes product names, the tax split, the status copy and the snapshots', async () => {
    const bad = await query(
      `select l.id from ${L}.invoice_lines l join ${L}.products p on p.id = l.product_id
       join ${L}.invoices i on i.id = l.invoice_id
       where l.product_name <> p.product_name or l.invoice_status <> 'issued'
          or l.cgst + l.sgst + l.utgst + l.igst <> l.tax_amount
          or (i.is_inter_state and l.igst <> l.tax_amount)
          or (not i.is_inter_state and l.cgst <> round(l.tax_amount / 2, 2))`,
    );
    expect(bad).toEqual([]);
    const sums = await query(
      `select i.id from ${L}.invoices i
       join (select invoice_id, sum(cgst) c, sum(sgst) s, sum(igst) g from ${L}.invoice_lines
             group by invoice_id) l on l.invoice_id = i.id
       where (l.c, l.s, l.g) <> (i.cgst_amount, i.sgst_amount, i.igst_amount)
          or i.supplier is null or i.bill_to is null
          or i.supplier->>'shopName' <> 'Large Solar Traders' or (i.supplier->'stateCode')::int <> 19
          or (i.bill_to->'stateCode')::int <> i.place_of_supply`,
    );
    expect(sums).toEqual([]);
  });

  it('keeps the rollups exact when a batch of invoices is cancelled and some restored', async () => {
    expect(await mismatches(L)).toEqual(none);
    await database.db.execute(
      `update ${L}.invoices set status = 'cancelled', cancelled_at = now()
       where id in (select id from ${L}.invoices order by total_amount desc limit 30)`,
    );
    expect(await mismatches(L)).toEqual(none);
    await database.db.execute(
      `update ${L}.invoices set status = 'issued', cancelled_at = null
       where id in (select id from ${L}.invoices where status = 'cancelled' order by id limit 10)`,
    );
    expect(await mismatches(L)).toEqual(none);
    expect(await staleStatus(L)).toBe(0);
    const [n] = await query<{ n: number }>(
      `select sum(invoices)::int as n from ${L}.invoice_day_totals`,
    );
    expect(n?.n).toBe(150 - 20);
  });
});
