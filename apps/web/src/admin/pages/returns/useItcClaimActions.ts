import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toastText } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { FAILED, claimInput, doneMessage, type ClaimAction } from './itcClaims';

/**
 * The ITC claims panel's choices on `period` (edit flag). `busy` names what runs ('now:<bill>',
 * 'bulk:defer', …) so that button alone shows its loader; after a choice the claims and every
 * returns query (GSTR-3B Table 4, the bills behind it, the set-off and cash) are refetched; on a
 * refusal the server's words are shown.
 */
export function useItcClaimActions(period: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const mutation = useMutation(trpc.tenant.itc.setClaim.mutationOptions());

  /** Runs `action` on `billIds`; resolves true when the server applied it. */
  const run = async (
    action: ClaimAction,
    billIds: string[],
    key: string,
    claimPeriod?: string | null,
  ): Promise<boolean> => {
    if (billIds.length === 0 || busy) return false;
    setBusy(key);
    try {
      const input = claimInput(action, billIds, period, claimPeriod);
      const result = await mutation.mutateAsync(input);
      notifications.show({
        color: 'green',
        message: doneMessage(action, result.updated, input.claimPeriod),
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.tenant.itc.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.tenant.returns.pathKey() }),
      ]);
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

  return { run, busy };
}
