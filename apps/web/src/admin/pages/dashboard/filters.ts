/** The dashboard's filter state, the request it becomes and the chips it shows (spec §2, §5). */

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
