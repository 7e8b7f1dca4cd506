import {
  Alert,
  Button,
  Chip,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconFileOff, IconFileSpreadsheet, IconReceiptOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DEFAULT_PAGE_SIZE, formatINR, type PageSize } from '@gst/domain';
import { AppEmptyState } from '../../../components/AppEmptyState';
import { DataTable, usePagePermissions } from '../../../components/data';
import { toastText } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { gstr2bMonths, monthLabel } from './gstr2b';
import type { ReturnFrequency } from './periods';
import {
  DECISION_FILTERS,
  OUTCOMES,
  itemOf,
  matchesFilter,
  rowActions,
  rowKey,
  unlinkItem,
  type ReconAction,
  type ReconFilter,
  type ReconRow,
} from './reconciliation';
import { LinkModal, SupplierSummaryModal } from './ReconciliationModals';
import { BulkBar, reconColumns, type ReconView, type ReconViewRow } from './ReconciliationTable';
import { useReconciliationActions } from './useReconciliationActions';

const LOAD_FAILED = 'Failed to load the reconciliation';

/** Counts per outcome, then per decision, as chips that filter the table. */
function FilterChips({
  view,
  value,
  onChange,
}: {
  view: ReconView;
  value: ReconFilter;
  onChange: (f: ReconFilter) => void;
}) {
  const { byOutcome, byStatus } = view.summary;
  const chips = [
    { value: 'all', label: 'All', count: view.summary.rows },
    ...OUTCOMES.map((o) => ({ value: o, label: o, count: byOutcome[o] })),
    ...DECISION_FILTERS.map((d) => ({ value: d.value, label: d.label, count: byStatus[d.value] })),
  ];
  return (
    <Chip.Group multiple={false} value={value} onChange={onChange}>
      <Group gap="xs" role="group" aria-label="Reconciliation filter">
        {chips.map((c) => (
          <Chip
            key={c.value}
            value={c.value}
            size="xs"
            wrapperProps={{ 'data-testid': `recon-chip-${c.value}` }}
          >
            {c.label} {c.count}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}

/**
 * Reconciliation (issue 32) of the purchase register with the GSTR-2B of the page's period (a
 * quarterly shop picks the month): counts per outcome and decision as filter chips, each pair or
 * lone document with its differences, the decisions (edit flag) one by one or in bulk, the
 * Excel export (export flag) and the summary a shop sends a supplier that has not reported.
 */
export function ReconciliationPanel({
  period,
  frequency,
}: {
  period: string;
  frequency: ReturnFrequency | undefined;
}) {
  const trpc = useTRPC();
  const can = usePagePermissions('returns');
  const months = gstr2bMonths(period, frequency);
  const [picked, setPicked] = useState<string | null>(null);
  const month = picked && months.includes(picked) ? picked : (months[months.length - 1] ?? period);
  const view = useQuery(trpc.tenant.reconciliation.view.queryOptions({ period: month }));
  const data = view.data?.period === month ? view.data : undefined;
  const actions = useReconciliationActions(month);
  const [filter, setFilter] = useState<ReconFilter>('all');
  const [paging, setPaging] = useState<{ page: number; pageSize: PageSize }>({
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
  });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [linking, setLinking] = useState<ReconViewRow | null>(null);
  const [summaryOf, setSummaryOf] = useState<string | null>(null);
  const label = monthLabel(month);
  const canEdit = can('edit');

  const all = data?.rows ?? [];
  const filtered = all.filter((r) => matchesFilter(r, filter));
  const pages = Math.max(1, Math.ceil(filtered.length / paging.pageSize));
  const page = Math.min(paging.page, pages);
  const shown = filtered.slice((page - 1) * paging.pageSize, page * paging.pageSize);
  const chosen = all.filter((r) => selected.has(rowKey(r)));
  const hasBooks = all.some((r) => r.books !== null);

  const decide = async (action: ReconAction, row: ReconViewRow) => {
    if (action === 'link') {
      setLinking(row);
      return;
    }
    const item = action === 'unlink' ? unlinkItem(row) : itemOf(row);
    if (item) await actions.run(action, [item], `${action}:${rowKey(row)}`);
  };
  const bulk = async (action: ReconAction) => {
    const eligible = chosen.filter((r) => rowActions(r as ReconRow).includes(action));
    const done = await actions.run(action, eligible.map(itemOf), `bulk:${action}`);
    if (done) setSelected(new Set());
  };

  const columns = reconColumns({
    canEdit,
    busy: actions.busy,
    selected,
    onSelect: (key, on) =>
      setSelected((s) => {
        const next = new Set(s);
        if (on) next.add(key);
        else next.delete(key);
        return next;
      }),
    onAction: (action, row) => void decide(action, row),
    onSummary: (row) => setSummaryOf(row.books?.supplierGstin ?? null),
  });

  const bulkBar = canEdit ? (
    <BulkBar
      pageKeys={shown.map(rowKey)}
      chosen={chosen}
      busy={actions.busy}
      selected={selected}
      onSelected={setSelected}
      onBulk={(action) => void bulk(action)}
    />
  ) : null;

  return (
    <section aria-labelledby="reconciliation-title">
      <Group justify="space-between" align="flex-end" gap="sm" mb="xs" wrap="wrap">
        <div style={{ minWidth: 0 }}>
          <Title order={2} size="h4" id="reconciliation-title">
            Reconciliation
          </Title>
          <Text size="sm" c="dimmed">
            Our purchase bills of {label} against what suppliers reported in GSTR-2B.
          </Text>
        </div>
        <Group gap="sm" wrap="wrap">
          {months.length > 1 ? (
            <SegmentedControl
              aria-label="Reconciliation month"
              size="xs"
              value={month}
              onChange={(m) => {
                setPicked(m);
                setSelected(new Set());
              }}
              data={months.map((m) => ({ value: m, label: monthLabel(m).slice(0, 3) }))}
            />
          ) : null}
          {can('export') && data?.importId && all.length > 0 ? (
            <Button
              variant="default"
              leftSection={<IconFileSpreadsheet size={16} />}
              loading={actions.exporting}
              onClick={() => void actions.exportExcel()}
            >
              Export to Excel
            </Button>
          ) : null}
        </Group>
      </Group>
      {view.error ? (
        <Alert color="red" title={LOAD_FAILED}>
          <Text size="sm">{toastText(view.error, LOAD_FAILED)}</Text>
          <Button size="xs" variant="default" mt="xs" onClick={() => void view.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : !data ? (
        <Stack gap="sm" aria-busy="true">
          <Skeleton h={28} w="70%" />
          <Skeleton h={160} radius="md" />
        </Stack>
      ) : !data.importId ? (
        <Paper withBorder radius="md">
          <AppEmptyState
            icon={<IconFileOff size={28} stroke={1.5} />}
            title="No GSTR-2B to reconcile"
            description={`No GSTR-2B is imported for ${label}: import it in the GSTR-2B panel above, then the bills are matched here.`}
          />
        </Paper>
      ) : !hasBooks && all.length === 0 ? (
        <Paper withBorder radius="md">
          <AppEmptyState
            icon={<IconReceiptOff size={28} stroke={1.5} />}
            title="Nothing to reconcile"
            description={`No purchase bill from a registered supplier is dated in ${label}, and the GSTR-2B has no documents.`}
          />
        </Paper>
      ) : (
        <Stack gap="sm">
          {!hasBooks ? (
            <Alert color="gray" variant="light" icon={<IconReceiptOff size={18} />}>
              No purchase bill from a registered supplier is dated in {label}: every GSTR-2B
              document is missing in the books.
            </Alert>
          ) : null}
          <FilterChips
            view={data}
            value={filter}
            onChange={(f) => {
              setFilter(f);
              setPaging((p) => ({ ...p, page: 1 }));
            }}
          />
          {Number(data.summary.itcAtRisk) > 0 ? (
            <Text size="sm" c="red.8" data-testid="recon-itc-at-risk">
              ITC at risk (our bills not in GSTR-2B): {formatINR(data.summary.itcAtRisk)}
            </Text>
          ) : null}
          <DataTable
            rows={shown}
            total={filtered.length}
            page={page}
            pageSize={paging.pageSize}
            search=""
            searchable={false}
            onChange={(patch) =>
              setPaging((p) => ({
                page: patch.page ?? (patch.pageSize ? 1 : p.page),
                pageSize: patch.pageSize ?? p.pageSize,
              }))
            }
            rowKey={rowKey}
            columns={columns}
            label="Reconciliation"
            toolbar={bulkBar}
            emptyState={
              <AppEmptyState title="No rows" description="No document has this outcome." />
            }
          />
        </Stack>
      )}
      <LinkModal
        key={linking ? rowKey(linking) : 'none'}
        row={linking}
        rows={all}
        busy={actions.busy?.startsWith('link:') ?? false}
        onClose={() => setLinking(null)}
        onLink={(item) => {
          if (!linking) return;
          void actions.run('link', [item], `link:${rowKey(linking)}`).then((done) => {
            if (done) setLinking(null);
          });
        }}
      />
      <SupplierSummaryModal month={month} gstin={summaryOf} onClose={() => setSummaryOf(null)} />
    </section>
  );
}
