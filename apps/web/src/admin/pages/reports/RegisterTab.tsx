import { Button, Group, Pagination, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AppEmptyState } from '../../../components/AppEmptyState';
import { downloadFromRest, runExport, usePagePermissions } from '../../../components/data';
import { useTRPC } from '../../../lib/trpc';
import { DateField } from '../billing/fields';
import { rangeProblem } from '../purchases/dateRange';
import { RegisterTable } from './RegisterTable';
import {
  REGISTER_SIDES,
  registerDownloadUrl,
  thisMonth,
  type RegisterFilters,
  type RegisterSide,
} from './register';

const PAGE_SIZE = 50;

/** The party filter: customers or suppliers found by name or GSTIN (20 at a time). */
function PartyFilter(props: {
  side: RegisterSide;
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  const trpc = useTRPC();
  const [search, setSearch] = useState('');
  // The chosen party stays an option whatever the search finds (a Select shows only its data).
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const [debounced] = useDebouncedValue(search, 250);
  // Once chosen, the box shows its label: that is no search.
  const term = debounced && debounced !== chosen?.label ? debounced : '';
  const parties = useQuery({
    ...trpc.tenant.reports.parties.queryOptions({
      side: props.side,
      ...(term ? { search: term } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  const found = (parties.data ?? []).map((p) => ({
    value: p.id,
    label: p.gstin ? `${p.name} (${p.gstin})` : p.name,
  }));
  const data =
    chosen && props.value === chosen.value && !found.some((o) => o.value === chosen.value)
      ? [chosen, ...found]
      : found;
  return (
    <Select
      label={REGISTER_SIDES[props.side].party}
      placeholder="All"
      searchable
      clearable
      nothingFoundMessage="No match"
      data={data}
      value={props.value}
      onChange={(id, option) => {
        setChosen(id && option ? { value: id, label: option.label } : null);
        props.onChange(id);
      }}
      onSearchChange={setSearch}
      w={{ base: '100%', sm: 280 }}
    />
  );
}

/** One register: filters, the page of rows, the totals of the range, and the downloads. */
export function RegisterTab({ side }: { side: RegisterSide }) {
  const trpc = useTRPC();
  const can = usePagePermissions('reports');
  const spec = REGISTER_SIDES[side];
  const [filters, setFilters] = useState<RegisterFilters>({ ...thisMonth(), partyId: null });
  const [page, setPage] = useState(1);
  const problem = rangeProblem(filters);
  const change = (next: Partial<RegisterFilters>) => {
    setFilters((f) => ({ ...f, ...next }));
    setPage(1);
  };
  const input = {
    from: filters.from,
    to: filters.to,
    page,
    pageSize: PAGE_SIZE,
    ...(filters.partyId ? { [spec.partyKey]: filters.partyId } : {}),
  };
  const salesQuery = trpc.tenant.reports.salesRegister.queryOptions(input);
  const purchaseQuery = trpc.tenant.reports.purchaseRegister.queryOptions(input);
  const register = useQuery({
    ...(side === 'sales' ? salesQuery : purchaseQuery),
    enabled: problem === null,
    placeholderData: keepPreviousData,
  });
  const download = (format: 'xlsx' | 'pdf') =>
    runExport(() => downloadFromRest(registerDownloadUrl(side, filters, format), null), {
      success: `${spec.label} downloaded`,
      failed: `Failed to download the ${spec.label.toLowerCase()}`,
    });
  const data = register.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  return (
    <Stack gap="md">
      <Group align="end" wrap="wrap">
        <DateField label="From" value={filters.from} onChange={(from) => change({ from })} />
        <DateField label="To" value={filters.to} onChange={(to) => change({ to })} />
        <PartyFilter
          side={side}
          value={filters.partyId}
          onChange={(partyId) => change({ partyId })}
        />
        {can('export') ? (
          <Group gap="xs" ml={{ sm: 'auto' }}>
            <Button
              variant="light"
              leftSection={<IconFileSpreadsheet size={16} />}
              disabled={problem !== null}
              onClick={() => void download('xlsx')}
            >
              Excel
            </Button>
            <Button
              variant="light"
              leftSection={<IconFileTypePdf size={16} />}
              disabled={problem !== null}
              onClick={() => void download('pdf')}
            >
              PDF
            </Button>
          </Group>
        ) : null}
      </Group>
      {problem ? (
        <Text c="red" size="sm">
          {problem}
        </Text>
      ) : register.isPending ? (
        <Skeleton h={200} aria-label={`Loading the ${spec.label.toLowerCase()}`} />
      ) : register.isError ? (
        <Text c="red">
          {register.error.message || `Failed to fetch the ${spec.label.toLowerCase()}`}
        </Text>
      ) : !data || data.total === 0 ? (
        <AppEmptyState
          title="No documents in these dates"
          description={`Choose other dates${filters.partyId ? ` or another ${spec.party.toLowerCase()}` : ''}.`}
        />
      ) : (
        <>
          <RegisterTable
            label={spec.label}
            partyLabel={spec.party}
            rows={data.data}
            totals={data.totals}
          />
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" c="dimmed">
              {data.total} documents; credit notes and returns are negative, cancelled ones count
              zero
            </Text>
            {pages > 1 ? (
              <Pagination total={pages} value={page} onChange={setPage} size="sm" />
            ) : null}
          </Group>
        </>
      )}
    </Stack>
  );
}
