import { sql, type SQL } from 'drizzle-orm';

export type BatchParams = {
  /** Invoice indexes [lo, hi) of the whole run. */
  lo: number;
  hi: number;
  total: number;
  startDate: string;
  days: number;
  /** First invoice index of each financial year (dates grow with the index). */
  firsts: { fy: number; first: number }[];
};

/**
 * One batch of invoices and their lines, set-based, in the caller's tenant transaction. Random
 * picks are materialised in temp tables first, so every later step reads the same values.
 * - Invoice i is dated startDate + ⌊i·days/total⌋ (so numbering per financial year is gapless).
 * - Customers are skewed (u³) so the top customers stand out; products mildly (u^1.5).
 * - Lines: 1–9 per invoice (about 5); modules 1–24 units, other products 1–3; price = minimum
 *   price + up to 25 %; taxable and tax rounded half-up to paise, CGST = half the tax rounded,
 *   SGST the rest, IGST for other states, exactly like the billing engine.
 * - Lines are inserted with their invoice's date, customer and status (the copies of migrations
 *   0003 and 0004; every seeded invoice is 'issued'): the insert trigger that looks them up per
 *   line is disabled for this one statement (inside the batch's transaction, so no other writer
 *   ever runs without it) and enabled again after. Lines also get the product's name and their
 *   CGST/SGST/IGST split, invoices the supplier and bill-to snapshots an issue takes (migration
 *   0004): the supplier from the tenant's settings, as the backfill does.
 */
export function largeBatchSql(p: BatchParams): SQL[] {
  const firsts = JSON.stringify(p.firsts);
  return [
    sql`create temp table seed_customers on commit drop as
      select row_number() over (order by created_at, id) - 1 as k, id, state_code,
        jsonb_build_object('name', name, 'address', address, 'gstin', gstin,
          'stateCode', state_code, 'phoneNumber', phone_number, 'email', email,
          'isSez', is_sez) as snapshot
      from customers`,
    sql`create temp table seed_supplier on commit drop as
      select jsonb_build_object(
        'shopName', coalesce(v->>'shopName', ''), 'address', coalesce(v->>'address', ''),
        'gstin', coalesce(v->>'gstin', ''),
        'stateCode', case when v->>'stateCode' ~ '^[0-9]{1,2}$' then (v->>'stateCode')::int
          else 19 end,
        'mobileNumber', coalesce(v->>'mobileNumber', ''), 'email', coalesce(v->>'email', ''),
        'website', coalesce(v->>'website', ''), 'bankName', coalesce(v->>'bankName', ''),
        'accountNumber', coalesce(v->>'accountNumber', ''),
        'ifscCode', coalesce(v->>'ifscCode', ''), 'branch', coalesce(v->>'branch', ''),
        'terms', '', 'jurisdiction', coalesce(v->>'jurisdiction', ''),
        'topText', coalesce(v->>'topText', ''),
        'images', jsonb_build_object('logo', null, 'partnerLogo', null, 'signature', null))
        as supplier
      from (select coalesce(jsonb_object_agg(key, value), '{}') as v from settings
        where key not in ('shopLogo', 'partnerLogo', 'signature')) s`,
    sql`create temp table seed_products on commit drop as
      select row_number() over (order by product_unique_id) - 1 as k, id, product_name, product_label,
        product_category, product_hsn_code, uom_unit, product_min_price, gst_percentage,
        product_category in ('Small Solar Modules', 'Poly Crystalline', 'Mono PERC', 'Bifacial',
          'Flexible') as is_module
      from products`,
    sql`create temp table seed_inv on commit drop as
      select g as idx, gen_random_uuid() as id,
        (${p.startDate}::date + (g::bigint * ${p.days}::int / ${p.total}::int)::int) as d,
        floor((select count(*) from seed_customers) * power(random(), 3))::int as ck,
        1 + floor(random() * 9)::int as n_lines
      from generate_series(${p.lo}::int, ${p.hi - 1}::int) g`,
    sql`create temp table seed_pick on commit drop as
      select i.id as invoice_id, pos,
        floor((select count(*) from seed_products) * power(random(), 1.5))::int as pk,
        random() as q, random() as r
      from seed_inv i cross join lateral generate_series(1, i.n_lines) pos`,
    sql`create temp table seed_lines on commit drop as
      select x.*, case when x.intra then round(x.tax / 2, 2) else 0.00 end as cgst,
        case when x.intra then x.tax - round(x.tax / 2, 2) else 0.00 end as sgst,
        case when x.intra then 0.00 else x.tax end as igst
      from (
        select y.*, round(y.taxable * y.gst_percentage / 100, 2) as tax
        from (
          select pk.invoice_id, pk.pos, pr.id as product_id, pr.product_name, pr.product_label,
            pr.product_category,
            pr.product_hsn_code, pr.uom_unit, pr.product_min_price, pr.gst_percentage,
            z.qty, z.price, round(z.qty * z.price, 2) as taxable, c.state_code = 19 as intra,
            i.d as invoice_date, c.id as bill_to_id
          from seed_pick pk
          join seed_products pr on pr.k = pk.pk
          join seed_inv i on i.id = pk.invoice_id
          join seed_customers c on c.k = i.ck
          cross join lateral (select
            (case when pr.is_module then 1 + floor(pk.q * 24) else 1 + floor(pk.q * 3) end)::numeric(12, 3) as qty,
            round(pr.product_min_price * (1 + pk.r * 0.25)::numeric, 2) as price) z
        ) y
      ) x`,
    sql`insert into invoices (id, invoice_number, financial_year, sequence, invoice_date, due_date,
        place_of_supply, bill_to_id, is_inter_state, taxable_amount, cgst_amount, sgst_amount,
        igst_amount, total_amount, tax_split, supplier, bill_to, created_at, updated_at)
      select i.id,
        'INV/' || to_char(fy.fy % 100, 'FM00') || '-' || to_char((fy.fy + 1) % 100, 'FM00') || '/' ||
          lpad((i.idx - fy.first + 1)::text, greatest(4, length((i.idx - fy.first + 1)::text)), '0'),
        fy.fy, i.idx - fy.first + 1, i.d, i.d + 7, c.state_code, c.id, c.state_code <> 19,
        t.taxable, t.cgst, t.sgst, t.igst, t.taxable + t.cgst + t.sgst + t.igst, t.split,
        (select supplier from seed_supplier), c.snapshot,
        (i.d + time '10:00') at time zone 'Asia/Kolkata' + (i.idx % 28800) * interval '1 second',
        (i.d + time '10:00') at time zone 'Asia/Kolkata' + (i.idx % 28800) * interval '1 second'
      from seed_inv i
      join seed_customers c on c.k = i.ck
      cross join lateral (
        select f.fy, f.first from jsonb_to_recordset(${firsts}::jsonb) as f(fy int, first int)
        where f.fy = case when extract(month from i.d) >= 4 then extract(year from i.d)::int
          else extract(year from i.d)::int - 1 end
      ) fy
      join (
        select invoice_id, sum(taxable) as taxable, sum(cgst) as cgst, sum(sgst) as sgst,
          sum(igst) as igst,
          jsonb_agg(jsonb_build_object('rate', gst_percentage::text, 'taxableValue', taxable::text,
            'cgst', cgst::text, 'sgst', sgst::text, 'utgst', '0.00', 'igst', igst::text)
            order by gst_percentage) as split
        from (
          select invoice_id, gst_percentage, sum(taxable) as taxable, sum(cgst) as cgst,
            sum(sgst) as sgst, sum(igst) as igst
          from seed_lines group by invoice_id, gst_percentage
        ) by_rate
        group by invoice_id
      ) t on t.invoice_id = i.id`,
    sql`alter table invoice_lines disable trigger invoice_lines_invoice_fields_insert`,
    sql`insert into invoice_lines (invoice_id, position, product_id, product_name, product_label,
        product_category, hsn_code, uom_unit, product_min_price, gst_percentage, quantity, price,
        taxable_value, tax_amount, cgst, sgst, igst, invoice_date, bill_to_id, invoice_status)
      select invoice_id, pos, product_id, product_name, product_label, product_category,
        product_hsn_code, uom_unit, product_min_price, gst_percentage, qty, price, taxable, tax,
        cgst, sgst, igst, invoice_date, bill_to_id, 'issued'
      from seed_lines`,
    sql`alter table invoice_lines enable trigger invoice_lines_invoice_fields_insert`,
  ];
}
