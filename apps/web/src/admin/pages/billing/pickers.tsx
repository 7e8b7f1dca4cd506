/**
 * Server-searched pickers for the billing drawers: `tenant.{customers,products}.pick` answer the
 * first 20 matches with only the fields a form takes, and are open to whoever may write quotes or
 * invoices (not only to viewers of the catalogue), so the Select sends what is typed as the
 * search (debounced). The chosen record stays in the options while other results come.
 */
import { Group, Select, Text, type OptionsFilter } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  keepPreviousData,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { MESSAGES, formatINR } from '@gst/domain';
import { useTRPC } from '../../../lib/trpc';
import type { CustomerOption, ProductOption } from './types';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../lib/trpc';

type Out = inferRouterOutputs<AppRouter>['tenant'];

// The server already matched the search; filtering again by label would hide GSTIN/phone hits.
const passThrough: OptionsFilter = ({ options }) => options;

interface SearchSelectProps<
  T extends { id: string },
  TError,
  TKey extends QueryKey,
> extends PickerProps<T> {
  /** The router's `pick.queryOptions`: the first matches of the search ({} for no search). */
  pick: (input: { search?: string }) => UseQueryOptions<T[], TError, T[], TKey>;
  /** Shown in the dropdown when the search failed. */
  failed: string;
  labelOf: (row: T) => string;
  detailOf?: (row: T) => ReactNode;
}

function SearchSelect<T extends { id: string }, TError, TKey extends QueryKey>(
  props: SearchSelectProps<T, TError, TKey>,
) {
  const { search, setSearch, query } = useSearchText(props.value, props.valueLabel);
  const list = useQuery({
    ...props.pick(query ? { search: query } : {}),
    placeholderData: keepPreviousData,
  });
  const rows = list.data ?? [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const data = rows.map((row) => ({ value: row.id, label: props.labelOf(row) }));
  if (props.value && !byId.has(props.value)) {
    data.unshift({ value: props.value, label: props.valueLabel });
  }
  return (
    <Select
      label={props.label}
      placeholder={props.placeholder ?? 'Type to search'}
      searchable
      clearable={props.clearable}
      required={props.required}
      disabled={props.disabled}
      error={props.error}
      value={props.value || null}
      data={data}
      filter={passThrough}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id) => {
        if (!id) return props.onPick(null);
        const row = byId.get(id);
        // The already-picked record (not in this page of results) keeps its place.
        if (row) props.onPick(row);
      }}
      nothingFoundMessage={
        list.isError ? props.failed : list.isFetching ? 'Searching…' : MESSAGES.empty.noResults
      }
      renderOption={({ option }) => {
        const row = byId.get(option.value);
        return (
          <Group gap="xs" wrap="nowrap" justify="space-between" w="100%">
            <Text size="sm">{option.label}</Text>
            {row && props.detailOf ? (
              <Text size="xs" c="dimmed">
                {props.detailOf(row)}
              </Text>
            ) : null}
          </Group>
        );
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** Keeps the typed search in step with the chosen record and debounces what goes to the server. */
function useSearchText(value: string, valueLabel: string) {
  const pickedLabel = value ? valueLabel : '';
  const [search, setSearch] = useState(pickedLabel);
  useEffect(() => setSearch(pickedLabel), [pickedLabel]);
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const query = debounced === pickedLabel.trim() ? '' : debounced;
  return { search, setSearch, query };
}

type PickerProps<T> = {
  label: string;
  /**
   * The chosen record's id ('' for none) and its label (from a loaded document), shown while the
   * search results do not hold it.
   */
  value: string;
  valueLabel: string;
  onPick: (row: T | null) => void;
  required?: boolean;
  clearable?: boolean;
  error?: ReactNode;
  disabled?: boolean;
  placeholder?: string;
};

export function customerLabel(c: { name: string }): string {
  return c.name;
}

/** Bill-to / ship-to / quote customer: searches name, e-mail, phone and GSTIN on the server. */
export function CustomerPicker(props: PickerProps<CustomerOption>) {
  const trpc = useTRPC();
  return (
    <SearchSelect
      {...props}
      labelOf={customerLabel}
      pick={(input) => trpc.tenant.customers.pick.queryOptions(input)}
      failed={MESSAGES.customers.listFailed}
      detailOf={(c) => c.gstin || c.phoneNumber}
    />
  );
}

/** A line's product: searches label, name, id and category; shows category and minimum price. */
export function ProductPicker(props: PickerProps<ProductOption>) {
  const trpc = useTRPC();
  return (
    <SearchSelect
      {...props}
      labelOf={(p) => p.productLabel}
      detailOf={(p) => `${p.productCategory || '—'} · ${formatINR(p.productMinPrice)}`}
      pick={(input) => trpc.tenant.products.pick.queryOptions(input)}
      failed={MESSAGES.products.listFailed}
    />
  );
}

/** A supplier (issue 31): the purchase bill and supplier payment drawers' picker. */
export type SupplierOption = Out['suppliers']['pick'][number];

export function SupplierPicker(props: PickerProps<SupplierOption>) {
  const trpc = useTRPC();
  return (
    <SearchSelect
      {...props}
      labelOf={(s) => s.name}
      detailOf={(s) => s.gstin || s.registration}
      pick={(input) => trpc.tenant.suppliers.pick.queryOptions(input)}
      failed="Failed to fetch suppliers"
    />
  );
}
