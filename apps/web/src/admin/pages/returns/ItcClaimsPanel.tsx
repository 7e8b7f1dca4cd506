import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFileOff, IconLock, IconReceiptOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DEFAULT_PAGE_SIZE, type PageSize } from '@gst/domain';
import { AppEmptyState } from '../../../components/AppEmptyState';
import { DataTable, usePagePermissions } from '../../../components/data';
import { toastText } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { gstr2bMonths } from './gstr2b';
import {
  claimMonths,
  deferredActions,
  periodLabel,
  rowActions,
  type ClaimAction,
  type ClaimRow,
} from './itcClaims';
import { ClaimTotals, DeferModal, type DeferTarget } from './ItcClaimsParts';
import { ClaimsBulkBar, claimColumns } from './ItcClaimsTable';
import type { ReturnFrequency } from './periods';
import { useItcClaimActions } from './useItcClaimActions';

const LOAD_FAILED = 'Failed to load the ITC claims';

/** Client-side paging over rows the query returned whole. */
function usePaged<T>(rows: readonly T[]) {
  const [state, setState] = useState<{ page: number; pageSize: PageSize }>({
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
  });
  const pages = Math.max(1, Math.ceil(rows.length / state.pageSize));
  const page = Math.min(state.page, pages);
  return {
    rows: rows.slice((page - 1) * state.pageSize, page * state.pageSize),
    total: rows.length,
    page,
    pageSize: state.pageSize,
    search: '',
    searchable: false,
    onChange: (patch: { page?: number; pageSize?: PageSize }) =>
      setState((s) => ({
        page: patch.page ?? (patch.pageSize ? 1 : s.page),
        pageSize: patch.pageSize ?? s.pageSize,
      })),
  };
}

/**
 * ITC claims (issue 32): what the shop claims in the page's period is its choice per bill: claim
 * now, defer (to a later month, within s.16(4)), never, or automatic (as reconciliation says:
 * claimed unless the period's GSTR-2B lacks the bill, s.16(2)(aa)). Each bill with its status,
 * outcome and the reason; choices one by one or in bulk (edit flag, period not filed); totals
 * claimed and held back per head; earlier months' deferred bills to claim here. The server
 * enforces the rules; a refusal is shown in its words, and GSTR-3B follows every choice.
 */
export function ItcClaimsPanel({
  period,
  frequency,
}: {
  period: string;
  frequency: ReturnFrequency | undefined;
}) {
  const trpc = useTRPC();
  const can = usePagePermissions('returns');
  const query = useQuery(trpc.tenant.itc.claims.queryOptions({ period }));
  const data = query.data?.period === period ? query.data : undefined;
  const actions = useItcClaimActions(period);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [deferring, setDeferring] = useState<DeferTarget | null>(null);
  const label = periodLabel(period, frequency);
  const months = gstr2bMonths(period, frequency);
  const filed = data?.filed ?? false;
  const opts = { filed, canEdit: can('edit') };
  const editable = opts.canEdit && !filed;

  const bills: readonly ClaimRow[] = data?.bills ?? [];
  const deferred: readonly ClaimRow[] = data?.deferred ?? [];
  const billTable = usePaged(bills);
  const deferredTable = usePaged(deferred);
  const chosen = bills.filter((r) => selected.has(r.billId));
  const actionsOf = (r: ClaimRow) => rowActions(r, opts);
  const deferredOf = (r: ClaimRow) => deferredActions(r, months, opts);

  const deferTarget = (rows: readonly ClaimRow[], key: string): DeferTarget => ({
    billIds: rows.map((r) => r.billId),
    title:
      rows.length === 1
        ? `Defer ${rows[0]?.supplierInvoiceNumber ?? ''}`
        : `Defer ${rows.length} bills`,
    months: claimMonths(
      rows.map((r) => r.period),
      period,
      frequency,
    ),
    key,
  });
  const act = (action: ClaimAction, row: ClaimRow) => {
    if (action === 'defer') setDeferring(deferTarget([row], `defer:${row.billId}`));
    else void actions.run(action, [row.billId], `${action}:${row.billId}`);
  };
  const bulk = async (action: ClaimAction) => {
    const eligible = chosen.filter((r) => actionsOf(r).includes(action));
    if (action === 'defer') {
      setDeferring(deferTarget(eligible, 'bulk:defer'));
      return;
    }
    const done = await actions.run(
      action,
      eligible.map((r) => r.billId),
      `bulk:${action}`,
    );
    if (done) setSelected(new Set());
  };
  const defer = async (claimPeriod: string | null) => {
    if (!deferring) return;
    const done = await actions.run('defer', deferring.billIds, deferring.key, claimPeriod);
    if (!done) return;
    if (deferring.key === 'bulk:defer') setSelected(new Set());
    setDeferring(null);
  };

  const handlers = {
    months,
    busy: actions.busy,
    onSelect: (id: string, on: boolean) =>
      setSelected((s) => {
        const next = new Set(s);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    onAction: act,
  };
  const columns = claimColumns({
    ...handlers,
    selected: editable ? selected : null,
    actionsOf,
    withActions: editable,
  });
  const deferredColumns = claimColumns({
    ...handlers,
    selected: null,
    actionsOf: deferredOf,
    withActions: deferred.some((r) => deferredOf(r).length > 0),
  });

  return (
    <section aria-labelledby="itc-claims-title">
      <Group justify="space-between" align="flex-end" gap="sm" mb="xs" wrap="wrap">
        <div style={{ minWidth: 0 }}>
          <Title order={2} size="h4" id="itc-claims-title">
            ITC claims
          </Title>
          <Text size="sm" c="dimmed">
            The input tax credit claimed in {label}: per bill, automatic (as reconciled with
            GSTR-2B), now, deferred to a later month or never.
          </Text>
        </div>
        {filed ? (
          <Badge color="gray" variant="light" leftSection={<IconLock size={12} />}>
            Filed: read-only
          </Badge>
        ) : null}
      </Group>
      {query.error ? (
        <Alert color="red" title={LOAD_FAILED}>
          <Text size="sm">{toastText(query.error, LOAD_FAILED)}</Text>
          <Button size="xs" variant="default" mt="xs" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : !data ? (
        <Stack gap="sm" aria-busy="true">
          <Skeleton h={28} w="60%" />
          <Skeleton h={160} radius="md" />
        </Stack>
      ) : bills.length === 0 && deferred.length === 0 ? (
        <Paper withBorder radius="md">
          <AppEmptyState
            icon={<IconReceiptOff size={28} stroke={1.5} />}
            title="No bills with credit"
            description={`No purchase bill of ${label} carries input tax credit, and no bill of an earlier month is deferred to it.`}
          />
        </Paper>
      ) : (
        <Stack gap="sm">
          {!data.twoB ? (
            <Alert
              color="gray"
              variant="light"
              icon={<IconFileOff size={18} />}
              data-testid="itc-no-2b"
            >
              No GSTR-2B is imported for {label}: the credit is as per the books. Import it in the
              GSTR-2B panel to hold back what suppliers have not reported (s.16(2)(aa)).
            </Alert>
          ) : null}
          {filed ? (
            <Text size="sm" c="dimmed">
              {label} is filed: the choices are shown as they were claimed and cannot change; a bill
              held back here may still be deferred to an open later month.
            </Text>
          ) : null}
          <ClaimTotals totals={data.totals} />
          {bills.length > 0 ? (
            <DataTable
              {...billTable}
              rowKey={(r) => r.billId}
              columns={columns}
              label="ITC claims"
              scrollFocusable
              toolbar={
                editable ? (
                  <ClaimsBulkBar
                    pageIds={billTable.rows.map((r) => r.billId)}
                    chosen={chosen}
                    busy={actions.busy}
                    selected={selected}
                    actionsOf={actionsOf}
                    onSelected={setSelected}
                    onBulk={(a) => void bulk(a)}
                  />
                ) : null
              }
            />
          ) : (
            <Text size="sm" c="dimmed">
              No purchase bill of {label} carries input tax credit.
            </Text>
          )}
          {deferred.length > 0 ? (
            <section aria-labelledby="itc-deferred-title">
              <Title order={3} size="h5" id="itc-deferred-title" mb="xs">
                Deferred from earlier months
              </Title>
              <DataTable
                {...deferredTable}
                rowKey={(r) => r.billId}
                columns={deferredColumns}
                label="Deferred from earlier months"
                scrollFocusable
              />
            </section>
          ) : null}
        </Stack>
      )}
      <DeferModal
        key={deferring?.key ?? 'none'}
        target={deferring}
        busy={deferring !== null && actions.busy === deferring.key}
        onClose={() => setDeferring(null)}
        onDefer={(claimPeriod) => void defer(claimPeriod)}
      />
    </section>
  );
}
