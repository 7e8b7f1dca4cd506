import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';

/**
 * The endpoint's signing secret, shown once (after "Add endpoint" and "Roll secret"): the server
 * never answers it again. Escape or Done closes it.
 */
export function WebhookSecretModal({
  secret,
  url,
  onClose,
}: {
  secret: string | null;
  url: string;
  onClose: () => void;
}) {
  return (
    <Modal opened={secret !== null} onClose={onClose} title="Signing secret" size="lg">
      <Stack gap="sm">
        <Alert color="orange" icon={<IconKey size={18} />} title="Copy it now">
          This is the only time the secret is shown. Keep it in the receiving system: it checks the
          X-GST-Signature header of every delivery with it.
        </Alert>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {url}
        </Text>
        <Code
          block
          style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
          data-testid="webhook-secret"
        >
          {secret}
        </Code>
        <Group justify="flex-end">
          <CopyButton value={secret ?? ''}>
            {({ copied, copy }) => (
              <Button
                variant="light"
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                onClick={copy}
              >
                {copied ? 'Copied' : 'Copy secret'}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>Done</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
