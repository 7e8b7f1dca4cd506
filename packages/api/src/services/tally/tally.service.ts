import { AppError } from '../../errors';
import { writeAudit } from '../../infra/audit';
import type { ServiceCtx } from '../context';
import { readSettings } from '../settings/settings.service';
import { buildMasters } from './tally.masters';
import { partyLedgerNames, stockItemNames, unitName } from './tally.names';
import { TALLY_MAX_VOUCHERS, type TTallyExportInput } from './tally.schema';
import { allParties, salesMoneyDocs, salesTradeDocs } from './tally.sources';
import { expenseDocs, purchaseMoneyDocs, purchaseTradeDocs } from './tally.sources-purchases';
import {
  expenseVoucher,
  moneyVoucher,
  tradeVoucher,
  type TallyVoucher,
  type VoucherNames,
} from './tally.vouchers';
import { mastersXml, vouchersXml } from './tally.xml';

/**
 * The Tally export (issue 33): a period's vouchers, or the masters they name, as one TallyPrime
 * XML import file (tally.xml.ts says where the format is described). Both files are built from
 * the same reads, so every ledger and stock item a voucher names is in the masters file of the
 * same period. A download is audited (`report.export`) like the registers'.
 */
export type TallyFile = {
  fileName: string;
  xml: string;
  /** Vouchers, or ledgers + units + stock items, in the file. */
  count: number;
};

/** Vouchers in date order; on one date sales, notes, purchases, receipts, then payments. */
const TYPE_ORDER = ['Sales', 'Credit Note', 'Debit Note', 'Purchase', 'Receipt', 'Payment'];

export async function exportTally(ctx: ServiceCtx, input: TTallyExportInput): Promise<TallyFile> {
  const range = { from: input.from, to: input.to };
  const [parties, sales, receipts, purchases, payments, spent] = await Promise.all([
    allParties(ctx.tx),
    salesTradeDocs(ctx.tx, range),
    salesMoneyDocs(ctx.tx, range),
    purchaseTradeDocs(ctx.tx, range),
    purchaseMoneyDocs(ctx.tx, range),
    expenseDocs(ctx.tx, range),
  ]);
  const total = sales.length + receipts.length + purchases.length + payments.length + spent.length;
  if (total > TALLY_MAX_VOUCHERS) {
    throw new AppError(
      'BAD_REQUEST',
      `The range has ${total} vouchers, more than ${TALLY_MAX_VOUCHERS} a file holds; choose a shorter range`,
    );
  }
  const partyNames = partyLedgerNames(parties.customers, parties.suppliers);
  const itemNames = stockItemNames(parties.products);
  const units = new Map(parties.products.map((p) => [p.id, unitName(p.unit)]));
  const details = new Map<string, { gstin: string; stateCode: number }>([
    ...parties.customers.map((c) => [`c:${c.id}`, c] as const),
    ...parties.suppliers.map((s) => [`s:${s.id}`, s] as const),
  ]);
  const names: VoucherNames = {
    tenant: ctx.tenant.tenantId,
    party: (key) => partyNames.get(key) ?? key,
    item: (id) => itemNames.get(id) ?? id,
    unit: (id) => units.get(id) ?? unitName(''),
  };
  const trade = [...sales, ...purchases];
  const vouchers: TallyVoucher[] = [
    ...trade.map((d) => tradeVoucher(d, names)),
    ...[...receipts, ...payments].map((d) => {
      const party = details.get(d.partyKey);
      return moneyVoucher(
        { ...d, partyGstin: party?.gstin ?? '', partyStateCode: party?.stateCode ?? 0 },
        names,
      );
    }),
    ...spent.map((d) => expenseVoucher(d, names)),
  ].sort(
    (a, b) =>
      a.date.localeCompare(b.date) || TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type),
  );
  const shop = await readSettings(ctx, ['shopName']);
  const company = shop.shopName.trim() || ctx.tenant.name;
  let xml: string;
  let count: number;
  if (input.what === 'vouchers') {
    xml = vouchersXml(company, vouchers);
    count = vouchers.length;
  } else {
    const masters = buildMasters(parties, names, trade, vouchers);
    xml = mastersXml(company, masters, input.from);
    count = masters.ledgers.length + masters.units.length + masters.items.length;
  }
  await writeAudit(ctx.tx, ctx.actor, 'report.export', 'report', `tally-${input.what}`, {
    from: input.from,
    to: input.to,
    format: 'xml',
    rows: count,
  });
  const label = input.what === 'vouchers' ? 'Vouchers' : 'Masters';
  return { fileName: `Tally_${label}_${input.from}_to_${input.to}.xml`, xml, count };
}
