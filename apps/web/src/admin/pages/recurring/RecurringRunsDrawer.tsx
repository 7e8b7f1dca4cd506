import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDate, formatINR } from '@gst/domain';
import { AppEmptyState } from '../../../components/AppEmptyState';
import { confirmAction, DrawerShell } from '../../../components/data';
import { toastText } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import type { RecurringProfileRow, RecurringRunRow } from './types';

export const RUN_STATUS_COLORS: Record<RecurringRunRow['status'], string> = {
  issued: 'green',
  draft: 'blue',
  failed: 'red',
  blocked: 'orange',
  skipped: 'gray',
};

/**
 * Every run of a profile (issue 34), newest first: its date, status, the invoice it issued (a link
 * to the invoice list, searched by number) and the error of a failed or blocked run. A draft or
 * failed run has Issue (now, dated the run's date) and Skip. Escape closes the drawer.
 */
export function RecurringRunsDrawer({
  profile,
  canIssue,
  canEdit,
  onClose,
}: {
  profile: RecurringProfileRow;
  canIssue: boolean;
  canEdit: boolean;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const runs = useQuery(trpc.tenant.recurring.runs.queryOptions({ id: profile.id }));
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: trpc.tenant.recurring.pathKey() });
  const onError = (error: unknown) =>
    notifications.show({ color: 'red', message: toastText(error, 'The request failed') });
  const issue = useMutation(
    trpc.tenant.recurring.issueRun.mutationOptions({
      onSuccess: async (run) => {
        notifications.show({ color: 'green', message: `Invoice ${run.invoiceNumber} issued` });
        await refresh();
      },
      onError,
    }),
  );
  const skip = useMutation(
    trpc.tenant.recurring.skipRun.mutationOptions({
      onSuccess: async () => {
        notifications.show({ color: 'green', message: 'Run skipped' });
        await refresh();
      },
      onError,
    }),
  );
  const rows = (runs.data ?? []) as RecurringRunRow[];
  const busy = issue.isPending || skip.isPending;
  return (
    <DrawerShell opened onClose={onClose} title={`Runs of ${profile.name}`} size="lg">
      {profile.status === 'blocked' ? (
        <Alert color="orange" mb="sm" title="Blocked">
          {profile.statusReason}
        </Alert>
      ) : null}
      {runs.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading runs">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} h={56} />
          ))}
        </Stack>
      ) : rows.length === 0 ? (
        <AppEmptyState
          title="No runs yet"
          description={
            profile.nextRunDate
              ? `The first run is due on ${formatDate(profile.nextRunDate)}.`
              : 'This profile has no date left.'
          }
        />
      ) : (
        <Stack gap="xs">
          {rows.map((run) => (
            <Paper key={run.id} withBorder p="sm" radius="md">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <div>
                  <Text fw={600} size="sm">
                    {formatDate(run.runDate)}{' '}
                    <Badge color={RUN_STATUS_COLORS[run.status]} variant="light" ml={4}>
                      {run.status}
                    </Badge>
                  </Text>
                  {run.invoiceNumber ? (
                    <Text size="sm">
                      Invoice{' '}
                      <a
                        href={`/admin/manage-invoice?search=${encodeURIComponent(run.invoiceNumber)}`}
                      >
                        {run.invoiceNumber}
                      </a>
                      {run.invoiceTotal ? (
                        <Text span c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                          {' '}
                          · {formatINR(run.invoiceTotal)}
                        </Text>
                      ) : null}
                    </Text>
                  ) : null}
                  {run.error ? (
                    <Text size="xs" c="red">
                      {run.error}
                    </Text>
                  ) : null}
                </div>
                {run.status === 'draft' || run.status === 'failed' ? (
                  <Group gap="xs">
                    {canIssue ? (
                      <Button
                        size="xs"
                        loading={issue.isPending && issue.variables.runId === run.id}
                        disabled={busy}
                        onClick={() =>
                          void confirmAction({
                            title: 'Issue this invoice?',
                            message: `An invoice for ${profile.customerName} dated ${formatDate(run.runDate)} is issued in the shop's series.`,
                            confirmLabel: 'Issue',
                          }).then((ok) => {
                            if (ok) issue.mutate({ id: profile.id, runId: run.id });
                          })
                        }
                      >
                        Issue
                      </Button>
                    ) : null}
                    {canEdit ? (
                      <Button
                        size="xs"
                        variant="default"
                        disabled={busy}
                        onClick={() => skip.mutate({ id: profile.id, runId: run.id })}
                      >
                        Skip
                      </Button>
                    ) : null}
                  </Group>
                ) : null}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </DrawerShell>
  );
}
