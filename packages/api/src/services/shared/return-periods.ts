import { and, gte, lte, sql } from 'drizzle-orm';
import type { Tx } from '@gst/db/client';
import { filedPeriods } from '@gst/db/schema';
import { MONTH_NAMES } from '@gst/domain';
import { AppError } from '../../errors';

/**
 * Return periods and the filed-period lock (issue 17), shared by every verb that writes a dated
 * document a return counts (invoices, notes): once a period is marked filed
 * (returns/returns.periods.ts), no invoice or note dated in it may be created, changed or
 * cancelled: the figures filed must stay the figures in the books. Receipts and refunds change no
 * return and pass (issue 29). A shop files monthly, or quarterly under QRMP (the
 * `returnFrequency` setting); a quarter is named by its last month, as on the portal.
 */
export type ReturnFrequency = 'monthly' | 'quarterly';

export type ReturnPeriod = {
  period: string;
  frequency: ReturnFrequency;
  from: string;
  to: string;
  label: string;
};

const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The dates and label of a period ('MMYYYY') for a shop filing monthly or quarterly. */
export function resolvePeriod(period: string, frequency: ReturnFrequency): ReturnPeriod {
  const month = Number(period.slice(0, 2));
  const year = Number(period.slice(2));
  if (frequency === 'monthly') {
    return {
      period,
      frequency,
      from: iso(year, month, 1),
      to: iso(year, month, lastDay(year, month)),
      label: `${MONTH_NAMES[month - 1]} ${year}`,
    };
  }
  if (month % 3 !== 0) {
    throw new AppError(
      'BAD_REQUEST',
      `The shop files quarterly (QRMP): name a quarter by its last month, e.g. 06${year} for April–June ${year} (got ${period})`,
    );
  }
  const first = month - 2;
  return {
    period,
    frequency,
    from: iso(year, first, 1),
    to: iso(year, month, lastDay(year, month)),
    label: `${MONTH_NAMES[first - 1]}–${MONTH_NAMES[month - 1]} ${year}`,
  };
}

/** What the refusal calls a document of each kind. */
const KIND_NOUN = {
  invoice: 'invoice',
  'credit-note': 'credit note',
  'debit-note': 'debit note',
  // Issue 31: the buying half's dated writes (ITC and GSTR-3B read them; a stock adjustment moves
  // the stock a filed month's books closed with).
  'purchase-bill': 'purchase bill',
  'purchase-return': 'purchase return',
  expense: 'expense',
  'stock-adjustment': 'stock adjustment',
} as const;
export type PeriodLockedKind = keyof typeof KIND_NOUN;

/** What to do instead of changing a document already in a filed period. */
const STORED_INSTEAD: Record<PeriodLockedKind, string> = {
  invoice: 'issue a credit or debit note in an open month instead',
  'credit-note': 'issue a further credit or debit note in an open month instead',
  'debit-note': 'issue a further credit or debit note in an open month instead',
  'purchase-bill': "record a purchase return or the supplier's note in an open month instead",
  'purchase-return': 'record a further purchase return in an open month instead',
  expense: 'record a correcting expense in an open month instead',
  'stock-adjustment': 'make a further adjustment in an open month instead',
};

/**
 * The refusal of a write in a filed period, worded for people (issue 29 item 7): the month and
 * what to do instead. A document already in the period is corrected by a note in an open month;
 * a new date is moved to an open month. The machine-readable facts are in `details`.
 */
export function filedPeriodRefusal(
  kind: PeriodLockedKind,
  filed: { period: string; label: string },
  date: string,
  stored: boolean,
): AppError {
  const instead = stored
    ? STORED_INSTEAD[kind]
    : `date the ${KIND_NOUN[kind]} in an open month instead`;
  return new AppError('BAD_REQUEST', `${filed.label} is filed; ${instead}`, {
    details: {
      reason: 'PERIOD_FILED',
      period: filed.period,
      periodLabel: filed.label,
      date,
      document: kind,
    },
  });
}

/**
 * Writers and the lock serialise per month (issue 28). Reading `filed_periods` alone let a write
 * that had passed the check commit after the lock had answered. So every dated write holds a
 * transaction-scoped advisory lock on each month its dates touch, SHARED (writers do not wait for
 * each other), taken before it reads `filed_periods`; marking a period filed takes the same locks
 * EXCLUSIVE for every month of the period (a quarter's three) before it checks and inserts. The
 * lock therefore waits for every write already past its check to commit (those are in the
 * return), and every write after it waits for the lock to commit and then sees the period filed.
 * Both sides take months in ascending order, and a writer takes them after the document rows it
 * locks (invoice, note) and before the counters and serial items, while the period lock
 * takes no row lock at all: no cycle, so no deadlock. Advisory locks are database-wide, so the
 * key hashes the tenant's schema (the transaction's search_path) with the month. On Citus the
 * statement names no table and runs on the coordinator, which every connection goes through; it
 * commits the workers before it releases the lock.
 */
async function holdMonths(tx: Tx, months: readonly string[], mode: 'shared' | 'exclusive') {
  for (const month of [...new Set(months)].sort()) {
    const key = sql`hashtextextended('gst-period:' || current_schema() || ':' || ${month}::text, 0)`;
    await tx.execute(
      mode === 'shared'
        ? sql`select pg_advisory_xact_lock_shared(${key})`
        : sql`select pg_advisory_xact_lock(${key})`,
    );
  }
}

/** The months ('YYYY-MM') from one date to another, both included. */
function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = to.slice(0, 7);
  for (;;) {
    const current = `${year}-${String(month).padStart(2, '0')}`;
    months.push(current);
    if (current >= last) return months;
    month = month === 12 ? 1 : month + 1;
    if (month === 1) year += 1;
  }
}

/**
 * For `lockPeriod`: waits for every write dated in the period that is past its filed-period check
 * to commit, and holds later ones back until this transaction ends (see holdMonths).
 */
export async function holdPeriodsExclusive(tx: Tx, range: Pick<ReturnPeriod, 'from' | 'to'>) {
  await holdMonths(tx, monthsBetween(range.from, range.to), 'exclusive');
}

/**
 * Holds the months of `dates` ('YYYY-MM-DD') shared until the transaction ends, for a write that
 * is allowed in a filed period but must see whether it is filed (IRN and e-way bill records):
 * a period being marked filed meanwhile is either committed before this reads it or waits.
 */
export async function holdPeriodsShared(tx: Tx, dates: readonly string[]) {
  await holdMonths(
    tx,
    dates.map((date) => date.slice(0, 7)),
    'shared',
  );
}

/**
 * Refuses a write when any of its dates ('YYYY-MM-DD') falls in a filed period: a 400 in words
 * (filedPeriodRefusal), so nothing in the transaction is written. `dates` are the dates the
 * write gives the document, `stored` the dates it has now (an edit, a cancellation). Holds each
 * month of them shared until the transaction ends, so a period cannot be marked filed while this
 * write is in flight. Call it after locking the document rows the write depends on.
 *
 * Receipts and refunds do not come here (issue 29 item 6): they change neither GSTR-1 nor
 * GSTR-3B (no tax is paid on advances here: goods, and services are not billed ahead), so
 * they are recorded, reversed and allocated whatever month they are dated in.
 */
export async function assertPeriodsOpen(
  tx: Tx,
  kind: PeriodLockedKind,
  dates: readonly (string | null | undefined)[],
  stored: readonly (string | null | undefined)[] = [],
) {
  const isDate = (d: string | null | undefined): d is string => !!d;
  const known = [...dates, ...stored].filter(isDate).sort();
  const first = known[0];
  const last = known.at(-1);
  if (!first || !last) return;
  await holdMonths(
    tx,
    known.map((d) => d.slice(0, 7)),
    'shared',
  );
  const rows = await tx
    .select()
    .from(filedPeriods)
    .where(and(lte(filedPeriods.fromDate, last), gte(filedPeriods.toDate, first)));
  // The document's own date first: "correct it by a note" says more than "move it".
  const inOrder = [
    ...stored.filter(isDate).map((date) => ({ date, stored: true })),
    ...dates.filter(isDate).map((date) => ({ date, stored: false })),
  ];
  for (const { date, stored: isStored } of inOrder) {
    const filed = rows.find((r) => r.fromDate <= date && r.toDate >= date);
    if (filed) {
      throw filedPeriodRefusal(kind, resolvePeriodOfRow(filed), date, isStored);
    }
  }
}

/** A filed period's dates and label, its frequency read from its own dates. */
export function resolvePeriodOfRow(row: typeof filedPeriods.$inferSelect): ReturnPeriod {
  const quarterly = row.fromDate.slice(5, 7) !== row.toDate.slice(5, 7);
  return resolvePeriod(row.period, quarterly ? 'quarterly' : 'monthly');
}
