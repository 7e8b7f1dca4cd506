import { UQC_OF_UNIT } from '../packages/domain/src/returns/common';

/**
 * GSTR-1 and GSTR-3B of a period written by hand as ONE SQL statement (the returns bench's
 * reference): schema-qualified names, the period's dates inlined, no ORM and no transaction. It
 * reads the same rows as `periodReturns` (invoices and notes dated in the period, cancelled ones
 * included for Table 13; recipient, SEZ flag and supplier state from the snapshots; a note's
 * original invoice through its first line; SGST + UTGST as the state tax) and builds the same
 * JSON as `computeGstr1` / `computeGstr3b` of @gst/domain, section by section:
 *
 *   b2b per recipient and invoice with items per rate · b2cl per place of supply · exp per
 *   supply type · b2cs by supply type, place and rate (notes to unregistered buyers netted in)
 *   · cdnr per recipient · cdnur (B2CL / EXPWP / EXPWOP) · hsn_b2b and hsn_b2c by HSN, UQC and
 *   rate · doc_issue per series · 3B 3.1 (a)(b)(c) and 3.2 by place of supply.
 *
 * The bench checks its answer against the service's, section totals to the paisa and then the
 * whole document, before timing either.
 */
const lit = (v: string) => `'${v.replace(/'/g, "''")}'`;

export function handWrittenReturns(schema: string, period: string): string {
  const m = /^(0[1-9]|1[0-2])(\d{4})$/.exec(period);
  if (!m) throw new Error(`period must be MMYYYY: ${period}`);
  const from = `${m[2]}-${m[1]}-01`;
  const s = `"${schema}"`;
  const uqcValues = Object.entries(UQC_OF_UNIT)
    .map(([unit, code]) => `(${lit(unit)}, ${lit(code)})`)
    .join(', ');
  // Rule 59(4): B2CL above ₹2,50,000 until 31 Jul 2024, ₹1,00,000 from 1 Aug 2024.
  const threshold = (d: string) =>
    `(case when ${d} >= date '2024-08-01' then 100000 else 250000 end)`;
  const place = (p: string) => `lpad(${p}::text, 2, '0')`;
  const ddmmyyyy = (d: string) => `to_char(${d}, 'DD-MM-YYYY')`;
  const invTyp = `(case when not d.is_sez then 'R' when d.supply_type = 'WOPAY' then 'SEWOP' else 'SEWP' end)`;
  const to = `(date ${lit(from)} + interval '1 month' - interval '1 day')::date`;
  const snapshot = (t: string) => `coalesce(${t}.bill_to->>'gstin', '') as gstin,
    coalesce((${t}.bill_to->>'isSez')::boolean, false) as is_sez,
    coalesce((${t}.supplier->>'stateCode')::int, (select shop_state from cfg)) as sup_state`;
  return `
with cfg as (
  select
    coalesce((select substring(value from '^\\s*([0-9]+)')::int from ${s}.settings
      where key = 'stateCode'), 19) as shop_state,
    coalesce((select value from ${s}.settings where key = 'gstin'), '') as gstin
),
-- The period's documents, cancelled ones included (Table 13); a note's original invoice is its
-- first line's.
docs as (
  select i.id, 'invoice' as kind, 1 as sign, i.invoice_number as number, i.invoice_date as date,
    i.status, i.place_of_supply as pos, i.supply_type, i.total_amount as value, ${snapshot('i')},
    null::date as orig_date, null::numeric as orig_value
  from ${s}.invoices i
  where i.invoice_date between date ${lit(from)} and ${to}
  union all
  select n.id, case when n.kind = 'credit' then 'credit-note' else 'debit-note' end,
    case when n.kind = 'credit' then -1 else 1 end, n.note_number, n.note_date, n.status,
    n.place_of_supply, n.supply_type, n.total_amount, ${snapshot('n')}, o.invoice_date, o.total_amount
  from ${s}.notes n
  left join lateral (select i.invoice_date, i.total_amount from ${s}.note_lines nl
    join ${s}.invoices i on i.id = nl.invoice_id
    where nl.note_id = n.id order by nl.position limit 1) o on true
  where n.note_date between date ${lit(from)} and ${to}
),
-- Issued documents with their GSTR-1 section.
cls as (
  select d.*, case
    when d.kind = 'invoice' then case
      when d.pos = 96 then 'exp'
      when d.gstin <> '' then 'b2b'
      when d.pos <> d.sup_state and d.value > ${threshold('d.date')} then 'b2cl'
      else 'b2cs' end
    when d.gstin <> '' then 'cdnr'
    when d.pos = 96 or (d.orig_date is not null and d.pos <> d.sup_state
      and d.orig_value > ${threshold('d.orig_date')}) then 'cdnur'
    else 'b2cs' end as section
  from docs d where d.status = 'issued'
),
-- The issued documents' lines (SGST + UTGST as the state tax).
lines as (
  select l.invoice_id as doc_id, l.hsn_code, l.uom_unit, l.quantity, l.gst_percentage as rate,
    l.taxable_value as txval, l.igst as iamt, l.cgst as camt, l.sgst + l.utgst as samt
  from ${s}.invoice_lines l
  -- The lines carry their invoice's date and status (copies kept by triggers, migrations 0003/0004).
  where l.invoice_date between date ${lit(from)} and ${to} and l.invoice_status = 'issued'
  union all
  select l.note_id, l.hsn_code, l.uom_unit, l.quantity, l.gst_percentage, l.taxable_value, l.igst,
    l.cgst, l.sgst + l.utgst
  from ${s}.note_lines l
  where l.note_id in (select id from cls where kind <> 'invoice')
),
-- Per document and rate (the portal's itms; also what B2CS and 3B add up), numbered by rate.
dr as (
  select d.id, d.section, d.sign, d.pos, d.sup_state, d.gstin, d.is_sez, r.rate, r.txval, r.iamt,
    r.camt, r.samt, row_number() over (partition by d.id order by r.rate) as num
  from (select doc_id, rate, sum(txval) as txval, sum(iamt) as iamt, sum(camt) as camt,
      sum(samt) as samt from lines group by doc_id, rate) r
  join cls d on d.id = r.doc_id
),
itms as (
  select id,
    json_agg(json_build_object('num', num, 'itm_det', json_build_object('rt', rate, 'txval', txval,
      'iamt', iamt, 'camt', camt, 'samt', samt, 'csamt', 0)) order by rate) as itms,
    json_agg(json_build_object('txval', txval, 'rt', rate, 'iamt', iamt, 'csamt', 0)
      order by rate) as exp_itms
  from dr where section <> 'b2cs' group by id
),
sec as (
  select d.*, coalesce(it.itms, '[]') as itms, coalesce(it.exp_itms, '[]') as exp_itms,
    ${ddmmyyyy('d.date')} as dt, ${place('d.pos')} as place, ${invTyp} as inv_typ
  from cls d left join itms it on it.id = d.id
  where d.section <> 'b2cs'
),
b2b as (
  select gstin as ctin, json_agg(json_build_object('inum', number, 'idt', dt, 'val', value,
      'pos', place, 'rchrg', 'N', 'inv_typ', inv_typ, 'itms', itms)
      order by date, number collate "C") as inv
  from sec where section = 'b2b' group by gstin
),
b2cl as (
  select place as pos, json_agg(json_build_object('inum', number, 'idt', dt, 'val', value,
      'itms', itms) order by date, number collate "C") as inv
  from sec where section = 'b2cl' group by place
),
exp as (
  select coalesce(supply_type, 'WPAY') as exp_typ, json_agg(json_build_object('inum', number,
      'idt', dt, 'val', value, 'itms', exp_itms) order by date, number collate "C") as inv
  from sec where section = 'exp' group by 1
),
b2cs as (
  select case when pos <> sup_state then 'INTER' else 'INTRA' end as sply_ty, pos, rate,
    sum(sign * txval) as txval, sum(sign * iamt) as iamt, sum(sign * camt) as camt,
    sum(sign * samt) as samt
  from dr where section = 'b2cs' group by 1, 2, 3
),
note_entries as (
  select section, gstin, date, number, pos, supply_type,
    json_build_object('nt_num', number, 'nt_dt', dt,
      'ntty', case when kind = 'credit-note' then 'C' else 'D' end, 'val', value,
      'pos', place, 'rchrg', 'N', 'inv_typ', inv_typ, 'itms', itms) as entry
  from sec where section in ('cdnr', 'cdnur')
),
cdnr as (
  select gstin as ctin, json_agg(entry order by date, number collate "C") as nt
  from note_entries where section = 'cdnr' group by gstin
),
-- Table 12: by tab, HSN, unit and rate first, then units mapped to UQCs and merged.
hsn as (
  select h.tab, h.hsn, coalesce(u.code, 'OTH') as uqc, h.rate, sum(h.qty) as qty,
    sum(h.txval) as txval, sum(h.iamt) as iamt, sum(h.camt) as camt, sum(h.samt) as samt
  from (
    select case when d.gstin <> '' then 'b2b' else 'b2c' end as tab, l.hsn_code as hsn,
      l.uom_unit as unit, l.rate, sum(d.sign * l.quantity) as qty, sum(d.sign * l.txval) as txval,
      sum(d.sign * l.iamt) as iamt, sum(d.sign * l.camt) as camt, sum(d.sign * l.samt) as samt
    from lines l join cls d on d.id = l.doc_id
    group by 1, 2, 3, 4
  ) h
  left join (values ${uqcValues}) u(unit, code)
    on u.unit = regexp_replace(upper(btrim(h.unit)), '\\.$', '')
  group by 1, 2, 3, 4
),
hsn_rows as (
  select tab, json_agg(json_build_object('num', num, 'hsn_sc', hsn, 'uqc', uqc, 'qty', qty,
      'rt', rate, 'txval', txval, 'iamt', iamt, 'camt', camt, 'samt', samt, 'csamt', 0)
      order by num) as rows
  from (select h.*, row_number() over (partition by tab
      order by hsn collate "C", rate, uqc collate "C") as num from hsn h) h
  group by tab
),
doc_issue as (
  select case kind when 'invoice' then 1 when 'debit-note' then 4 else 5 end as doc_num,
    (array_agg(number order by date, number collate "C"))[1] as first,
    (array_agg(number order by date desc, number collate "C" desc))[1] as last,
    count(*) as totnum, count(*) filter (where status = 'cancelled') as cancel
  from docs group by kind
),
-- GSTR-3B from the per-rate sums: 3.1 (a), (b) or (c); 3.2 the inter-state B2C ones by place.
g3b as (
  select case when pos = 96 or is_sez then 'zero' when rate = 0 then 'nil' else 'taxable' end as head,
    case when not (pos = 96 or is_sez) and gstin = '' and pos <> sup_state and rate <> 0
      then pos end as unreg_pos,
    sum(sign * txval) as txval, sum(sign * iamt) as iamt, sum(sign * camt) as camt,
    sum(sign * samt) as samt
  from dr group by 1, 2
),
heads as (
  select head, json_build_object('txval', coalesce(sum(txval), 0), 'iamt', coalesce(sum(iamt), 0),
    'camt', coalesce(sum(camt), 0), 'samt', coalesce(sum(samt), 0), 'csamt', 0) as h
  from (values ('taxable'), ('zero'), ('nil')) v(head) left join g3b using (head) group by head
)
select json_build_object(
  'gstr1', json_build_object(
    'gstin', (select gstin from cfg),
    'fp', ${lit(period)},
    'version', 'GST3.1.6',
    'b2b', coalesce((select json_agg(json_build_object('ctin', ctin, 'inv', inv) order by ctin collate "C") from b2b), '[]'),
    'b2cl', coalesce((select json_agg(json_build_object('pos', pos, 'inv', inv) order by pos) from b2cl), '[]'),
    'exp', coalesce((select json_agg(json_build_object('exp_typ', exp_typ, 'inv', inv) order by exp_typ) from exp), '[]'),
    'b2cs', coalesce((select json_agg(json_build_object('sply_ty', sply_ty, 'pos', ${place('pos')}, 'typ', 'OE',
        'rt', rate, 'txval', txval, 'iamt', iamt, 'camt', camt, 'samt', samt, 'csamt', 0)
        order by sply_ty, ${place('pos')}, rate) from b2cs), '[]'),
    'cdnr', coalesce((select json_agg(json_build_object('ctin', ctin, 'nt', nt) order by ctin collate "C") from cdnr), '[]'),
    'cdnur', coalesce((select json_agg((entry::jsonb || jsonb_build_object('typ', case
        when pos <> 96 then 'B2CL' when supply_type = 'WOPAY' then 'EXPWOP' else 'EXPWP' end))::json
        order by date, number collate "C") from note_entries where section = 'cdnur'), '[]'),
    'hsn', json_build_object(
      'hsn_b2b', coalesce((select rows from hsn_rows where tab = 'b2b'), '[]'),
      'hsn_b2c', coalesce((select rows from hsn_rows where tab = 'b2c'), '[]')),
    'doc_issue', json_build_object('doc_det', coalesce((select json_agg(json_build_object(
        'doc_num', doc_num, 'docs', json_build_array(json_build_object('num', 1, 'from', first,
          'to', last, 'totnum', totnum, 'cancel', cancel, 'net_issue', totnum - cancel)))
        order by doc_num) from doc_issue), '[]'))
  ),
  'gstr3b', json_build_object(
    'sup_details', json_build_object(
      'osup_det', (select h from heads where head = 'taxable'),
      'osup_zero', (select h from heads where head = 'zero'),
      'osup_nil_exmp', (select h from heads where head = 'nil')),
    'inter_sup', json_build_object('unreg_details', coalesce((select json_agg(json_build_object(
        'pos', ${place('unreg_pos')}, 'txval', txval, 'iamt', iamt) order by unreg_pos)
      from (select unreg_pos, sum(txval) as txval, sum(iamt) as iamt from g3b
        where unreg_pos is not null group by unreg_pos) u), '[]'))
  )
) as returns`;
}
