import { calendarPartsIN, type DateInput } from './calendar';

/** The Indian financial year runs 1 April to 31 March (gst-domain.md §4). */
export interface FinancialYear {
  startYear: number;
  endYear: number;
  /** '26-27': the short form used in invoice numbers such as SS/26-27/0001. */
  label: string;
  /** '2026-27' */
  fullLabel: string;
  /** 'YYYY-MM-DD' of 1 April */
  start: string;
  /** 'YYYY-MM-DD' of 31 March */
  end: string;
}

const APRIL = 4;

function twoDigits(year: number): string {
  return String(year % 100).padStart(2, '0');
}

export function financialYearFromStart(startYear: number): FinancialYear {
  if (!Number.isInteger(startYear) || startYear < 1000 || startYear > 9998) {
    throw new RangeError(`Invalid financial year start: ${startYear}`);
  }
  const endYear = startYear + 1;
  return {
    startYear,
    endYear,
    label: `${twoDigits(startYear)}-${twoDigits(endYear)}`,
    fullLabel: `${startYear}-${twoDigits(endYear)}`,
    start: `${startYear}-04-01`,
    end: `${endYear}-03-31`,
  };
}

/** Uses the Indian calendar date, so 2026-03-31T20:00Z (1 April in India) is already FY 2026-27. */
export function financialYearOf(date: DateInput): FinancialYear {
  const { year, month } = calendarPartsIN(date);
  return financialYearFromStart(month >= APRIL ? year : year - 1);
}

/** The start year identifies a financial year in the database (e.g. invoice number counters). */
export function financialYearId(date: DateInput): number {
  return financialYearOf(date).startYear;
}
