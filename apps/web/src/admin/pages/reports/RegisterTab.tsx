import { Group, Pagination, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../../lib/trpc';
import { rangeProblem } from '../purchases/dateRange';
import { DateRangeFields, ReportDownloads, ReportStatus, downloadReport } from './ReportParts';
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
    downloadReport(registerDownloadUrl(side, filters, format), spec.label.toLowerCase());
  const data = register.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  return (
    <Stack gap="md">
      <Group align="end" wrap="wrap">
        <DateRangeFields value={filters} onChange={change} />
        <PartyFilter
          side={side}
          value={filters.partyId}
          onChange={(partyId) => change({ partyId })}
        />
        <ReportDownloads disabled={problem !== null} onDownload={download} />
      </Group>
      <ReportStatus
        problem={problem}
        query={register}
        name={spec.label.toLowerCase()}
        isEmpty={(data) => data.total === 0}
        empty={{
          title: 'No documents in these dates',
          description: `Choose other dates${filters.partyId ? ` or another ${spec.party.toLowerCase()}` : ''}.`,
        }}
      >
        {(data) => (
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
      </ReportStatus>
    </Stack>
  );
}
