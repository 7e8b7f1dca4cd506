import { Alert, Skeleton, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconBuildingStore } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { MESSAGES } from '@gst/domain';
import { AppEmptyState } from '../../components/AppEmptyState';
import { PageHeader } from '../../components/PageHeader';
import { PRODUCT_TITLE } from '../../lib/brand';
import { toastText } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { MoveTenantModal } from '../tenants/MoveTenantModal';
import { TenantDetailsView } from '../tenants/TenantDetailsView';
import { TenantDrawer } from '../tenants/TenantDrawer';
import { TenantPicker } from '../tenants/TenantPicker';
import { useTenantActions } from '../tenants/useTenantActions';
import { useTenantNodes } from '../tenants/useTenantNodes';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * 'Tenant Details' (manage-tenant): pick a tenant, see its status, owner, GSTIN, domain, dates,
 * Last Ping, schema, database node (on Citus, with a running move's progress) and migration
 * state, and act on it (on Citus also move it to another node). The choice lives in ?id= so a
 * row of the tenants table can link here and the page can be bookmarked.
 */
export default function TenantDetailsPage() {
  useDocumentTitle(`Tenant Details | ${PRODUCT_TITLE} Master`);
  const trpc = useTRPC();
  const [params, setParams] = useSearchParams();
  const rawId = params.get('id');
  const id = rawId && UUID.test(rawId) ? rawId : null;
  const [isEditing, setEditing] = useState(false);
  const [isMoving, setMoving] = useState(false);
  const actions = useTenantActions();
  // On Citus: the shop's running move, followed every second until it ends.
  const nodes = useTenantNodes();

  const details = useQuery({
    ...trpc.master.tenants.get.queryOptions({ id: id ?? '' }),
    enabled: id !== null,
  });

  const choose = (next: string | null) => setParams(next ? { id: next } : {}, { replace: true });

  return (
    <>
      <PageHeader title="Tenant Details" />
      <Stack gap="md">
        <TenantPicker value={id} selected={details.data} onChange={choose} />
        {id === null ? (
          <AppEmptyState
            icon={<IconBuildingStore size={28} stroke={1.5} />}
            title="Choose a tenant"
            description="Search above by name, Tenant ID, GSTIN or owner to see its status, owner, storage and migration state."
          />
        ) : details.isPending ? (
          <Stack gap="md" aria-busy="true" aria-label="Loading tenant">
            <Skeleton h={88} />
            <Skeleton h={220} />
          </Stack>
        ) : details.isError ? (
          <Alert color="red" title={MESSAGES.tenants.fetchFailed}>
            {toastText(details.error, MESSAGES.tenants.loadFailed, MESSAGES.tenants.fetchFailed)}
          </Alert>
        ) : (
          <TenantDetailsView
            tenant={details.data}
            isBusy={actions.isBusy}
            onEdit={() => setEditing(true)}
            onToggleStatus={() => void actions.toggleStatus(details.data)}
            move={nodes.running.get(details.data.id)}
            onMove={nodes.isCitus ? () => setMoving(true) : undefined}
            onDelete={() =>
              void actions.deleteTenant(details.data).then((isDeleted) => {
                if (isDeleted) choose(null);
              })
            }
          />
        )}
      </Stack>
      <TenantDrawer opened={isEditing} editId={id} onClose={() => setEditing(false)} />
      <MoveTenantModal
        opened={isMoving}
        tenant={details.data ?? null}
        workers={nodes.workers}
        onClose={() => setMoving(false)}
        onStarted={nodes.addStartedMove}
      />
    </>
  );
}
