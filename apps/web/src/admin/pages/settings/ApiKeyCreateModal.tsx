import {
  ActionIcon,
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { PERMISSION_FLAGS } from '@gst/domain';
import { toastText } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { PermissionMatrixInput } from '../users/PermissionMatrix';
import { emptyGrid, type PermissionGrid, setsOf } from '../users/types';

/**
 * Name a key and choose its permissions; after creation the key is shown once, with a copy
 * button. Closing the dialog forgets it for good (only its hash is stored).
 */
export function ApiKeyCreateModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: () => void;
}) {
  const trpc = useTRPC();
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const [name, setName] = useState('');
  const [grid, setGrid] = useState<PermissionGrid>(emptyGrid);
  const [nameError, setNameError] = useState<string | null>(null);
  const [createdKey, setCreatedKey] = useState<string | null>(null);

  const create = useMutation(
    trpc.tenant.apiKeys.create.mutationOptions({
      onSuccess: (result) => {
        setCreatedKey(result.key);
        notifications.show({ color: 'green', message: 'API key created' });
        onCreated();
      },
      onError: (error) =>
        notifications.show({ color: 'red', message: toastText(error, 'Failed to create API key') }),
    }),
  );

  const close = () => {
    if (create.isPending) return;
    setName('');
    setGrid(emptyGrid());
    setNameError(null);
    setCreatedKey(null);
    onClose();
  };

  const submit = () => {
    if (!name.trim()) {
      setNameError('Name is required');
      return;
    }
    create.mutate({ name: name.trim(), permissionSets: setsOf(grid) });
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={createdKey ? 'Your new API key' : 'Create API key'}
      size="xl"
      fullScreen={isPhone}
      closeOnClickOutside={!createdKey}
    >
      {createdKey ? (
        <Stack gap="md">
          <Alert color="orange" icon={<IconAlertTriangle size={18} />} title="Copy it now">
            This is the only time the key is shown. Store it somewhere safe; if it is lost, revoke
            it and create another.
          </Alert>
          <Group gap="xs" wrap="nowrap" align="center">
            <Code block style={{ flex: 1, wordBreak: 'break-all' }} data-testid="new-api-key">
              {createdKey}
            </Code>
            <CopyButton value={createdKey}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
                  <ActionIcon
                    variant="light"
                    size="lg"
                    color={copied ? 'green' : undefined}
                    onClick={copy}
                    aria-label="Copy API key"
                  >
                    {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
          <Group justify="flex-end">
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <TextInput
            label="Name"
            description="Who or what uses this key, e.g. 'Accounting sync'"
            required
            value={name}
            error={nameError}
            data-autofocus
            onChange={(event) => {
              setName(event.currentTarget.value);
              setNameError(null);
            }}
          />
          <div>
            <Text size="sm" fw={500} mb={4}>
              Permissions
            </Text>
            <PermissionMatrixInput grid={grid} flags={PERMISSION_FLAGS} onChange={setGrid} />
          </div>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={create.isPending}>
              Cancel
            </Button>
            <Button onClick={submit} loading={create.isPending}>
              Create key
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
