import { Alert, Button, Group, Paper, Stack, Switch, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArchive } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toastText } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { ExportList } from './ExportList';
import { ExportProgress } from './ExportParts';
import { EXPORT_POLL_MS, isActive, withLatest, type ShopExportJob } from './shopData';

/**
 * Start an export, follow it, download it: the Shop Data page's body, and all a deactivated
 * shop's owner sees after signing in. The job being made is asked for (`get`) every 1.5 s only
 * while it is queued or running; when it ends, the list is read again.
 */
export function ShopExportPanel({ canExport }: { canExport: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [includePdfs, setIncludePdfs] = useState(true);
  const [startedId, setStartedId] = useState<string | null>(null);
  const list = useQuery(trpc.tenant.shopExport.list.queryOptions());
  const items = list.data?.items ?? [];
  const activeId = startedId ?? items.find(isActive)?.id ?? null;
  const followed = useQuery({
    ...trpc.tenant.shopExport.get.queryOptions({ id: activeId ?? '' }),
    enabled: activeId !== null,
    refetchInterval: (query) => (isActive(query.state.data) ? EXPORT_POLL_MS : false),
  });
  const latest = followed.data?.id === activeId ? followed.data : undefined;
  const jobs = withLatest(items, latest);
  const running = jobs.find(isActive) ?? null;

  const refreshList = () =>
    queryClient.invalidateQueries({ queryKey: trpc.tenant.shopExport.list.queryKey() });

  // Once the followed job ends: say so, and read the list again (its size, its download).
  const lastStatus = useRef<ShopExportJob['status'] | null>(null);
  useEffect(() => {
    const status = latest?.status ?? null;
    const was = lastStatus.current;
    lastStatus.current = status;
    if (!latest || !isActive({ status: was ?? 'done' }) || isActive(latest)) return;
    if (latest.status === 'done')
      notifications.show({ color: 'green', message: 'Your shop’s data is ready to download' });
    else
      notifications.show({
        color: 'red',
        message: latest.error ?? 'The export failed. Try again.',
      });
    setStartedId(null);
    void refreshList();
  }, [latest?.id, latest?.status]);

  const start = useMutation(
    trpc.tenant.shopExport.start.mutationOptions({
      onSuccess: (job) => {
        queryClient.setQueryData(trpc.tenant.shopExport.get.queryKey({ id: job.id }), job);
        lastStatus.current = job.status;
        setStartedId(job.id);
        notifications.show({ color: 'green', message: 'Export started' });
        void refreshList();
      },
      onError: (error) => {
        notifications.show({
          color: 'red',
          message: toastText(error, 'Could not start the export', 'Could not reach the server'),
        });
        void refreshList();
      },
    }),
  );

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Group justify="space-between" align="center" gap="sm">
            <Switch
              label="Include PDFs"
              description="Every issued document as a PDF; off makes a smaller archive, faster"
              checked={includePdfs}
              onChange={(event) => setIncludePdfs(event.currentTarget.checked)}
              disabled={!canExport || running !== null}
              style={{ flex: '1 1 260px' }}
            />
            <Button
              leftSection={<IconArchive size={18} />}
              loading={start.isPending}
              disabled={!canExport || running !== null}
              onClick={() => start.mutate({ includePdfs })}
            >
              Export shop data
            </Button>
          </Group>
          {canExport ? null : (
            <Alert color="yellow">Exporting needs the export permission of Shop Data.</Alert>
          )}
        </Stack>
      </Paper>
      {running ? <ExportProgress job={running} /> : null}
      {list.error ? (
        <Alert color="red" title="Could not load the exports">
          {toastText(list.error, 'Something went wrong', 'Could not reach the server')}
        </Alert>
      ) : null}
      <Title order={2} size="h4">
        Exports
      </Title>
      <ExportList jobs={jobs} loading={list.isPending && !list.error} />
    </Stack>
  );
}
