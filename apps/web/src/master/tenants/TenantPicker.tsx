import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc';

/**
 * Choose a tenant by name, Tenant ID, GSTIN or owner: the server searches (there may be
 * thousands), this only shows the first matches. `selected` keeps the current one labelled
 * even when it is not among them.
 */
export function TenantPicker({
  value,
  selected,
  onChange,
}: {
  value: string | null;
  selected?: { id: string; name: string; tenantId: string };
  onChange: (id: string | null) => void;
}) {
  const trpc = useTRPC();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const selectedLabel = selected ? `${selected.name} (${selected.tenantId})` : '';
  // Once a tenant is chosen the box shows its label; that is not a new search.
  const query = debounced && debounced !== selectedLabel ? debounced : undefined;
  const list = useQuery({
    ...trpc.master.tenants.list.queryOptions({
      page: 1,
      pageSize: 20,
      sort: { field: 'name', dir: 'asc' },
      ...(query ? { search: query } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  const options = (list.data?.data ?? []).map((t) => ({
    value: t.id,
    label: `${t.name} (${t.tenantId})`,
  }));
  if (selected && !options.some((o) => o.value === selected.id))
    options.unshift({ value: selected.id, label: selectedLabel });

  return (
    <Select
      label="Tenant"
      placeholder="Search by name, Tenant ID, GSTIN or owner"
      searchable
      clearable
      nothingFoundMessage={list.isFetching ? 'Searching…' : 'No tenant matches'}
      leftSection={<IconSearch size={16} />}
      data={options}
      value={value}
      onChange={onChange}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already filtered; a second, client-side filter would hide GSTIN matches.
      filter={({ options: all }) => all}
      maw={520}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
