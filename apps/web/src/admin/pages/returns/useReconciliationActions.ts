import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { downloadExport } from '../../../components/data';
import { toastText } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { doneMessage, exportFileName, type ReconAction, type ReconItem } from './reconciliation';

const FAILED: Record<ReconAction, string> = {
  accept: 'Suggested match not accepted',
  link: 'Documents not linked',
  unlink: 'Decision not undone',
  pending: 'Not marked pending',
  ignore: 'Not ignored',
};

/**
 * The panel's decisions on `month` (edit flag) and its Excel export (export flag). `busy` names
 * what runs ('accept:<row key>', 'bulk:ignore', …) so that button alone shows its loader; after
 * a decision the reconciliation is refetched, on a refusal the server's words are shown.
 */
export function useReconciliationActions(month: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const mutation = useMutation(trpc.tenant.reconciliation.action.mutationOptions());

  /** Runs `action` on `items`; resolves true when the server applied it. */
  const run = async (action: ReconAction, items: ReconItem[], key: string): Promise<boolean> => {
    if (items.length === 0 || busy) return false;
    setBusy(key);
    try {
      const result = await mutation.mutateAsync({ period: month, action, items });
      notifications.show({ color: 'green', message: doneMessage(action, result.applied) });
      await queryClient.invalidateQueries({ queryKey: trpc.tenant.reconciliation.pathKey() });
      return true;
    } catch (error) {
      notifications.show({
        color: 'red',
        title: FAILED[action],
        message: toastText(error, FAILED[action]),
        autoClose: 10_000,
      });
      return false;
    } finally {
      setBusy(null);
    }
  };

  const exportExcel = async () => {
    setExporting(true);
    await downloadExport(
      `/api/reconciliation/export?period=${encodeURIComponent(month)}`,
      exportFileName(month),
      'Reconciliation downloaded',
    );
    setExporting(false);
  };

  return { run, busy, exporting, exportExcel };
}
