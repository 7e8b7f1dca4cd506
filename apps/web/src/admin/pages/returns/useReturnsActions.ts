import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isTRPCClientError } from '@trpc/client';
import { useState } from 'react';
import { downloadBlob } from '../../../components/data';
import { toastText } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { fetchGstr1Workbook, gstr1JsonBlob, returnFileName } from './downloads';
import { RETURNS_MESSAGES } from './messages';

type Busy = 'json' | 'xlsx' | null;

/** The server's words for a tRPC refusal, an Error's own text otherwise (REST downloads). */
function failureText(error: unknown, fallback: string): string {
  if (isTRPCClientError(error)) return toastText(error, fallback);
  return error instanceof Error && error.message ? error.message : fallback;
}

const failed = (error: unknown, fallback: string) =>
  notifications.show({ color: 'red', message: failureText(error, fallback) });

/**
 * Downloads (export flag) and filing (approve flag) for one period. After a lock or unlock every
 * returns query is refetched, so the badge and the buttons follow.
 */
export function useReturnsActions(period: string, gstin: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<Busy>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.tenant.returns.pathKey() });

  const downloadJson = async () => {
    setBusy('json');
    try {
      const gstr1 = await queryClient.fetchQuery({
        ...trpc.tenant.returns.gstr1.queryOptions({ period }),
        staleTime: 0,
      });
      downloadBlob(gstr1JsonBlob(gstr1), returnFileName(gstr1.gstin, period, 'json'));
      notifications.show({ color: 'green', message: RETURNS_MESSAGES.jsonDownloaded });
    } catch (error) {
      failed(error, RETURNS_MESSAGES.jsonFailed);
    } finally {
      setBusy(null);
    }
  };

  const downloadExcel = async () => {
    setBusy('xlsx');
    try {
      const { blob, fileName } = await fetchGstr1Workbook(
        period,
        returnFileName(gstin, period, 'xlsx'),
      );
      downloadBlob(blob, fileName);
      notifications.show({ color: 'green', message: RETURNS_MESSAGES.excelDownloaded });
    } catch (error) {
      failed(error, RETURNS_MESSAGES.excelFailed);
    } finally {
      setBusy(null);
    }
  };

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
    markFiled: () => lock.mutateAsync({ period }).catch(() => undefined),
    unlock: () => unlock.mutateAsync({ period }).catch(() => undefined),
    isFiling: lock.isPending,
    isUnlocking: unlock.isPending,
  };
}
