import { Badge, Paper, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { inferRouterOutputs } from '@trpc/server';
import { useState, type ReactNode } from 'react';
import { DEFAULT_PAGE_SIZE, formatDate, formatDateTimeIN, formatINR } from '@gst/domain';
import { DataTable, type DataTableColumn } from '../../../components/data';
import type { AppRouter } from '../../../lib/trpc';
import { diffCounts, diffLine, documentKind, itcLabel, reasonShort, taxTotal } from './gstr2b';

type Outputs = inferRouterOutputs<AppRouter>['tenant']['gstr2b'];
export type Gstr2bView = Outputs['view'];
export type Gstr2bSupplier = Gstr2bView['suppliers'][number];
export type Gstr2bDocument = Gstr2bView['documents'][number];
export type Gstr2bImport = Outputs['imports'][number];
type Heads = Gstr2bView['itc']['available'];

const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
const money = (value: string) => <span style={num}>{formatINR(value)}</span>;

/** Client-side search and paging over rows the view returned whole (a month's 2B is small). */
function useLocalTable<T>(rows: readonly T[], matches: (row: T, search: string) => boolean) {
  const [state, setState] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE, search: '' });
  const needle = state.search.trim().toLowerCase();
  const filtered = needle ? rows.filter((row) => matches(row, needle)) : rows;
  const pages = Math.max(1, Math.ceil(filtered.length / state.pageSize));
  const page = Math.min(state.page, pages);
  return {
    rows: filtered.slice((page - 1) * state.pageSize, page * state.pageSize),
    total: filtered.length,
    page,
    pageSize: state.pageSize,
    search: state.search,
    onChange: (patch: Partial<typeof state>) =>
      setState((s) => ({
        ...s,
        ...patch,
        page: patch.search !== undefined ? 1 : (patch.page ?? s.page),
      })),
  };
}

function HeadLine({ label, value }: { label: string; value: string }) {
  return (
    <Text component="div" size="sm" style={{ display: 'flex', justifyContent: 'space-between' }}>
      <Text span size="sm" c="dimmed">
        {label}
      </Text>
      {money(value)}
    </Text>
  );
}

function ItcCard({
  title,
  heads,
  testId,
  children,
}: {
  title: string;
  heads: Heads;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId} aria-label={title}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {title}
      </Text>
      <Text fz={22} fw={700} mt={4} style={num}>
        {formatINR(taxTotal(heads))}
      </Text>
      <Text size="xs" c="dimmed" mb="xs">
        {heads.count} document{heads.count === 1 ? '' : 's'} · taxable{' '}
        {formatINR(heads.taxableValue)}
      </Text>
      <Stack gap={2}>
        <HeadLine label="IGST" value={heads.igst} />
        <HeadLine label="CGST" value={heads.cgst} />
        <HeadLine label="SGST/UTGST" value={heads.sgst} />
        <HeadLine label="Cess" value={heads.cess} />
      </Stack>
      {children}
    </Paper>
  );
}

/** ITC available and not available per head, as the server totals them (its itcsumm's sums). */
export function Gstr2bTotals({ view }: { view: Gstr2bView }) {
  const { available, notAvailable } = view.itc;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" aria-label="GSTR-2B ITC totals">
      <ItcCard title="ITC available" heads={available} testId="gstr2b-itc-available" />
      <ItcCard title="ITC not available" heads={notAvailable} testId="gstr2b-itc-not-available">
        {notAvailable.byReason.length > 0 ? (
          <Stack gap={4} mt="sm">
            {notAvailable.byReason.map((r) => (
              <Text key={r.reason ?? ''} size="xs" c="dimmed">
                {r.reasonText ?? 'No reason given'}: {r.count} document{r.count === 1 ? '' : 's'},
                tax {formatINR(taxTotal(r))}
              </Text>
            ))}
          </Stack>
        ) : null}
      </ItcCard>
    </SimpleGrid>
  );
}

const supplierColumns: DataTableColumn<Gstr2bSupplier>[] = [
  {
    key: 'supplierGstin',
    header: 'GSTIN',
    render: (s) => <span style={{ whiteSpace: 'nowrap' }}>{s.supplierGstin || '—'}</span>,
  },
  { key: 'supplierName', header: 'Trade name', render: (s) => s.supplierName || '—' },
  { key: 'count', header: 'Documents', numeric: true, render: (s) => s.count },
  {
    key: 'taxableValue',
    header: 'Taxable value',
    numeric: true,
    render: (s) => money(s.taxableValue),
  },
  { key: 'tax', header: 'Tax', numeric: true, render: (s) => money(taxTotal(s)) },
];

export function Gstr2bSuppliers({ suppliers }: { suppliers: readonly Gstr2bSupplier[] }) {
  const table = useLocalTable(
    suppliers,
    (s, q) => s.supplierGstin.toLowerCase().includes(q) || s.supplierName.toLowerCase().includes(q),
  );
  return (
    <section aria-labelledby="gstr2b-suppliers-title">
      <Title order={3} size="h5" id="gstr2b-suppliers-title" mb="xs">
        Suppliers
      </Title>
      <DataTable
        {...table}
        rowKey={(s) => s.supplierGstin || 'no-gstin'}
        columns={supplierColumns}
        label="GSTR-2B suppliers"
        searchPlaceholder="Search GSTIN or name"
      />
    </section>
  );
}

const documentColumns: DataTableColumn<Gstr2bDocument>[] = [
  {
    key: 'section',
    header: 'Section',
    render: (d) => (
      <span style={{ whiteSpace: 'nowrap' }}>{documentKind(d.section, d.documentType)}</span>
    ),
  },
  {
    key: 'supplier',
    header: 'Supplier',
    render: (d) => (
      <div>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {d.supplierGstin || '—'}
        </Text>
        {d.supplierName ? (
          <Text size="xs" c="dimmed">
            {d.supplierName}
          </Text>
        ) : null}
      </div>
    ),
  },
  {
    key: 'number',
    header: 'Number',
    render: (d) => <span style={{ whiteSpace: 'nowrap' }}>{d.number}</span>,
  },
  {
    key: 'date',
    header: 'Date',
    render: (d) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(d.date)}</span>,
  },
  { key: 'taxableValue', header: 'Taxable', numeric: true, render: (d) => money(d.taxableValue) },
  { key: 'igst', header: 'IGST', numeric: true, render: (d) => money(d.igst) },
  { key: 'cgst', header: 'CGST', numeric: true, render: (d) => money(d.cgst) },
  { key: 'sgst', header: 'SGST', numeric: true, render: (d) => money(d.sgst) },
  { key: 'cess', header: 'Cess', numeric: true, render: (d) => money(d.cess) },
  {
    key: 'itcAvailable',
    header: 'ITC',
    render: (d) => (
      <Badge
        size="sm"
        variant="light"
        color={d.itcAvailable === 'N' ? 'red' : 'green'}
        style={{ minWidth: 'max-content' }}
      >
        {itcLabel(d.itcAvailable)}
      </Badge>
    ),
  },
  {
    key: 'reason',
    header: 'Reason',
    render: (d) => {
      const short = reasonShort(d.reason, d.reasonText);
      if (!short) return '—';
      return (
        <Tooltip label={d.reasonText ?? short} multiline w={280} withArrow>
          <Text size="sm" span title={d.reasonText ?? undefined} style={{ whiteSpace: 'nowrap' }}>
            {short}
          </Text>
        </Tooltip>
      );
    },
  },
];

export function Gstr2bDocuments({ documents }: { documents: readonly Gstr2bDocument[] }) {
  const table = useLocalTable(
    documents,
    (d, q) =>
      d.number.toLowerCase().includes(q) ||
      d.supplierGstin.toLowerCase().includes(q) ||
      d.supplierName.toLowerCase().includes(q),
  );
  return (
    <section aria-labelledby="gstr2b-documents-title">
      <Title order={3} size="h5" id="gstr2b-documents-title" mb="xs">
        Documents
      </Title>
      <DataTable
        {...table}
        rowKey={(d) => d.id}
        columns={documentColumns}
        label="GSTR-2B documents"
        searchPlaceholder="Search number, GSTIN or name"
        scrollFocusable
      />
    </section>
  );
}

/** Who imported: the user's name, an API key, or whoever the audit trail names. */
export const importedBy = (i: Pick<Gstr2bImport, 'importedByName' | 'actorType'>) =>
  i.importedByName ??
  (i.actorType === 'api-key' ? 'API key' : i.actorType === 'user' ? 'A user' : i.actorType);

const importColumns: DataTableColumn<Gstr2bImport>[] = [
  {
    key: 'importedAt',
    header: 'Imported',
    render: (i) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTimeIN(i.importedAt)}</span>,
  },
  { key: 'by', header: 'By', render: importedBy },
  {
    key: 'fileName',
    header: 'File',
    render: (i) => <span style={{ overflowWrap: 'anywhere' }}>{i.fileName || '—'}</span>,
  },
  { key: 'documentCount', header: 'Documents', numeric: true, render: (i) => i.documentCount },
  {
    key: 'status',
    header: 'Status',
    render: (i) => (
      <Badge size="sm" variant="light" color={i.status === 'active' ? 'green' : 'gray'}>
        {i.status === 'active' ? 'In use' : 'Replaced'}
      </Badge>
    ),
  },
  {
    key: 'diff',
    header: 'Changes',
    render: (i) => {
      const counts = diffCounts(i.diff);
      return counts ? diffLine(counts) : 'First import';
    },
  },
];

/** Every import of the month, newest first: who, when, the file, in use or replaced, the diff. */
export function Gstr2bImports({
  imports,
  loading,
}: {
  imports: readonly Gstr2bImport[];
  loading: boolean;
}) {
  const table = useLocalTable(imports, (i, q) => i.fileName.toLowerCase().includes(q));
  return (
    <section aria-labelledby="gstr2b-imports-title">
      <Title order={3} size="h5" id="gstr2b-imports-title" mb="xs">
        Imports
      </Title>
      <DataTable
        {...table}
        loading={loading}
        searchable={false}
        rowKey={(i) => i.id}
        columns={importColumns}
        label="GSTR-2B imports"
      />
    </section>
  );
}
