import {
  Badge,
  Button,
  Collapse,
  Group,
  MultiSelect,
  Paper,
  SegmentedControl,
  SimpleGrid,
} from '@mantine/core';
import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { useDebouncedValue, useDisclosure, useMediaQuery } from '@mantine/hooks';
import {
  IconAdjustmentsHorizontal,
  IconCalendar,
  IconChevronDown,
  IconChevronUp,
  IconFilterOff,
  IconPlayerPlay,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTRPC } from '../../../lib/trpc';
import { DATE_PRESETS, presetOf, type DashboardFilterState, type DatePreset } from './filters';
import type { CustomerOption, FilterOptions } from './types';

interface DashboardFiltersProps {
  draft: DashboardFilterState;
  onChange: (draft: DashboardFilterState) => void;
  options: FilterOptions | undefined;
  /** Remembers customer names for chips (customers are searched on the server). */
  onCustomersSeen: (customers: readonly CustomerOption[]) => void;
  /** A date preset (issue 29): applied at once. */
  onPreset: (preset: DatePreset) => void;
  /** How many filters are applied (the phone's Filters button says so). */
  activeFilters: number;
  onExecute: () => void;
  onClear: () => void;
}

/** A clearable report date, typed or picked as YYYY-MM-DD. */
function FilterDate(props: DatePickerInputProps<'default'>) {
  return (
    <DatePickerInput
      placeholder="YYYY-MM-DD"
      valueFormat="YYYY-MM-DD"
      clearable
      // The clear button needs a name of its own (axe button-name): the dashboard opens with
      // both dates set (this financial year), so it is always shown.
      clearButtonProps={{
        'aria-label': `Clear ${typeof props.label === 'string' ? props.label.toLowerCase() : 'date'}`,
      }}
      leftSection={<IconCalendar size={16} />}
      {...props}
    />
  );
}

/** The reports filter bar (spec §2): dates, products, categories, customers; Clear and Execute. */
export function DashboardFilters({
  draft,
  onChange,
  options,
  onCustomersSeen,
  onPreset,
  activeFilters,
  onExecute,
  onClear,
}: DashboardFiltersProps) {
  const trpc = useTRPC();
  // Issue 29: on phones the filters fold away under a button, so the KPIs come first.
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const [expanded, { toggle }] = useDisclosure(false);
  const preset = presetOf(draft);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const customers = useQuery({
    ...trpc.tenant.dashboard.customerOptions.queryOptions({
      search: debounced,
      ids: draft.customers.slice(0, 200),
    }),
    staleTime: 60_000,
  });
  useEffect(() => {
    if (customers.data) onCustomersSeen(customers.data);
  }, [customers.data, onCustomersSeen]);

  const set = (patch: Partial<DashboardFilterState>) => onChange({ ...draft, ...patch });
  const isEmpty =
    !draft.startDate &&
    !draft.endDate &&
    draft.products.length + draft.productCategories.length + draft.customers.length === 0;

  const presets = (
    <SegmentedControl
      aria-label="Date range"
      size="xs"
      fullWidth={isPhone}
      data={DATE_PRESETS.map((p) => ({ value: p.value, label: p.label }))}
      // No preset chosen (own dates): nothing is highlighted.
      value={preset ?? ''}
      onChange={(value) => onPreset(value as DatePreset)}
    />
  );

  const fields = (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 5 }} spacing="sm">
        <FilterDate
          label="Start date"
          value={draft.startDate}
          onChange={(value) => set({ startDate: value })}
          maxDate={draft.endDate ?? undefined}
        />
        <FilterDate
          label="End date"
          value={draft.endDate}
          onChange={(value) => set({ endDate: value })}
          minDate={draft.startDate ?? undefined}
        />
        <MultiSelect
          label="Products"
          placeholder={draft.products.length ? undefined : 'All products'}
          data={(options?.products ?? []).map((p) => ({ value: p.id, label: p.label }))}
          value={draft.products}
          onChange={(products) => set({ products })}
          searchable
          clearable
          limit={100}
          maxDropdownHeight={280}
          nothingFoundMessage="No results found."
        />
        <MultiSelect
          label="Product categories"
          placeholder={draft.productCategories.length ? undefined : 'All categories'}
          data={options?.categories ?? []}
          value={draft.productCategories}
          onChange={(productCategories) => set({ productCategories })}
          searchable
          clearable
          nothingFoundMessage="No results found."
        />
        <MultiSelect
          label="Customers"
          placeholder={draft.customers.length ? undefined : 'Search customers'}
          data={(customers.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          value={draft.customers}
          onChange={(ids) => set({ customers: ids })}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          clearable
          maxDropdownHeight={280}
          nothingFoundMessage={customers.isFetching ? 'Searching…' : 'No results found.'}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="md" gap="sm">
        <Button
          variant="default"
          leftSection={<IconFilterOff size={16} />}
          onClick={onClear}
          disabled={isEmpty}
        >
          Clear Filters
        </Button>
        <Button leftSection={<IconPlayerPlay size={16} />} onClick={onExecute}>
          Execute
        </Button>
      </Group>
    </>
  );

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
      <Group justify="space-between" gap="xs" mb={isPhone && !expanded ? 0 : 'sm'}>
        {isPhone ? (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconAdjustmentsHorizontal size={16} />}
            rightSection={expanded ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
            onClick={toggle}
            aria-expanded={expanded}
          >
            Filters
            {activeFilters > 0 ? (
              <Badge ml={6} size="sm" circle>
                {activeFilters}
              </Badge>
            ) : null}
          </Button>
        ) : null}
        {isPhone ? null : presets}
      </Group>
      {isPhone ? presets : null}
      {isPhone ? <Collapse expanded={expanded}>{fields}</Collapse> : fields}
    </Paper>
  );
}
