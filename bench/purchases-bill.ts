/**
 * The purchases bench's bill (issue 31): a new 200-line bill with serials entered through
 * `createPurchaseBill` and through `handWrittenBill` (bench/purchases-hand-sql.ts), the same bill
 * from the same state cross-checked first (everything written compared, each side rolled back),
 * then timed alternately. See bench/purchases.bench.ts.
 */
import { computeGstDocument, MoneyDecimal } from '../packages/domain/src/index';
import { rowsOf, type Database, type Tx } from '../packages/db/src/client';
import { withTenant } from '../packages/db/src/tenant';
import { databaseFileStore } from '../packages/api/src/infra/files/file-store';
import type { ServiceCtx } from '../packages/api/src/services/context';
import { ZPurchaseBillInput } from '../packages/api/src/services/purchases/purchases.schema';
import { createPurchaseBill } from '../packages/api/src/services/purchases/purchases.service';
import { prepareBill } from '../packages/api/src/services/purchases/purchases.prepare';
import { importFrom, round } from './lib/common';
import { handWrittenBill, type HandBill } from './purchases-hand-sql';
import { PURCHASES_SCHEMA, type PurchasesSeed } from './purchases-seed';
import { firstDifference, parsed, race, Rollback } from './purchases-compare';

const { sql } = await importFrom<typeof import('../packages/db/node_modules/drizzle-orm')>(
  'packages/db',
  'drizzle-orm',
);

export type BillSettings = {
  lines: number;
  serials: number;
  runs: number;
  warmUp: number;
  billDate: string;
  goalRatio: number;
};

function billOf(
  settings: BillSettings,
  seed: PurchasesSeed,
  number: string,
  serialPrefix: string,
): HandBill {
  const { lines: LINES, serials: SERIALS } = settings;
  const products = seed.products.filter((p) => p.serial).slice(0, LINES);
  const lines = products.map((p, k) => ({
    productId: p.id,
    quantity: SERIALS,
    price: p.price.toFixed(2),
    discount: '0.00',
    rate: p.rate,
    serials: Array.from(
      { length: SERIALS },
      (_, j) => `${serialPrefix}-${String(k + 1).padStart(3, '0')}-${j + 1}`,
    ),
  }));
  const doc = computeGstDocument({
    lines: lines.map((l) => ({ quantity: l.quantity, price: l.price, gstRate: l.rate })),
    place: { supplierStateCode: 19, placeOfSupply: 19 },
  });
  return {
    supplierId: seed.supplierId,
    supplierInvoiceNumber: number,
    billDate: settings.billDate,
    supplierTotal: new MoneyDecimal(doc.totals.total).toFixed(2),
    notes: '',
    lines,
  };
}

/** The service's input for the same bill, as the web form sends it. */
const serviceInput = (bill: HandBill) => ({
  supplierId: bill.supplierId,
  supplierInvoiceNumber: bill.supplierInvoiceNumber,
  billDate: bill.billDate,
  supplierTotal: bill.supplierTotal,
  lines: bill.lines.map((l) => ({
    productId: l.productId,
    quantity: l.quantity,
    price: l.price,
    gstPercentage: l.rate,
    serialNumbers: l.serials,
  })),
});

/** Everything a bill wrote, ids and timestamps aside, read in the transaction that wrote it. */
async function written(tx: Tx, billId: string) {
  // As jsonb's text (numbers exactly as stored), compared as text; parsed only to show a difference.
  const one = async (query: ReturnType<typeof sql>) =>
    String(rowsOf<{ v: unknown }>(await tx.execute(sql`select (${query})::text as v`))[0]?.v);
  return {
    bill: await one(sql`select to_jsonb(b) - 'id' - 'created_at' - 'updated_at' as v
      from purchase_bills b where id = ${billId}::uuid`),
    lines: await one(sql`select jsonb_agg(to_jsonb(l) - 'id' - 'bill_id' order by position) as v
      from purchase_bill_lines l where bill_id = ${billId}::uuid`),
    items: await one(sql`select jsonb_agg(jsonb_build_object('position', l.position,
        'serialNo', i.serial_no, 'productId', i.product_id, 'type', i.type,
        'sold', i.sold_to_invoice, 'supplierId', ip.supplier_id, 'purchasedOn', ip.purchased_on,
        'unitCost', ip.unit_cost, 'returnLineId', ip.return_line_id)
        order by l.position, i.serial_no) as v
      from item_purchases ip join items i on i.id = ip.item_id
        join purchase_bill_lines l on l.id = ip.bill_line_id where l.bill_id = ${billId}::uuid`),
    movements: await one(sql`select jsonb_agg(to_jsonb(m) - 'id' - 'source_line_id' - 'created_at'
        || jsonb_build_object('position', l.position) order by l.position) as v
      from stock_movements m join purchase_bill_lines l on l.id = m.source_line_id
      where l.bill_id = ${billId}::uuid`),
    stock: await one(sql`select jsonb_agg(to_jsonb(s) - 'updated_at' order by s.product_id) as v
      from product_stock s where s.product_id in (
        select product_id from purchase_bill_lines where bill_id = ${billId}::uuid)`),
    counter: await one(sql`select to_jsonb(c) as v from document_counters c
      where kind = 'purchase-bill'`),
    audit: await one(sql`select jsonb_agg(jsonb_build_object('actorType', actor_type,
        'actorId', actor_id, 'action', action, 'entity', entity,
        'lines', jsonb_array_length(details -> 'after' -> 'lines'),
        'serials', (select sum(jsonb_array_length(l -> 'serials'))
          from jsonb_array_elements(details -> 'after' -> 'lines') l))) as v
      from audit_log where entity = 'purchase-bill' and entity_id = ${billId}`),
  };
}

export async function benchBill(
  database: Database,
  engine: string,
  seed: PurchasesSeed,
  settings: BillSettings,
) {
  const { lines: LINES, serials: SERIALS, runs: BILL_RUNS, warmUp: WARM_UP } = settings;
  const { db } = database;
  const tenant = seed.tenant;
  const ctxOn = (tx: Tx): ServiceCtx => ({
    tx,
    tenant,
    actor: { type: 'user', id: seed.ownerId },
    user: null,
    sessionId: null,
    fileStore: databaseFileStore,
  });
  const enter = (tx: Tx, bill: HandBill) =>
    createPurchaseBill(ctxOn(tx), ZPurchaseBillInput.parse(serviceInput(bill)));
  const enterBySql = async (
    run: (q: ReturnType<typeof sql>) => Promise<unknown>,
    bill: HandBill,
  ) => {
    const [row] = rowsOf<{ bill: unknown; products_moved: number; audited: number }>(
      await run(handWrittenBill(PURCHASES_SCHEMA, bill, seed.ownerId)),
    );
    if (!row) throw new Error('the hand-written bill entered nothing (a guard refused it)');
    return { ...row, bill: parsed<{ id: string; lines: { serials: unknown[] }[] }>(row.bill) };
  };
  const rolledBack = async <T>(fn: (tx: Tx) => Promise<T>): Promise<T> => {
    let out: { value: T } | undefined;
    try {
      await withTenant(db, tenant, async (tx: Tx) => {
        out = { value: await fn(tx) };
        throw new Rollback();
      });
    } catch (error) {
      if (!(error instanceof Rollback)) throw error;
    }
    if (!out) throw new Error('rolled back without a result');
    return out.value;
  };

  // ---- cross-check: the same bill from the same state, each side rolled back
  const same = billOf(settings, seed, 'ESD/CHECK/1', 'CHK');
  const byService = await rolledBack(async (tx) => {
    const detail = await enter(tx, same);
    return { answer: detail, wrote: await written(tx, detail.id) };
  });
  const bySql = await rolledBack(async (tx) => {
    const row = await enterBySql((q) => tx.execute(q), same);
    return { answer: row.bill, wrote: await written(tx, row.bill.id) };
  });
  const mismatches = Object.keys(byService.wrote).flatMap((part) => {
    const a = byService.wrote[part as keyof typeof byService.wrote];
    const b = bySql.wrote[part as keyof typeof bySql.wrote];
    if (a === b) return [];
    return [firstDifference(JSON.parse(a), JSON.parse(b), part) ?? `${part}: differs as text`];
  });
  const answerShape = (a: { lines: { serials: unknown[] }[] }) => ({
    lines: a.lines.length,
    serials: a.lines.reduce((n, l) => n + l.serials.length, 0),
  });
  const shapeDiff = firstDifference(answerShape(byService.answer), answerShape(bySql.answer));
  if (shapeDiff) mismatches.push(`answer ${shapeDiff}`);
  const bill = JSON.parse(byService.wrote.bill) as Record<string, string>;
  console.log(
    `  bill check: ${LINES} lines, ${LINES * SERIALS} serials, ${bill.entry_number}, taxable ${bill.taxable_amount}, ` +
      `CGST ${bill.cgst_amount}, SGST ${bill.sgst_amount}, total ${bill.total_amount}: ` +
      (mismatches.length
        ? 'MISMATCH'
        : 'bill, lines, items, movements, stock, counter and audit row equal'),
  );
  if (mismatches.length) return { mismatches };

  // ---- where the service's time goes (attribution, not part of the goal), rolled back: the
  // statements it sends (counted on the transaction handle), parsing the input, preparing the
  // bill (supplier, settings, products, the GST engine), and one trivial statement's round trip
  // in a transaction. (The service answers from its inserts' RETURNING: no read-back to time.)
  const breakdown = await rolledBack(async (tx) => {
    let statements = 0;
    const counted = new Proxy(tx, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver) as unknown;
        if (typeof value !== 'function') return value;
        const fn = value as (...args: unknown[]) => unknown;
        return ['select', 'insert', 'update', 'delete', 'execute'].includes(String(key))
          ? (...args: unknown[]) => {
              statements++;
              return fn.apply(target, args);
            }
          : fn.bind(target);
      },
    }) as Tx;
    const bill = billOf(settings, seed, 'ESD/BREAKDOWN/1', 'BRK');
    let t = performance.now();
    const input = ZPurchaseBillInput.parse(serviceInput(bill));
    const parseMs = performance.now() - t;
    t = performance.now();
    await prepareBill(tx, input);
    const prepareMs = performance.now() - t;
    t = performance.now();
    await createPurchaseBill(ctxOn(counted), input);
    const createMs = performance.now() - t;
    t = performance.now();
    for (let k = 0; k < 50; k++) await tx.execute(sql`select 1`);
    const roundTripMs = (performance.now() - t) / 50;
    return {
      statements,
      createMs: round(createMs, 1),
      parseMs: round(parseMs, 1),
      prepareMs: round(prepareMs, 1),
      roundTripMs: round(roundTripMs, 3),
      statementsTimesRoundTripMs: round(statements * roundTripMs, 1),
    };
  });
  console.log(
    `  service breakdown (one bill, rolled back): ${breakdown.statements} statements, ${breakdown.createMs} ms; ` +
      `parse ${breakdown.parseMs} ms, prepare ${breakdown.prepareMs} ms, ` +
      `one trivial statement ${breakdown.roundTripMs} ms (× ${breakdown.statements} = ${breakdown.statementsTimesRoundTripMs} ms)`,
  );

  // ---- timing: a new bill on each side per round
  const timed = await race(db, engine, BILL_RUNS, WARM_UP, (i) => ({
    service: () =>
      withTenant(db, tenant, (tx: Tx) => enter(tx, billOf(settings, seed, `ESD/S/${i}`, `S${i}`))),
    sql: () => enterBySql((q) => db.execute(q), billOf(settings, seed, `ESD/H/${i}`, `H${i}`)),
  }));

  // ---- after: every bill is there, and each product's stock is the sum of its movements
  const [after] = rowsOf<{ bills: number; items: number; off: number }>(
    await db.execute(sql`select
      (select count(*) from ${sql.raw(PURCHASES_SCHEMA)}.purchase_bills)::int as bills,
      (select count(*) from ${sql.raw(PURCHASES_SCHEMA)}.items)::int as items,
      (select count(*) from ${sql.raw(PURCHASES_SCHEMA)}.product_stock s
        left join (select product_id, sum(quantity) as q, sum(value) as v
          from ${sql.raw(PURCHASES_SCHEMA)}.stock_movements group by product_id) m
          on m.product_id = s.product_id
        where s.on_hand <> coalesce(m.q, 0) or s.value <> coalesce(m.v, 0))::int as off`),
  );
  const rounds = BILL_RUNS + WARM_UP;
  const afterOk =
    after?.bills === 2 * rounds && after.items === 2 * rounds * LINES * SERIALS && after.off === 0;
  if (!afterOk) return { mismatches: [`after the runs: ${JSON.stringify(after)}`] };
  return {
    mismatches,
    result: {
      ...timed,
      goalRatio: settings.goalRatio,
      met: timed.ratio <= settings.goalRatio,
      lines: LINES,
      serials: LINES * SERIALS,
      what: {
        service:
          'withTenant(db, tenant, tx => createPurchaseBill(ctx, ZPurchaseBillInput.parse(input)))',
        sql: 'one statement of data-modifying CTEs (bench/purchases-hand-sql.ts), db.execute',
      },
      afterRuns: after,
      breakdown,
    },
  };
}
