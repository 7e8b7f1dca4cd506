import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TurnoverBand } from '@gst/domain';
import { downloadBlob, downloadErrorText, runExport } from '../../../components/data';
import { useTRPC } from '../../../lib/trpc';
import { fetchGstr1Workbook, returnJsonBlob, returnFileName } from './downloads';
import { RETURNS_MESSAGES } from './messages';
import type { ReversalsInput } from './reversals';

/** What "Mark as filed" sends besides the period (issue 32): kept with the filed GSTR-3B. */
export type FilingExtras = {
  reversals?: ReversalsInput | undefined;
  paymentDate?: string | undefined;
  /** The late fee's turnover band (item 19); absent: the books' band. */
  turnoverBand?: TurnoverBand | undefined;
};

type Busy = 'json' | 'xlsx' | null;

const failed = (error: unknown, fallback: string) =>
  notifications.show({ color: 'red', message: downloadErrorText(error, fallback) });

/**
 * Downloads (export flag) and filing (approve flag) for one period; filing sends the entered 4(B)
 * reversals and the payment date (issue 32). After a lock or unlock every returns query is
 * refetched, so the badge and the buttons follow.
 */
export function useReturnsActions(period: string, gstin: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<Busy>(null);
  // The invoice list's rows say whether their month is filed (issue 29 item 7): refetched too.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.tenant.returns.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.tenant.invoices.list.pathKey() }),
    ]);

  const download = async (kind: Exclude<Busy, null>, produce: () => Promise<void>) => {
    setBusy(kind);
    await runExport(
      produce,
      kind === 'json'
        ? { success: RETURNS_MESSAGES.jsonDownloaded, failed: RETURNS_MESSAGES.jsonFailed }
        : { success: RETURNS_MESSAGES.excelDownloaded, failed: RETURNS_MESSAGES.excelFailed },
    );
    setBusy(null);
  };

  // The JSON is the GSTR-1 the server computes (tRPC); the workbook is its REST download.
  const downloadJson = () =>
    download('json', async () => {
      const gstr1 = await queryClient.fetchQuery({
        ...trpc.tenant.returns.gstr1.queryOptions({ period }),
        staleTime: 0,
      });
      downloadBlob(returnJsonBlob(gstr1), returnFileName(gstr1.gstin, period, 'json'));
    });

  const downloadExcel = () =>
    download('xlsx', async () => {
      const { blob, fileName } = await fetchGstr1Workbook(
        period,
        returnFileName(gstin, period, 'xlsx'),
      );
      downloadBlob(blob, fileName);
    });

  const lock = useMutation(
    trpc.tenant.returns.lock.mutationOptions({
      onSuccess: (filed) => {
        notifications.show({ color: 'green', message: RETURNS_MESSAGES.filed(filed.label) });
        return refresh();
      },
      onError: (error) => failed(error, RETURNS_MESSAGES.fileFailed),
    }),
  );
  const unlock = useMutation(
    trpc.tenant.returns.unlock.mutationOptions({
      onSuccess: () => {
        notifications.show({ color: 'green', message: RETURNS_MESSAGES.unlocked });
        return refresh();
      },
      onError: (error) => failed(error, RETURNS_MESSAGES.unlockFailed),
    }),
  );

  return {
    busy,
    downloadJson,
    downloadExcel,
    markFiled: ({ reversals, paymentDate, turnoverBand }: FilingExtras = {}) =>
      lock
        .mutateAsync({
          period,
          ...(reversals ? { reversals } : {}),
          ...(paymentDate ? { paymentDate } : {}),
          ...(turnoverBand ? { turnoverBand } : {}),
        })
        .catch(() => undefined),
    unlock: () => unlock.mutateAsync({ period }).catch(() => undefined),
    isFiling: lock.isPending,
    isUnlocking: unlock.isPending,
  };
}
