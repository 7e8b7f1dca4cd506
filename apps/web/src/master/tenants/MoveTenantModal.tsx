import { Alert, Button, Code, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowsExchange, IconInfoCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toastText } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { moveTargets } from './nodes';
import type { TenantMove, WorkerLoad } from './types';

/** The shop to move, as a row of the tenants table gives it. */
export type MoveTenantRef = { id: string; name: string; tenantId: string; node: string | null };

/**
 * 'Move to another node': choose one of the other Citus workers (each with its number of shops,
 * the least loaded first and preselected) and start the move. The server answers at once and
 * copies in the background; the page then follows the move's progress. Refusals (already there,
 * a move running, unknown node) come back as a toast with the server's words and keep the dialog
 * open. Escape and Cancel close it.
 */
export function MoveTenantModal({
  opened,
  tenant,
  workers,
  onClose,
  onStarted,
}: {
  opened: boolean;
  /** Kept while the dialog closes, so its text does not vanish during the transition. */
  tenant: MoveTenantRef | null;
  workers: readonly WorkerLoad[];
  onClose: () => void;
  onStarted: (move: TenantMove) => void;
}) {
  const trpc = useTRPC();
  const move = useMutation(trpc.master.tenants.move.mutationOptions());
  const targets = tenant ? moveTargets(workers, tenant.node) : [];
  // The operator's choice, else the least loaded other worker; forgotten when the dialog closes.
  const [chosen, setChosen] = useState<string | null>(null);
  const target = targets.some((t) => t.value === chosen) ? chosen : (targets[0]?.value ?? null);

  const close = () => {
    if (move.isPending) return;
    setChosen(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!tenant || !target) return;
    try {
      const started = await move.mutateAsync({ id: tenant.id, node: target });
      notifications.show({
        color: 'green',
        message: `Moving ${tenant.tenantId} to ${started.target}: the shop keeps working while its data is copied`,
      });
      onStarted(started);
      setChosen(null);
      onClose();
    } catch (error) {
      notifications.show({
        color: 'red',
        message: toastText(error, 'Could not start the move', 'Could not reach the server'),
      });
    }
  };

  return (
    <Modal
      opened={opened && tenant !== null}
      onClose={close}
      title={tenant ? `Move "${tenant.name}" to another node` : ''}
      centered
      closeOnEscape={!move.isPending}
      closeOnClickOutside={!move.isPending}
    >
      {tenant ? (
        <form onSubmit={(event) => void submit(event)}>
          <Stack gap="md">
            <Text size="sm">
              Tenant <b>{tenant.tenantId}</b> lives on{' '}
              {tenant.node ? <Code>{tenant.node}</Code> : 'no worker'}. Its schema is copied to the
              chosen worker while the shop keeps working; writes wait only for the short switch-over
              at the end.
            </Text>
            {targets.length === 0 ? (
              <Alert color="orange" icon={<IconInfoCircle size={18} />}>
                There is no other worker to move to. Add a worker to the cluster first.
              </Alert>
            ) : (
              <Select
                label="Target node"
                description="Worker and the number of shops it holds now"
                data={targets}
                value={target}
                onChange={setChosen}
                allowDeselect={false}
                required
                data-autofocus
                comboboxProps={{ withinPortal: true }}
              />
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={move.isPending}>
                Cancel
              </Button>
              <Button
                type="submit"
                leftSection={<IconArrowsExchange size={16} />}
                loading={move.isPending}
                disabled={!target}
              >
                Move shop
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
