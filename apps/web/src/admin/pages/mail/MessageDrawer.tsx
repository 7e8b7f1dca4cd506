import { Alert, Badge, Button, Code, Group, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconDownload, IconMail, IconRefresh } from '@tabler/icons-react';
import { DrawerShell } from '../../../components/data';
import { toastText } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { MAIL_KIND_LABEL, MAIL_STATUS_COLOR, mailTime, saveBase64 } from '../shared/mail/mailUi';

/**
 * One message (issue 34): its headers, body and status; for the local outbox the headers as sent,
 * the attachment and the whole message (.eml) to download; Retry for a failed one.
 */
export function MessageDrawer({
  id,
  onClose,
  canRetry,
}: {
  id: string | null;
  onClose: () => void;
  canRetry: boolean;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const message = useQuery({
    ...trpc.tenant.mail.message.queryOptions({ id: id ?? '' }),
    enabled: id !== null,
  });
  const onError = (fallback: string) => (e: unknown) =>
    notifications.show({ color: 'red', message: toastText(e, fallback) });
  const attachment = useMutation({
    mutationFn: () =>
      queryClient.fetchQuery(trpc.tenant.mail.messageAttachment.queryOptions({ id: id ?? '' })),
    onSuccess: saveBase64,
    onError: onError('The attachment could not be downloaded'),
  });
  const eml = useMutation({
    mutationFn: () =>
      queryClient.fetchQuery(trpc.tenant.mail.messageEml.queryOptions({ id: id ?? '' })),
    onSuccess: saveBase64,
    onError: onError('The message could not be downloaded'),
  });
  const retry = useMutation(
    trpc.tenant.mail.retry.mutationOptions({
      onSuccess: async () => {
        notifications.show({ color: 'green', message: 'Mail queued again' });
        await queryClient.invalidateQueries({ queryKey: trpc.tenant.mail.pathKey() });
      },
      onError: onError('Could not retry the mail'),
    }),
  );
  const m = message.data;
  const headers = m?.headers ?? null;
  const rows: [string, string][] = m
    ? headers
      ? Object.entries(headers)
      : [
          ['to', m.to.join(', ')],
          ['cc', m.cc.join(', ')],
          ['subject', m.subject],
          ['message-id', m.messageId],
        ].filter((r): r is [string, string] => Boolean(r[1]))
    : [];
  return (
    <DrawerShell
      opened={id !== null}
      onClose={onClose}
      title="Message"
      loading={message.isPending}
      size="lg"
    >
      {message.isError ? (
        <Alert color="red">{toastText(message.error, 'The message could not be read')}</Alert>
      ) : m ? (
        <Stack gap="sm">
          <Group gap="xs">
            <Badge color={MAIL_STATUS_COLOR[m.status]} variant="light">
              {m.status}
            </Badge>
            <Text size="sm" c="dimmed">
              {MAIL_KIND_LABEL[m.kind] ?? m.kind} ·{' '}
              {m.transport === 'outbox'
                ? 'local outbox'
                : m.transport === 'smtp'
                  ? 'SMTP'
                  : 'not tried yet'}{' '}
              · {mailTime(m.sentAt ?? m.createdAt)}
            </Text>
          </Group>
          {m.lastError ? (
            <Alert color={m.status === 'failed' ? 'red' : 'yellow'}>
              {m.attempts} {m.attempts === 1 ? 'try' : 'tries'}: {m.lastError}
            </Alert>
          ) : null}
          <Table withTableBorder layout="fixed" fz="sm">
            <Table.Tbody>
              {rows.map(([name, value]) => (
                <Table.Tr key={name}>
                  <Table.Th w={110} style={{ textTransform: 'capitalize' }}>
                    {name}
                  </Table.Th>
                  <Table.Td style={{ wordBreak: 'break-word' }}>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Title order={3} size="h5">
            Message
          </Title>
          <Code block style={{ whiteSpace: 'pre-wrap' }}>
            {m.body}
          </Code>
          <Group gap="xs" wrap="wrap">
            {m.attachments.map((a) => (
              <Button
                key={a.filename}
                variant="light"
                size="xs"
                leftSection={<IconDownload size={14} />}
                loading={attachment.isPending}
                onClick={() => attachment.mutate()}
              >
                {a.filename} ({Math.ceil(a.size / 1024)} KB)
              </Button>
            ))}
            {m.rawSize ? (
              <Button
                variant="default"
                size="xs"
                leftSection={<IconMail size={14} />}
                loading={eml.isPending}
                onClick={() => eml.mutate()}
              >
                Download .eml
              </Button>
            ) : null}
            {!m.rawSize && m.attachmentName ? (
              <Text size="xs" c="dimmed">
                Attached: {m.attachmentName}
              </Text>
            ) : null}
            {canRetry && m.status === 'failed' ? (
              <Button
                size="xs"
                leftSection={<IconRefresh size={14} />}
                loading={retry.isPending}
                onClick={() => retry.mutate({ id: m.id })}
              >
                Retry
              </Button>
            ) : null}
          </Group>
        </Stack>
      ) : null}
    </DrawerShell>
  );
}
