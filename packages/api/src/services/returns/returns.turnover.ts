import { and, eq, gte, lte, sql } from 'drizzle-orm';
import {
  financialYearFromStart,
  financialYearOf,
  fromPaise,
  toPaise,
  turnoverBandOf,
  type TurnoverBand,
} from '@gst/domain';
import type { Tx } from '@gst/db/client';
import { invoices, notes } from '@gst/db/schema';

/**
 * The turnover band the GSTR-3B late fee defaults to (issue 32, item 19): Notification
 * 19/2021-CT caps the fee by the aggregate turnover of the preceding financial year, which spans
 * every registration on the PAN and so is the shop's to say. The default is the band of this
 * registration's own outward supplies in the year before the period's: the taxable value of the
 * issued invoices, less the credit notes' and plus the debit notes' issued in that year.
 */
export type BooksTurnover = {
  /** The previous financial year ('2024-25'), its outward supplies and their band. */
  financialYear: string;
  turnover: string;
  band: TurnoverBand;
};

export async function booksTurnover(tx: Tx, periodFrom: string): Promise<BooksTurnover> {
  const fy = financialYearFromStart(financialYearOf(periodFrom).startYear - 1);
  const [[sales], noteRows] = await Promise.all([
    tx
      .select({ total: sql<string | null>`sum(${invoices.taxableAmount})` })
      .from(invoices)
      .where(
        and(
          eq(invoices.status, 'issued'),
          gte(invoices.invoiceDate, fy.start),
          lte(invoices.invoiceDate, fy.end),
        ),
      ),
    tx
      .select({ kind: notes.kind, total: sql<string | null>`sum(${notes.taxableAmount})` })
      .from(notes)
      .where(
        and(eq(notes.status, 'issued'), gte(notes.noteDate, fy.start), lte(notes.noteDate, fy.end)),
      )
      .groupBy(notes.kind),
  ]);
  let paise = toPaise(sales?.total ?? 0);
  for (const row of noteRows) {
    const amount = toPaise(row.total ?? 0);
    paise += row.kind === 'debit' ? amount : -amount;
  }
  const turnover = fromPaise(paise);
  return { financialYear: fy.fullLabel, turnover, band: turnoverBandOf(turnover) };
}
