/**
 * The purchases bench's stock report (issue 31): `stockReport` against `handWrittenStockReport`
 * (bench/purchases-hand-sql.ts), every row and the seed's ledger identity checked first, then
 * timed alternately. See bench/purchases.bench.ts.
 */
import { MoneyDecimal } from '../packages/domain/src/index';
import { rowsOf, type Database, type Tx } from '../packages/db/src/client';
import { withTenantRead } from '../packages/db/src/tenant';
import { ZStockReportInput } from '../packages/api/src/services/stock/stock.schema';
import { stockReport } from '../packages/api/src/services/stock/stock.service';
import { handWrittenStockReport } from './purchases-hand-sql';
import { PURCHASES_SCHEMA, type PurchasesSeed } from './purchases-seed';
import { firstDifference, parsed, race } from './purchases-compare';

export type ReportSettings = {
  range: { from: string; to: string };
  runs: number;
  warmUp: number;
  goalMs: number;
};

export async function benchReport(
  database: Database,
  engine: string,
  seed: PurchasesSeed,
  settings: ReportSettings,
) {
  const REPORT = settings.range;
  const { db } = database;
  const service = () =>
    withTenantRead(db, seed.tenant, (tx: Tx) =>
      stockReport({ tx }, ZStockReportInput.parse(REPORT)),
    );
  const hand = async () => {
    const [row] = rowsOf<{ data: unknown; closing_value: string }>(
      await db.execute(handWrittenStockReport(PURCHASES_SCHEMA, REPORT.from, REPORT.to)),
    );
    return { data: parsed<unknown[]>(row?.data), closingValue: row?.closing_value };
  };
  const a = await service();
  const b = await hand();
  const mismatches: string[] = [];
  const d = firstDifference(
    { data: a.data, closingValue: a.closingValue },
    { data: b.data, closingValue: b.closingValue },
  );
  if (d) mismatches.push(d);
  // The ledger identity of the seed: closing = product_stock, row by row.
  const stock = rowsOf<{ product_id: string; on_hand: string; value: string }>(
    await db.execute(
      `select product_id, on_hand::numeric(16, 3)::text as on_hand, value::numeric(16, 2)::text as value from ${PURCHASES_SCHEMA}.product_stock`,
    ),
  );
  const level = new Map(stock.map((s) => [s.product_id, s]));
  for (const r of a.data) {
    const s = level.get(r.productId);
    if (!s || s.on_hand !== r.closing || s.value !== r.closingValue) {
      mismatches.push(
        `${r.productLabel}: report closing ${r.closing} / ${r.closingValue}, product_stock ${s?.on_hand} / ${s?.value}`,
      );
      break;
    }
  }
  const sum = (key: 'opening' | 'inward' | 'outward' | 'closing') =>
    a.data.reduce((acc, r) => acc.plus(r[key]), new MoneyDecimal(0)).toFixed(3);
  const totals = {
    products: a.data.length,
    opening: sum('opening'),
    inward: sum('inward'),
    outward: sum('outward'),
    closing: sum('closing'),
    closingValue: a.closingValue,
  };
  console.log(
    `  report check (${REPORT.from} to ${REPORT.to}): ${totals.products} products, opening ${totals.opening} + in ${totals.inward} ` +
      `− out ${totals.outward} = closing ${totals.closing}, value ₹${totals.closingValue}: ` +
      (mismatches.length ? 'MISMATCH' : 'every row equal, and closing = product_stock'),
  );
  if (mismatches.length) return { mismatches };
  const timed = await race(db, engine, settings.runs, settings.warmUp, () => ({
    service,
    sql: hand,
  }));
  return {
    mismatches,
    result: {
      ...timed,
      goalMs: settings.goalMs,
      met: timed.apiMedianMs < settings.goalMs,
      range: REPORT,
      totals,
      what: {
        service:
          'withTenantRead(db, tenant, tx => stockReport({ tx }, ZStockReportInput.parse(range)))',
        sql: 'one statement returning the rows and the total as JSON, db.execute',
      },
    },
  };
}
