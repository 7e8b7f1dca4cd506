import type { Gstr3bItc, Gstr3bPayment } from '@gst/domain';
import type { ServiceCtx } from '../context';
import { computePeriodReturns, filedRange, gstr3bJson, type Gstr3bJson } from './returns.compute';
import { filedPaymentText, gstr3bServed } from './returns.copies';
import { dueDateOf, paymentOfServed, storedPayment } from './returns.payment';
import { filedPeriod } from './returns.periods';
import { booksTurnover, type BooksTurnover } from './returns.turnover';
import type { TGstr3bInput } from './returns.schema';

/**
 * GSTR-3B complete (issue 32): the offline utility's JSON (`gstr3bOf`), the inward half with the
 * bills and returns behind every figure (`itcOf`), and Table 6.1 with the cash, interest and
 * challan (`gstr3bPaymentOf`). A filed period's JSON and payment are its filed copy's; the ITC
 * detail is always the books' now (it names bills, which a filed copy does not keep).
 */

/** GSTR-3B as the offline utility's JSON, every table (a copy filed before issue 32: 3.1, 3.2). */
export async function gstr3bOf(
  ctx: Pick<ServiceCtx, 'tx'>,
  { period, reversals }: TGstr3bInput,
): Promise<Gstr3bJson> {
  return gstr3bServed(ctx, period, reversals);
}

export type ItcOfPeriod = Gstr3bItc & { period: string; from: string; to: string; filed: boolean };

/**
 * Table 4, 3.1 (d) and Table 5 of a period from the books, with the bill ids per figure. For a
 * period filed with entered reversals (issue 32) those are used unless the request gives its own,
 * so 4(B) and 4(C) read as filed while the books are unchanged.
 */
export async function itcOf(
  ctx: Pick<ServiceCtx, 'tx'>,
  { period, reversals }: TGstr3bInput,
): Promise<ItcOfPeriod> {
  const filed = await filedPeriod(ctx.tx, period);
  const entered = reversals ?? filed?.copy?.entered?.reversals;
  const live = await computePeriodReturns(ctx, period, filed ?? undefined, entered);
  const { from, to } = live.range;
  return { period, from, to, filed: filed !== null, ...live.itc };
}

export type Gstr3bPaymentOfPeriod = Gstr3bPayment & {
  period: string;
  filed: boolean;
  /** The previous year's outward supplies in the books and their band (the band's default). */
  books: BooksTurnover;
};

/**
 * The set-off, cash per head, interest and late fee to `paymentDate` and the challan of a
 * period's GSTR-3B (the served one: its filed copy when there is one). The late fee's turnover
 * band is `turnoverBand`, else (open period) the books' band of the previous year. A period filed
 * since issue 32 answers with the payment stored at filing (with its band); a payment date or
 * band other than the filing's recomputes only the interest, the late fee and the challan from
 * the stored set-off (`storedPayment`). A copy filed before issue 32 is recomputed from its 3B
 * as it always was. Reversals asked of a filed period change nothing.
 */
export async function gstr3bPaymentOf(
  ctx: Pick<ServiceCtx, 'tx'>,
  input: TGstr3bInput,
): Promise<Gstr3bPaymentOfPeriod> {
  const { period, paymentDate, reversals, turnoverBand } = input;
  const filed = await filedPeriod(ctx.tx, period);
  if (filed?.copy) {
    const range = filedRange(period, filed);
    const books = await booksTurnover(ctx.tx, range.from);
    const stored = await filedPaymentText(ctx.tx, period);
    if (stored)
      return { period, filed: true, books, ...storedPayment(stored, paymentDate, turnoverBand) };
    const gstr3b = await gstr3bServed(ctx, period);
    const due = dueDateOf(range, filed.copy.stateCode);
    const band = turnoverBand ?? books.band;
    return { period, filed: true, books, ...paymentOfServed(gstr3b, due, paymentDate, band) };
  }
  const live = await computePeriodReturns(ctx, period, filed ?? undefined, reversals);
  const books = await booksTurnover(ctx.tx, live.range.from);
  const due = dueDateOf(live.range, live.settings.stateCode);
  const band = turnoverBand ?? books.band;
  const payment = paymentOfServed(gstr3bJson(live), due, paymentDate, band);
  return { period, filed: filed !== null, books, ...payment };
}
