/**
 * Server-searched pickers for the billing drawers: `tenant.{customers,products}.pick` answer the
 * first 20 matches with only the fields a form takes, and are open to whoever may write quotes or
 * invoices (not only to viewers of the catalogue), so the Select sends what is typed as the
 * search (debounced). The chosen record stays in the options while other results come.
 */
import { Group, Select, Text, type OptionsFilter } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { MESSAGES, formatINR } from '@gst/domain';
import { useTRPC } from '../../../lib/trpc';
import type { CustomerOption, ProductOption } from './types';

// The server already matched the search; filtering again by label would hide GSTIN/phone hits.
const passThrough: OptionsFilter = ({ options }) => options;

interface SearchSelectProps<T> {
  label: string;
  placeholder?: string;
  value: string;
  valueLabel: string;
  rows: readonly T[];
  idOf: (row: T) => string;
  labelOf: (row: T) => string;
  detailOf?: (row: T) => ReactNode;
  search: string;
  onSearchChange: (search: string) => void;
  onPick: (row: T | null) => void;
  loading: boolean;
  failed: string | null;
  required?: boolean;
  clearable?: boolean;
  error?: ReactNode;
  disabled?: boolean;
}

function SearchSelect<T>(props: SearchSelectProps<T>) {
  const byId = new Map(props.rows.map((r) => [props.idOf(r), r]));
  const data = props.rows.map((row) => ({ value: props.idOf(row), label: props.labelOf(row) }));
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
      searchValue={props.search}
      onSearchChange={props.onSearchChange}
      onChange={(id) => {
        if (!id) return props.onPick(null);
        const row = byId.get(id);
        // The already-picked record (not in this page of results) keeps its place.
        if (row) props.onPick(row);
      }}
      nothingFoundMessage={
        props.failed ?? (props.loading ? 'Searching…' : MESSAGES.empty.noResults)
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
  const { search, setSearch, query } = useSearchText(props.value, props.valueLabel);
  const list = useQuery({
    ...trpc.tenant.customers.pick.queryOptions(query ? { search: query } : {}),
    placeholderData: keepPreviousData,
  });
  return (
    <SearchSelect
      {...props}
      rows={list.data ?? []}
      idOf={(c) => c.id}
      labelOf={customerLabel}
      detailOf={(c) => c.gstin || c.phoneNumber}
      search={search}
      onSearchChange={setSearch}
      loading={list.isFetching}
      failed={list.isError ? MESSAGES.customers.listFailed : null}
    />
  );
}

/** A line's product: searches label, name, id and category; shows category and minimum price. */
export function ProductPicker(props: PickerProps<ProductOption>) {
  const trpc = useTRPC();
  const { search, setSearch, query } = useSearchText(props.value, props.valueLabel);
  const list = useQuery({
    ...trpc.tenant.products.pick.queryOptions(query ? { search: query } : {}),
    placeholderData: keepPreviousData,
  });
  return (
    <SearchSelect
      {...props}
      rows={list.data ?? []}
      idOf={(p) => p.id}
      labelOf={(p) => p.productLabel}
      detailOf={(p) => `${p.productCategory || '—'} · ${formatINR(p.productMinPrice)}`}
      search={search}
      onSearchChange={setSearch}
      loading={list.isFetching}
      failed={list.isError ? MESSAGES.products.listFailed : null}
    />
  );
}
