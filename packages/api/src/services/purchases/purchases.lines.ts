import { eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { itemTypeForCategory } from '@gst/domain/contracts';
import { rowsOf, type Tx } from '@gst/db/client';
import { itemPurchases, items, purchaseBillLines } from '@gst/db/schema';
import { AppError } from '../../errors';
import { moveStock, reverseStockOf } from '../shared/stock-ledger';
import type { PreparedBill } from './purchases.prepare';
import type { TPurchaseBillInput } from './purchases.schema';

/** A purchase bill's lines in and out (issue 31), for entering, revising and cancelling bills. */

type Table = typeof purchaseBillLines;
type LineRow = Table['$inferSelect'];

/**
 * `returning` every column of the lines under its property name, and the row as drizzle's own
 * select maps it (numeric as text, and so on): the answer of a raw insert, with no read-back.
 */
const LINE_COLUMNS = Object.entries(getTableColumns(purchaseBillLines));
const returningLines = sql.join(
  LINE_COLUMNS.map(([key, column]) => sql`${column} as ${sql.identifier(key)}`),
  sql`, `,
);
const lineRowOf = (raw: Record<string, unknown>) =>
  Object.fromEntries(
    LINE_COLUMNS.map(([key, column]) => {
      const value = raw[key];
      return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
    }),
  ) as LineRow;

export type WrittenLine = LineRow & {
  serials: { itemId: string; serialNo: string; status: 'in-stock' }[];
};

/**
 * Writes a bill's lines, its serial-numbered items and its stock movements, and answers the lines
 * as written (in position order, each with its serials ordered by serial number, as
 * getPurchaseBill reads them). Each of the three sets goes as ONE JSON parameter
 * (`jsonb_to_recordset`): a 200-line bill with 1,000 serials was three inserts of 4,600 to 5,000
 * parameters whose building in drizzle cost more than the database's work. A serial already known
 * for the product is refused by name (two bills racing for one serial: the unique index lets one
 * through and the other rolls back whole).
 */
export async function writeLines(
  tx: Tx,
  billId: string,
  input: TPurchaseBillInput,
  prepared: PreparedBill,
): Promise<WrittenLine[]> {
  const lineValues = prepared.lines.map((line, position) => ({
    position,
    kind: line.kind,
    product_id: line.kind === 'goods' ? (line.productId ?? null) : null,
    description: line.description,
    hsn_code: line.hsnCode,
    uom_unit: line.uomUnit,
    quantity: String(line.quantity),
    price: line.price,
    discount: line.discount,
    gst_percentage: String(line.gstPercentage),
    taxability: line.taxability,
    taxable_value: line.computed?.taxableValue ?? '0.00',
    tax_amount: line.computed?.taxAmount ?? '0.00',
    cgst: line.computed?.cgst ?? '0.00',
    sgst: line.computed?.sgst ?? '0.00',
    utgst: line.computed?.utgst ?? '0.00',
    igst: line.computed?.igst ?? '0.00',
    itc_eligibility: line.itcEligibility,
    itc_reason: line.itcReason,
    reverse_charge: line.reverseCharge,
    expense_category: line.kind === 'expense' ? line.expenseCategory : '',
    unit_cost: line.unitCost,
  }));
  const lineRows = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`insert into purchase_bill_lines (bill_id, position, kind, product_id,
        description, hsn_code, uom_unit, quantity, price, discount, gst_percentage, taxability,
        taxable_value, tax_amount, cgst, sgst, utgst, igst, itc_eligibility, itc_reason,
        reverse_charge, expense_category, unit_cost)
      select ${billId}::uuid, l.position, l.kind, l.product_id, l.description, l.hsn_code,
        l.uom_unit, l.quantity, l.price, l.discount, l.gst_percentage, l.taxability,
        l.taxable_value, l.tax_amount, l.cgst, l.sgst, l.utgst, l.igst, l.itc_eligibility,
        l.itc_reason, l.reverse_charge, l.expense_category, l.unit_cost
      from jsonb_to_recordset(${JSON.stringify(lineValues)}::jsonb) as l(position int, kind text,
        product_id uuid, description text, hsn_code text, uom_unit text, quantity numeric,
        price numeric, discount numeric, gst_percentage numeric, taxability text,
        taxable_value numeric, tax_amount numeric, cgst numeric, sgst numeric, utgst numeric,
        igst numeric, itc_eligibility text, itc_reason text, reverse_charge boolean,
        expense_category text, unit_cost numeric)
      returning ${returningLines}`),
  )
    .map(lineRowOf)
    .sort((a, b) => a.position - b.position);
  const idAt = new Map(lineRows.map((r) => [r.position, r.id]));
  const serialsOf = new Map<string, WrittenLine['serials']>();
  const serialLines = prepared.lines
    .map((line, position) => ({ line, lineId: idAt.get(position) ?? '' }))
    .filter(({ line }) => line.kind === 'goods' && line.serialNumbers.length > 0);
  if (serialLines.length) {
    // One statement for every serial of the bill (a 200-line bill was 600, then 3): the serials
    // already known, and only when there are none the items and where they came from. All its
    // parts read the same snapshot, as the separate check before the inserts did.
    const wanted = serialLines.map(({ line, lineId }) => ({
      line_id: lineId,
      product_id: line.productId ?? '',
      type: itemTypeForCategory(line.product?.productCategory ?? ''),
      unit_cost: line.unitCost,
      serials: line.serialNumbers,
    }));
    const answer = rowsOf<{
      known: boolean;
      line_id: string;
      product_id: string;
      serials: { itemId: string; serialNo: string }[] | string;
    }>(
      await tx.execute(sql`with wanted as (
          select w.line_id, w.product_id, w.type, w.unit_cost, s.serial_no
          from jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb) as w(line_id uuid,
              product_id uuid, type text, unit_cost numeric, serials jsonb),
            jsonb_array_elements_text(w.serials) as s(serial_no)
        ),
        known as (
          select i.product_id, i.serial_no from items i
            join wanted w on i.product_id = w.product_id and i.serial_no = w.serial_no
        ),
        created as (
          insert into items (product_id, serial_no, type)
          select product_id, serial_no, type from wanted where not exists (select 1 from known)
          returning id, product_id, serial_no
        ),
        bought as (
          insert into item_purchases (item_id, bill_line_id, supplier_id, purchased_on, unit_cost)
          select c.id, w.line_id, ${prepared.supplier.id}::uuid, ${input.billDate}::date, w.unit_cost
          from created c
            join wanted w on w.product_id = c.product_id and w.serial_no = c.serial_no
          returning item_id, bill_line_id
        )
        -- The known serials of one product (the first by id), or each line's new items.
        (select true as known, null::uuid as line_id, product_id,
          jsonb_agg(jsonb_build_object('serialNo', serial_no) order by serial_no) as serials
        from known group by product_id order by product_id limit 1)
        union all
        select false, b.bill_line_id, null, jsonb_agg(jsonb_build_object('itemId', c.id,
            'serialNo', c.serial_no) order by c.serial_no)
        from bought b join created c on c.id = b.item_id group by b.bill_line_id`),
    );
    const serialsIn = (r: (typeof answer)[number]) =>
      (typeof r.serials === 'string' ? JSON.parse(r.serials) : r.serials) as {
        itemId: string;
        serialNo: string;
      }[];
    const known = answer.find((r) => r.known);
    if (known) {
      const line = serialLines.find(({ line }) => line.productId === known.product_id)?.line;
      throw new AppError(
        'CONFLICT',
        `Serial number(s) ${serialsIn(known)
          .map((k) => k.serialNo)
          .join(', ')} of ${line?.product?.productLabel ?? 'this product'} are already recorded (in stock, sold or returned before); a serial number is entered once`,
      );
    }
    for (const r of answer) {
      serialsOf.set(
        r.line_id,
        serialsIn(r).map((s) => ({ itemId: s.itemId, serialNo: s.serialNo, status: 'in-stock' })),
      );
    }
  }
  await moveStock(
    tx,
    prepared.lines.flatMap((line, position) =>
      line.kind === 'goods' && line.productId
        ? [
            {
              productId: line.productId,
              date: input.billDate,
              kind: 'purchase' as const,
              quantity: String(line.quantity),
              unitCost: line.unitCost,
              sourceLineId: idAt.get(position) ?? null,
            },
          ]
        : [],
    ),
  );
  return lineRows.map((row) => ({ ...row, serials: serialsOf.get(row.id) ?? [] }));
}

/** Takes a bill's lines back out: stock reversed, its items removed, its lines deleted. */
export async function undoLines(tx: Tx, billId: string, date: string, reason: string) {
  const lines = await tx
    .select({ id: purchaseBillLines.id })
    .from(purchaseBillLines)
    .where(eq(purchaseBillLines.billId, billId));
  const lineIds = lines.map((l) => l.id);
  await reverseStockOf(tx, lineIds, date, reason);
  if (!lineIds.length) return lineIds;
  const bought = await tx
    .select({ itemId: itemPurchases.itemId })
    .from(itemPurchases)
    .where(inArray(itemPurchases.billLineId, lineIds));
  if (bought.length) {
    await tx.delete(items).where(
      inArray(
        items.id,
        bought.map((b) => b.itemId),
      ),
    );
  }
  return lineIds;
}
