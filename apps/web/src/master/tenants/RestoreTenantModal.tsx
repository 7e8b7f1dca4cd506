import {
  Alert,
  Anchor,
  Button,
  Code,
  FileInput,
  Group,
  Modal,
  Progress,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconArchive, IconCircleCheck, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { TENANT_ID_HINT, tenantIdProblem } from '@gst/domain';
import { formatCount, formatSize } from '../../lib/fileSize';
import { useTRPC } from '../../lib/trpc';
import { tenantLoginUrl } from './format';
import {
  ARCHIVE_MAX_BYTES,
  EMPTY_RESTORE,
  RESTORE_RULES,
  countLabel,
  restoreUrl,
  uploadArchive,
  type RestoreValues,
  type RestoredShop,
} from './restore';

type Upload = { sent: number; of: number } | null;

/** The restored shop: its id, a link to open it, and how many records of each kind came back. */
function RestoredSummary({ shop }: { shop: RestoredShop }) {
  const counts = Object.entries(shop.counts).filter(([, n]) => n > 0);
  return (
    <Stack gap="sm">
      <Alert color="green" icon={<IconCircleCheck size={18} />} title="Shop restored">
        <Text size="sm">
          <b>{shop.tenant.name}</b> is back as <Code>{shop.tenant.tenantId}</Code>.{' '}
          <Anchor href={tenantLoginUrl(shop.tenant.tenantId)} target="_blank" rel="noopener">
            Open the shop
          </Anchor>
        </Text>
      </Alert>
      {counts.length > 0 ? (
        <Table.ScrollContainer minWidth={260} mah={280}>
          <Table striped withTableBorder stickyHeader aria-label="Restored records">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Records</Table.Th>
                <Table.Th ta="right">Count</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {counts.map(([key, n]) => (
                <Table.Tr key={key}>
                  <Table.Td>{countLabel(key)}</Table.Td>
                  <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatCount(n)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}

/**
 * 'Restore from archive' (issue 33): a new Tenant ID (the same rules as Add Tenant), an optional
 * name, and a shop's export .zip (at most 2 GB, refused here before any byte is sent). The
 * archive goes up with a progress bar; then the restored shop and its counts, or the server's
 * words. Escape and Cancel close it, except while the archive is on its way.
 */
export function RestoreTenantModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<RestoreValues>({ initialValues: EMPTY_RESTORE, validate: RESTORE_RULES });
  const [upload, setUpload] = useState<Upload>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [restored, setRestored] = useState<RestoredShop | null>(null);
  const abort = useRef<(() => void) | null>(null);
  const isUploading = upload !== null;

  const close = () => {
    if (isUploading) return;
    form.reset();
    setFailure(null);
    setRestored(null);
    onClose();
  };

  const submit = async (values: RestoreValues) => {
    if (!values.file) return;
    const file = values.file;
    setFailure(null);
    setUpload({ sent: 0, of: file.size });
    const started = uploadArchive(restoreUrl(values), file, (fraction) =>
      setUpload({ sent: Math.round(fraction * file.size), of: file.size }),
    );
    abort.current = started.abort;
    try {
      const shop = await started.done;
      setRestored(shop);
      notifications.show({ color: 'green', message: `Shop ${shop.tenant.tenantId} restored` });
      await queryClient.invalidateQueries({ queryKey: trpc.master.tenants.pathKey() });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The restore failed');
    } finally {
      abort.current = null;
      setUpload(null);
    }
  };

  const percent = upload && upload.of > 0 ? Math.round((upload.sent / upload.of) * 100) : 0;
  const isProcessing = upload !== null && percent >= 100;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Restore a shop from its archive"
      centered
      size="lg"
      closeOnEscape={!isUploading}
      closeOnClickOutside={!isUploading}
    >
      {restored ? (
        <Stack gap="md">
          <RestoredSummary shop={restored} />
          <Group justify="flex-end">
            <Button onClick={close}>Close</Button>
          </Group>
        </Stack>
      ) : (
        <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
          <Stack gap="md">
            <Text size="sm">
              Brings a shop back from the ZIP its Shop Data export made: every record, document,
              attachment, user and the audit trail, as a new shop under the Tenant ID you choose.
            </Text>
            <TextInput
              label="New Tenant ID"
              placeholder="acme-solar"
              required
              autoComplete="off"
              spellCheck={false}
              description={TENANT_ID_HINT}
              data-autofocus
              disabled={isUploading}
              {...form.getInputProps('tenantId')}
              onChange={(event) => {
                const value = event.currentTarget.value.toLowerCase();
                form.setFieldValue('tenantId', value);
                form.setFieldError(
                  'tenantId',
                  value ? (tenantIdProblem(value.trim()) ?? null) : null,
                );
              }}
            />
            <TextInput
              label="Shop name"
              placeholder="As in the archive"
              description="Optional: leave empty to keep the name the archive holds"
              disabled={isUploading}
              {...form.getInputProps('name')}
            />
            <FileInput
              label="Archive"
              placeholder="Choose a .zip file"
              description={`A shop’s data export, up to ${formatSize(ARCHIVE_MAX_BYTES)}`}
              accept=".zip,application/zip"
              required
              clearable
              leftSection={<IconArchive size={16} />}
              disabled={isUploading}
              {...form.getInputProps('file')}
              onChange={(file) => {
                form.setFieldValue('file', file);
                form.setFieldError('file', file ? RESTORE_RULES.file(file) : null);
              }}
            />
            {upload ? (
              <Stack gap={4} aria-live="polite">
                <Progress
                  value={isProcessing ? 100 : Math.max(percent, 2)}
                  striped
                  animated
                  size="lg"
                  aria-label="Upload progress"
                />
                <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {isProcessing
                    ? 'Uploaded. Restoring the shop…'
                    : `Uploading ${percent}% · ${formatSize(upload.sent)} of ${formatSize(upload.of)}`}
                </Text>
              </Stack>
            ) : null}
            {failure ? (
              <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
                {failure}
              </Alert>
            ) : null}
            <Group justify="flex-end" gap="sm">
              {isUploading && !isProcessing ? (
                <Button variant="default" onClick={() => abort.current?.()}>
                  Stop upload
                </Button>
              ) : (
                <Button variant="default" onClick={close} disabled={isUploading}>
                  Cancel
                </Button>
              )}
              <Button type="submit" leftSection={<IconUpload size={16} />} loading={isUploading}>
                Restore shop
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

/** The tenants page's 'Restore from archive' button and its dialog. */
export function RestoreTenantButton() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconArchive size={18} />}
        onClick={() => setOpened(true)}
      >
        Restore from archive
      </Button>
      <RestoreTenantModal opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
