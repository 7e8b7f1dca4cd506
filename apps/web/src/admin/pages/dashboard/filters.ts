/** The dashboard's filter state, the request it becomes and the chips it shows (spec §2, §5). */
import { calendarPartsIN, financialYearOf, todayIN } from '@gst/domain';

export interface DashboardFilterState {
  startDate: string | null;
  endDate: string | null;
  products: string[];
  productCategories: string[];
  customers: string[];
}

export const EMPTY_FILTERS: DashboardFilterState = {
  startDate: null,
  endDate: null,
  products: [],
  productCategories: [],
  customers: [],
};

/** What the server receives: only the filters that narrow something. */
export interface DashboardRequest {
  startDate?: string;
  endDate?: string;
  products?: string[];
  productCategories?: string[];
  customers?: string[];
}

/** How many options each list offers, to recognise "everything selected". */
export interface OptionCounts {
  products: number;
  productCategories: number;
  customers: number;
}

/**
 * Spec §5: a filter that selects every customer, product or category is left out, and so are
 * empty dates and empty selections.
 */
export function toRequest(state: DashboardFilterState, counts: OptionCounts): DashboardRequest {
  const request: DashboardRequest = {};
  if (state.startDate) request.startDate = state.startDate;
  if (state.endDate) request.endDate = state.endDate;
  for (const key of ['products', 'productCategories', 'customers'] as const) {
    const selected = [...new Set(state[key])];
    if (selected.length > 0 && selected.length < counts[key]) request[key] = selected;
  }
  return request;
}

export type ChipKey = 'startDate' | 'endDate' | 'products' | 'productCategories' | 'customers';

export interface FilterChip {
  /** Unique per chip: the key plus the value for list filters. */
  id: string;
  key: ChipKey;
  value: string;
  label: string;
}

const LIST_LABELS = {
  products: 'Product',
  productCategories: 'Category',
  customers: 'Customer',
} as const;

const DATE_LABELS = [
  ['startDate', 'From'],
  ['endDate', 'To'],
] as const;

/** One chip per applied date and per selected value, labelled with names from `nameOf`. */
export function chipsOf(
  state: DashboardFilterState,
  nameOf: (key: 'products' | 'customers', id: string) => string,
  formatDate: (date: string) => string,
): FilterChip[] {
  const chips: FilterChip[] = [];
  for (const [key, label] of DATE_LABELS) {
    const value = state[key];
    if (value) chips.push({ id: key, key, value, label: `${label}: ${formatDate(value)}` });
  }
  for (const key of ['products', 'productCategories', 'customers'] as const) {
    for (const value of state[key]) {
      const name = key === 'productCategories' ? value : nameOf(key, value);
      chips.push({ id: `${key}:${value}`, key, value, label: `${LIST_LABELS[key]}: ${name}` });
    }
  }
  return chips;
}

/** The state without one chip's value. */
export function withoutChip(state: DashboardFilterState, chip: FilterChip): DashboardFilterState {
  if (chip.key === 'startDate' || chip.key === 'endDate') return { ...state, [chip.key]: null };
  return { ...state, [chip.key]: state[chip.key].filter((v) => v !== chip.value) };
}

/** Date presets (issue 29), on the Indian calendar; quarters and the year are the April year's. */
export const DATE_PRESETS = [
  { value: 'thisMonth', label: 'This month' },
  { value: 'lastMonth', label: 'Last month' },
  { value: 'thisQuarter', label: 'This quarter' },
  { value: 'thisFinancialYear', label: 'This FY' },
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number]['value'];

const pad = (n: number) => String(n).padStart(2, '0');
/** 'YYYY-MM-DD' of the first day of `month` (1-12; 0 and 13 roll into the next year). */
const firstOf = (year: number, month: number) => {
  const d = new Date(Date.UTC(year, month - 1, 1));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-01`;
};
/** 'YYYY-MM-DD' of the last day of `month` (1-12). */
const lastOf = (year: number, month: number) => {
  const d = new Date(Date.UTC(year, month, 0));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};

/**
 * The start and end dates of a preset on `today` (India's date, 'YYYY-MM-DD'). The GST quarters
 * (April-June, July-September, October-December, January-March) are the calendar's; the financial
 * year runs 1 April to 31 March.
 */
export function presetRange(
  preset: DatePreset,
  today: string = todayIN(),
): { startDate: string; endDate: string } {
  const { year, month } = calendarPartsIN(today);
  switch (preset) {
    case 'thisMonth':
      return { startDate: firstOf(year, month), endDate: lastOf(year, month) };
    case 'lastMonth': {
      const start = firstOf(year, month - 1);
      const { year: y, month: m } = calendarPartsIN(start);
      return { startDate: start, endDate: lastOf(y, m) };
    }
    case 'thisQuarter': {
      const first = Math.floor((month - 1) / 3) * 3 + 1;
      return { startDate: firstOf(year, first), endDate: lastOf(year, first + 2) };
    }
    case 'thisFinancialYear': {
      const fy = financialYearOf(today);
      return { startDate: fy.start, endDate: fy.end };
    }
  }
}

/** The preset whose range the dates are, if any (the preset control shows it chosen). */
export function presetOf(
  state: Pick<DashboardFilterState, 'startDate' | 'endDate'>,
  today: string = todayIN(),
): DatePreset | null {
  const match = DATE_PRESETS.find(({ value }) => {
    const range = presetRange(value, today);
    return range.startDate === state.startDate && range.endDate === state.endDate;
  });
  return match?.value ?? null;
}

/** What the dashboard opens on (issue 29): this financial year, nothing else narrowed. */
export function openingFilters(today: string = todayIN()): DashboardFilterState {
  return { ...EMPTY_FILTERS, ...presetRange('thisFinancialYear', today) };
}
