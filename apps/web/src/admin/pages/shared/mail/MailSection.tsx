import { Button, Group, Paper, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { MailLog } from './MailLog';
import { useSendMail } from './useSendMail';

/**
 * A document's e-mail block for its detail panel (issue 34): the messages sent for it (queued,
 * sent, failed with the reason, retry) and "Send by e-mail", which opens the drawer.
 */
export function MailSection({
  kind,
  id,
  title,
  unavailable,
}: {
  kind: 'invoice' | 'quote' | 'credit-note' | 'debit-note' | 'receipt';
  id: string;
  /** The drawer's title, e.g. 'E-mail invoice SS/26-27/0042'. */
  title: string;
  /** Why it cannot be sent (a cancelled document); null: it can. */
  unavailable?: string | null;
}) {
  const mail = useSendMail();
  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-between" mb="xs" wrap="wrap" gap="xs">
        <Text fw={600} size="sm">
          E-mail
        </Text>
        {unavailable ? (
          <Text size="xs" c="dimmed">
            {unavailable}
          </Text>
        ) : (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconMail size={14} />}
            onClick={() => mail.open({ kind, documentId: id }, title)}
          >
            Send by e-mail
          </Button>
        )}
      </Group>
      <MailLog kind={kind} id={id} />
      {mail.element}
    </Paper>
  );
}
