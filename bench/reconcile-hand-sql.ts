/**
 * The reconciliation bench's hand-written statement (issue 32): ONE query that pairs a period's
 * books (active purchase bills and purchase returns of suppliers with a GSTIN, dated in the
 * period) with the documents of the period's active GSTR-2B import by a FULL OUTER JOIN on
 * supplier GSTIN + document type + the number's normal form, and classifies each row:
 *
 *   Exact Match      both sides, the number identical (trimmed), the same date, every amount
 *                    equal, the same place of supply (when both give it) and reverse charge
 *   Suggested Match  both sides, every amount within the tolerance (the number restyled, or
 *                    amounts off by rounding), the same particulars, dates ≤ 10 days apart
 *   Mismatch         both sides, anything else
 *   Missing in 2B    books only;  Missing in PR  2B only
 *
 * The normal form is written in SQL for ASCII numbers as `normaliseDocumentNumber` computes it:
 * upper case, the document date's financial year removed as a token (2025-26, 2025-2026, 25-26,
 * with - or /, FY before), punctuation to spaces, letters and digits as separate groups, leading
 * zeros of each group stripped. What it cannot do is the engine's fuzzy matching (numbers ≥ 90 %
 * similar or one inside the other), residual pairs (any number, amounts within tolerance) and the
 * PAN-level rules, and it pairs one-to-one only when the normal forms are unique per side (the
 * join would fan out otherwise). So the bench compares what both produce: the pairs and the count
 * per outcome, on data where every pair shares its normal form.
 *
 * One row per pair or lone document, with what a screen row needs besides the documents: the
 * outcome, both ids, the GSTIN, both numbers and dates, and taxable and tax differences
 * (books − 2B, a missing side as 0).
 */
import { importFrom } from './lib/common';

const { sql } = await importFrom<typeof import('../packages/db/node_modules/drizzle-orm')>(
  'packages/db',
  'drizzle-orm',
);

const identifier = (schema: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`bad schema name ${schema}`);
  return sql.raw(`"${schema}"`);
};

/** `normaliseDocumentNumber(number, date)` for ASCII numbers, as a SQL expression. */
const normalForm = (number: string, date: string) => {
  const n = sql.raw(number);
  const d = sql.raw(date);
  // The financial year's first calendar year: the date three months earlier.
  const fy = sql`extract(year from ${d} - interval '3 months')::int`;
  const yearToken = sql`'(^|[^0-9])(FY)?(' || ${fy} || '|' || lpad((${fy} % 100)::text, 2, '0')
    || ')[-/](' || (${fy} + 1) || '|' || lpad(((${fy} + 1) % 100)::text, 2, '0') || ')(?![0-9])'`;
  return sql`btrim(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
      btrim(regexp_replace(regexp_replace(upper(${n}), ${yearToken}, '\\1 ', 'g'),
        '[^A-Z0-9]+', ' ', 'g')),
      '([A-Z])([0-9])', '\\1 \\2', 'g'), '([0-9])([A-Z])', '\\1 \\2', 'g'),
      '(^| )0+([0-9])', '\\1\\2', 'g'), ' +', ' ', 'g'))`;
};

export function handWrittenReconciliation(
  schema: string,
  range: { period: string; from: string; to: string },
  tolerance: string,
) {
  const s = identifier(schema);
  return sql`
    with books as (
      select 'bill' as kind, b.id, sp.gstin, 'invoice' as type, b.supplier_invoice_number as number,
        b.bill_date as d, b.place_of_supply::text as pos, b.reverse_charge_tax > 0 as rcm,
        b.taxable_amount as taxable, b.igst_amount as igst, b.cgst_amount as cgst,
        b.sgst_amount + b.utgst_amount as sgst, 0::numeric as cess
      from ${s}.purchase_bills b join ${s}.suppliers sp on sp.id = b.supplier_id
      where b.status = 'active' and b.bill_date >= ${range.from}::date
        and b.bill_date < ${range.to}::date and sp.gstin <> ''
      union all
      select 'return', r.id, sp.gstin, 'credit-note',
        coalesce(nullif(r.supplier_note_number, ''), r.return_number), r.return_date,
        b.place_of_supply::text, r.reverse_charge_tax > 0, r.taxable_amount, r.igst_amount,
        r.cgst_amount, r.sgst_amount + r.utgst_amount, 0
      from ${s}.purchase_returns r join ${s}.suppliers sp on sp.id = r.supplier_id
        join ${s}.purchase_bills b on b.id = r.bill_id
      where r.status = 'active' and r.return_date >= ${range.from}::date
        and r.return_date < ${range.to}::date and sp.gstin <> ''
    ),
    portal as (
      select g.id, g.supplier_gstin as gstin,
        case when g.section in ('impg', 'impgsez') then 'bill-of-entry'
          when g.section in ('cdnr', 'cdnra') then
            case when g.document_type = 'D' then 'debit-note' else 'credit-note' end
          when g.section in ('isd', 'isda') and g.document_type = 'ISDC' then 'credit-note'
          else 'invoice' end as type,
        g.number, g.document_date as d, g.place_of_supply as pos, g.reverse_charge as rcm,
        g.taxable_value as taxable, g.igst, g.cgst, g.sgst, g.cess
      from ${s}.gstr2b_documents g join ${s}.gstr2b_imports i on i.id = g.import_id
      where i.period = ${range.period} and i.status = 'active'
    ),
    bk as (select books.*, coalesce(nullif(${normalForm('number', 'd')}, ''), chr(1) || btrim(number)) as key from books),
    pk as (select portal.*, coalesce(nullif(${normalForm('number', 'd')}, ''), chr(1) || btrim(number)) as key from portal),
    paired as (
      select b.kind, b.id as books_id, p.id as portal_id, coalesce(b.gstin, p.gstin) as gstin,
        b.number as books_number, p.number as portal_number, b.d as books_date, p.d as portal_date,
        coalesce(b.taxable, 0) - coalesce(p.taxable, 0) as taxable_difference,
        coalesce(b.igst + b.cgst + b.sgst + b.cess, 0) - coalesce(p.igst + p.cgst + p.sgst + p.cess, 0)
          as tax_difference,
        case
          when p.id is null then 'Missing in 2B'
          when b.id is null then 'Missing in PR'
          when (b.pos is null or p.pos is null or b.pos = p.pos) and b.rcm = p.rcm
            and btrim(b.number) = btrim(p.number) and b.d = p.d and b.taxable = p.taxable
            and b.igst = p.igst and b.cgst = p.cgst and b.sgst = p.sgst and b.cess = p.cess
            then 'Exact Match'
          when (b.pos is null or p.pos is null or b.pos = p.pos) and b.rcm = p.rcm
            and abs(b.d - p.d) <= 10
            and abs(b.taxable - p.taxable) <= ${tolerance}::numeric
            and abs(b.igst - p.igst) <= ${tolerance}::numeric
            and abs(b.cgst - p.cgst) <= ${tolerance}::numeric
            and abs(b.sgst - p.sgst) <= ${tolerance}::numeric
            and abs(b.cess - p.cess) <= ${tolerance}::numeric
            then 'Suggested Match'
          else 'Mismatch' end as outcome
      from bk b full outer join pk p
        on p.gstin = b.gstin and p.type = b.type and p.key = b.key
    )
    select outcome, kind, books_id, portal_id, gstin, books_number, portal_number,
      books_date::text, portal_date::text, taxable_difference::text, tax_difference::text
    from paired`;
}
