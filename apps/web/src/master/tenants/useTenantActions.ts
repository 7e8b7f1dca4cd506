import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@gst/domain';
import { confirmAction, confirmDelete } from '../../components/data';
import { toastText } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import type { TenantStatus } from './types';

/** What a row or the details page needs to name and act on a tenant. */
export type TenantRef = { id: string; name: string; tenantId: string; status: TenantStatus };

/**
 * Activate/Deactivate and Delete, each behind a confirmation that names the tenant, with the
 * spec's toasts (server text preferred; the network variants when no answer came back).
 */
export function useTenantActions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const setStatus = useMutation(trpc.master.tenants.setStatus.mutationOptions());
  const remove = useMutation(trpc.master.tenants.delete.mutationOptions());

  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.master.tenants.pathKey() });

  /**
   * Runs a confirmed change: its success toast (what `run` returns) and a refresh of the list,
   * or the failure toast (`failed`: the fallback and the no-answer text). True when it worked.
   */
  async function settle(
    run: () => Promise<string>,
    failed: [fallback: string, networkError: string],
  ): Promise<boolean> {
    try {
      notifications.show({ color: 'green', message: await run() });
      await refresh();
      return true;
    } catch (error) {
      notifications.show({ color: 'red', message: toastText(error, ...failed) });
      return false;
    }
  }

  async function toggleStatus(tenant: TenantRef): Promise<boolean> {
    const next: TenantStatus = tenant.status === 'active' ? 'inactive' : 'active';
    const isDeactivating = next === 'inactive';
    const confirmed = await confirmAction({
      title: `${isDeactivating ? 'Deactivate' : 'Activate'} tenant "${tenant.name}"?`,
      message: isDeactivating
        ? `Everyone signed in to ${tenant.tenantId} is signed out at once, and its shop shows 'Project Disabled' until it is activated again.`
        : `${tenant.tenantId} answers again and its users can sign in.`,
      confirmLabel: isDeactivating ? 'Deactivate' : 'Activate',
      color: isDeactivating ? 'red' : 'green',
    });
    if (!confirmed) return false;
    return settle(async () => {
      const updated = await setStatus.mutateAsync({ id: tenant.id, status: next });
      return MESSAGES.tenants.statusChanged(updated.status);
    }, [MESSAGES.tenants.statusFailed, MESSAGES.tenants.statusNetworkError]);
  }

  async function deleteTenant(tenant: TenantRef): Promise<boolean> {
    if (tenant.status === 'active') {
      // The server refuses too; saying so before the confirmation saves a pointless round.
      notifications.show({
        color: 'red',
        message: `Deactivate "${tenant.name}" before deleting it.`,
      });
      return false;
    }
    const confirmed = await confirmDelete({ entity: 'tenant', name: tenant.name });
    if (!confirmed) return false;
    return settle(async () => {
      await remove.mutateAsync({ id: tenant.id });
      queryClient.removeQueries({
        queryKey: trpc.master.tenants.get.queryKey({ id: tenant.id }),
      });
      return MESSAGES.tenants.deleted;
    }, [MESSAGES.tenants.deleteFailed, MESSAGES.tenants.deleteNetworkError]);
  }

  return {
    toggleStatus,
    deleteTenant,
    refresh,
    isBusy: setStatus.isPending || remove.isPending,
  };
}
