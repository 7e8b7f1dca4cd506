/**
 * The purchases bench's baselines (issue 31), each ONE hand-written SQL statement on the tenant's
 * tables (schema-qualified, no search_path), to time the services against:
 *
 * - `handWrittenBill`: enters a purchase bill as createPurchaseBill does, in one statement of
 *   data-modifying CTEs: the tax of each line (CGST + SGST half each rounded to the paisa within a
 *   state, IGST across; no union territories, no tax-inclusive prices, no reverse charge, no
 *   expense lines: the bench's bill has none), the totals and the per-rate split, the checks
 *   (supplier's total within the tolerance, the supplier's number not entered before, no filed
 *   period), the entry number from the counter (the default template PB/{fiscalYear}/{number:4}),
 *   the bill, its lines, one item per serial with where it came from, one stock movement per line
 *   at its cost, each product's stock and weighted average, and the audit row with the bill, its
 *   lines and serials; it answers with the same bill, lines and serials as JSON. A serial already
 *   in stock fails on the unique index instead of the service's message.
 * - `handWrittenStockReport`: the stock report for [from, to]: per product opening, in, out,
 *   closing and closing value, ordered by label, with the total value, as one JSON document.
 */
import { importFrom } from './lib/common';

const { sql } = await importFrom<typeof import('../packages/db/node_modules/drizzle-orm')>(
  'packages/db',
  'drizzle-orm',
);

export type HandBillLine = {
  productId: string;
  quantity: number;
  price: string;
  discount: string;
  rate: number;
  serials: string[];
};

export type HandBill = {
  supplierId: string;
  supplierInvoiceNumber: string;
  billDate: string;
  supplierTotal: string;
  notes: string;
  lines: HandBillLine[];
};

const identifier = (schema: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`bad schema name ${schema}`);
  return sql.raw(`"${schema}"`);
};

export function handWrittenBill(schema: string, bill: HandBill, actorId: string) {
  const s = identifier(schema);
  const lines = bill.lines.map((l, position) => ({
    position,
    product_id: l.productId,
    qty: l.quantity,
    price: l.price,
    discount: l.discount,
    rate: l.rate,
    serials: l.serials,
  }));
  return sql`
    with input as (
      select ${bill.supplierId}::uuid as supplier_id, ${bill.supplierInvoiceNumber}::text as number,
        regexp_replace(upper(${bill.supplierInvoiceNumber}::text), '[^A-Z0-9]', '', 'g') as key,
        ${bill.billDate}::date as bill_date, ${bill.supplierTotal}::numeric as supplier_total,
        ${bill.notes}::text as notes,
        -- The Indian financial year of the bill date (April to March), by its first year.
        extract(year from ${bill.billDate}::date - interval '3 months')::int as fy
    ),
    place as (
      select i.*, sp.state_code as supplier_state, sp.credit_period_days,
        coalesce((select nullif(value, '')::int from ${s}.settings where key = 'stateCode'), 19) as pos,
        coalesce((select nullif(value, '')::numeric from ${s}.settings where key = 'purchaseTotalTolerance'), 1.00) as tolerance
      from input i join ${s}.suppliers sp on sp.id = i.supplier_id
    ),
    raw as (
      select r.position, r.product_id, r.qty::numeric(12, 3) as qty, r.price::numeric(14, 2) as price,
        round(r.discount, 2) as discount, r.rate::numeric(5, 2) as rate, r.serials,
        p.product_name, p.product_hsn_code, p.uom_unit, p.product_category,
        round(r.qty * r.price, 2) - round(r.discount, 2) as taxable,
        pl.supplier_state <> pl.pos as inter
      from place pl,
        jsonb_to_recordset(${JSON.stringify(lines)}::jsonb)
          as r(position int, product_id uuid, qty numeric, price numeric, discount numeric,
            rate numeric, serials jsonb)
        join ${s}.products p on p.id = r.product_id
    ),
    taxed as (
      select raw.*,
        case when inter then 0 else round(taxable * rate / 200, 2) end as half,
        case when inter then round(taxable * rate / 100, 2) else 0 end as igst
      from raw
    ),
    computed as (
      select taxed.*, half * 2 + igst as tax,
        -- Every line's credit is taken ('inputs'): the cost into stock is the taxable value.
        round(taxable / qty, 4) as unit_cost
      from taxed
    ),
    totals as (
      select sum(taxable) as taxable, sum(half) as cgst, sum(half) as sgst, sum(igst) as igst,
        sum(tax) as tax, sum(taxable) + sum(tax) as total, bool_or(inter) as inter
      from computed
    ),
    split as (
      select coalesce(jsonb_agg(jsonb_build_object(
          'rate', rate::numeric(5, 2)::text, 'taxableValue', taxable::numeric(14, 2)::text,
          'cgst', cgst::numeric(14, 2)::text, 'sgst', sgst::numeric(14, 2)::text,
          'utgst', '0.00', 'igst', igst::numeric(14, 2)::text, 'taxAmount', tax::numeric(14, 2)::text)
        order by rate), '[]'::jsonb) as tax_split
      from (select rate, sum(taxable) as taxable, sum(half) as cgst, sum(half) as sgst,
          sum(igst) as igst, sum(tax) as tax from computed group by rate) r
    ),
    guard as (
      select pl.*, t.taxable, t.cgst, t.sgst, t.igst, t.total, t.inter, sp.tax_split
      from place pl, totals t, split sp
      where abs(t.total - pl.supplier_total) <= pl.tolerance
        and pl.bill_date <= (now() at time zone 'Asia/Kolkata')::date
        and not exists (select 1 from ${s}.purchase_bills b where b.supplier_id = pl.supplier_id
          and b.supplier_financial_year = pl.fy and b.supplier_invoice_key = pl.key
          and b.status = 'active')
        and not exists (select 1 from ${s}.filed_periods f
          where f.from_date <= pl.bill_date and f.to_date >= pl.bill_date)
    ),
    counter as (
      insert into ${s}.document_counters (kind, financial_year, next_value)
      select 'purchase-bill', fy, 2 from guard
      on conflict (kind, financial_year) do update
        set next_value = ${s}.document_counters.next_value + 1
      returning next_value - 1 as sequence
    ),
    bill as (
      insert into ${s}.purchase_bills (entry_number, financial_year, sequence, supplier_id,
        supplier_invoice_number, supplier_invoice_key, bill_date, supplier_financial_year,
        received_date, due_date, place_of_supply, is_inter_state, tax_inclusive, taxable_amount,
        cgst_amount, sgst_amount, utgst_amount, igst_amount, reverse_charge_tax, round_off,
        total_amount, supplier_total, tax_split, notes)
      select 'PB/' || lpad((g.fy % 100)::text, 2, '0') || '-' || lpad(((g.fy + 1) % 100)::text, 2, '0')
          || '/' || lpad(c.sequence::text, 4, '0'),
        g.fy, c.sequence, g.supplier_id, g.number, g.key, g.bill_date, g.fy, g.bill_date,
        g.bill_date + coalesce(g.credit_period_days, 0), g.pos, g.inter, false, g.taxable,
        g.cgst, g.sgst, 0, g.igst, 0, 0, g.total, g.supplier_total, g.tax_split, g.notes
      from guard g, counter c
      returning *
    ),
    line as (
      insert into ${s}.purchase_bill_lines (bill_id, position, kind, product_id, description,
        hsn_code, uom_unit, quantity, price, discount, gst_percentage, taxability, taxable_value,
        tax_amount, cgst, sgst, utgst, igst, itc_eligibility, itc_reason, reverse_charge,
        expense_category, unit_cost)
      select b.id, c.position, 'goods', c.product_id, c.product_name, c.product_hsn_code,
        coalesce(nullif(c.uom_unit, ''), 'UNITS'), c.qty, c.price, c.discount, c.rate, 'taxable',
        c.taxable, c.tax, c.half, c.half, 0, c.igst, 'inputs', '', false, '', c.unit_cost
      from bill b, computed c
      returning *
    ),
    serial as (
      select c.position, c.product_id, s.serial_no,
        case when c.product_category ~* 'inverter' then 'Inverter'
          when c.product_category ~* 'batter' then 'Battery'
          when c.product_category ~* 'module|panel|poly ?crystalline|mono ?perc|bifacial|flexible'
            then 'Module'
          when trim(c.product_category) = '' then 'Module'
          else 'Other' end as type
      from computed c, jsonb_array_elements_text(c.serials) as s(serial_no)
      where exists (select 1 from bill)
    ),
    item as (
      insert into ${s}.items (product_id, serial_no, type)
      select product_id, serial_no, type from serial
      returning id, product_id, serial_no, sold_to_invoice
    ),
    bought as (
      insert into ${s}.item_purchases (item_id, bill_line_id, supplier_id, purchased_on, unit_cost)
      select i.id, l.id, l_bill.supplier_id, l_bill.bill_date, l.unit_cost
      from item i
        join serial sr on sr.product_id = i.product_id and sr.serial_no = i.serial_no
        join line l on l.position = sr.position, bill l_bill
      returning item_id, bill_line_id
    ),
    moved as (
      insert into ${s}.stock_movements (product_id, movement_date, kind, quantity, unit_cost,
        value, source_line_id, reason)
      select l.product_id, b.bill_date, 'purchase', l.quantity, l.unit_cost,
        round(l.quantity * l.unit_cost, 2), l.id, ''
      from line l, bill b
      returning product_id, quantity, value
    ),
    stock as (
      insert into ${s}.product_stock (product_id, on_hand, value, average_cost, updated_at)
      select product_id, sum(quantity), sum(value), round(sum(value) / sum(quantity), 4), now()
      from moved group by product_id
      on conflict (product_id) do update set
        on_hand = ${s}.product_stock.on_hand + excluded.on_hand,
        value = ${s}.product_stock.value + excluded.value,
        average_cost = case when ${s}.product_stock.on_hand + excluded.on_hand > 0
          then round((${s}.product_stock.value + excluded.value)
            / (${s}.product_stock.on_hand + excluded.on_hand), 4)
          else excluded.average_cost end,
        updated_at = excluded.updated_at
      returning product_id
    ),
    detail as (
      select to_jsonb(b) || jsonb_build_object('supplierName', sp.name,
          'supplierGstin', sp.gstin,
          'lines', (select jsonb_agg(to_jsonb(l) || jsonb_build_object('serials',
              (select coalesce(jsonb_agg(jsonb_build_object('itemId', i.id,
                  'serialNo', i.serial_no, 'status', 'in-stock') order by i.serial_no), '[]'::jsonb)
                from bought bo join item i on i.id = bo.item_id where bo.bill_line_id = l.id))
            order by l.position) from line l)) as doc
      from bill b join ${s}.suppliers sp on sp.id = b.supplier_id
    ),
    audit as (
      insert into ${s}.audit_log (actor_type, actor_id, action, entity, entity_id, details)
      select 'user', ${actorId}::text, 'purchase-bill.create', 'purchase-bill', d.doc ->> 'id',
        jsonb_build_object('entryNumber', d.doc ->> 'entry_number',
          'supplierInvoiceNumber', d.doc ->> 'supplier_invoice_number', 'before', null,
          'after', d.doc, 'changed', '[]'::jsonb)
      from detail d
      returning id
    )
    select d.doc as bill, (select count(*) from stock)::int as products_moved,
      (select count(*) from audit)::int as audited
    from detail d`;
}

export function handWrittenStockReport(schema: string, from: string, to: string) {
  const s = identifier(schema);
  return sql`
    select coalesce(jsonb_agg(jsonb_build_object('productId', m.product_id,
        'productLabel', p.product_label, 'opening', m.opening::numeric(16, 3)::text,
        'inward', m.inward::numeric(16, 3)::text, 'outward', m.outward::numeric(16, 3)::text,
        'closing', m.closing::numeric(16, 3)::text,
        'closingValue', m.closing_value::numeric(16, 2)::text)
      order by lower(p.product_label)), '[]'::jsonb) as data,
      coalesce(sum(m.closing_value), 0)::numeric(16, 2)::text as closing_value
    from (
      select product_id,
        coalesce(sum(quantity) filter (where movement_date < ${from}::date), 0) as opening,
        coalesce(sum(quantity) filter (where movement_date >= ${from}::date and quantity > 0), 0) as inward,
        coalesce(-sum(quantity) filter (where movement_date >= ${from}::date and quantity < 0), 0) as outward,
        sum(quantity) as closing,
        sum(value)::numeric(16, 2) as closing_value
      from ${s}.stock_movements
      where movement_date <= ${to}::date
      group by product_id
    ) m join ${s}.products p on p.id = m.product_id`;
}
