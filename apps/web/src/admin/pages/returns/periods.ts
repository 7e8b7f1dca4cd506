/**
 * Return periods as the portal names them: 'MMYYYY', a quarter (QRMP) by its last month. The
 * server resolves a period's dates and label; these helpers only choose which period to ask for.
 */
export type ReturnFrequency = 'monthly' | 'quarterly';

/** First month GST returns exist for: July 2017. */
export const FIRST_PERIOD = '072017';

/** Months since year 0, so periods can be stepped and compared as integers. */
const indexOf = (period: string) => Number(period.slice(2)) * 12 + Number(period.slice(0, 2)) - 1;

const periodAt = (index: number) =>
  `${String((index % 12) + 1).padStart(2, '0')}${Math.floor(index / 12)}`;

/** A quarter ends in March, June, September or December: index % 3 === 2. */
const quarterEndAtOrBefore = (index: number) => index - (((index % 3) + 1) % 3);
const quarterEndAtOrAfter = (index: number) => index + (2 - (index % 3));

/** 'YYYY-MM-DD' (any day of the month) → 'MMYYYY'. */
export function periodOfDate(date: string): string {
  return `${date.slice(5, 7)}${date.slice(0, 4)}`;
}

/** 'MMYYYY' → 'YYYY-MM-01', the month picker's value. */
export function monthDateOf(period: string): string {
  return `${period.slice(2)}-${period.slice(0, 2)}-01`;
}

export const isQuarterEnd = (period: string) => Number(period.slice(0, 2)) % 3 === 0;

/**
 * The latest period that has ended by `today` ('YYYY-MM-DD' in India): last month, or the last
 * completed quarter for a shop filing quarterly. The page opens on it.
 */
export function lastEndedPeriod(today: string, frequency: ReturnFrequency): string {
  const lastMonth = indexOf(periodOfDate(today)) - 1;
  return periodAt(frequency === 'monthly' ? lastMonth : quarterEndAtOrBefore(lastMonth));
}

/** The period `today` falls in: the latest the picker offers (it can be looked at, not filed). */
export function currentPeriod(today: string, frequency: ReturnFrequency): string {
  const month = indexOf(periodOfDate(today));
  return periodAt(frequency === 'monthly' ? month : quarterEndAtOrAfter(month));
}

/**
 * A period the shop's frequency accepts: for a quarterly shop a month becomes the last month of
 * its quarter (the server refuses any other month).
 */
export function toFrequency(period: string, frequency: ReturnFrequency): string {
  if (frequency === 'monthly' || isQuarterEnd(period)) return period;
  return periodAt(quarterEndAtOrAfter(indexOf(period)));
}

/** A period can be marked as filed from the day after it ends. */
export const hasEnded = (to: string, today: string) => to < today;
