import { Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconRefresh } from '@tabler/icons-react';
import { toastText } from '../../../../lib/errors';
import { useTRPC } from '../../../../lib/trpc';
import { MAIL_KIND_LABEL, MAIL_STATUS_COLOR, mailTime } from './mailUi';

/**
 * The messages sent for one document (or a customer's statements), newest first: queued, sent or
 * failed with the server's reason, and a Retry for a failed one (issue 34). Read again every few
 * seconds while one is still queued.
 */
export function MailLog({
  kind,
  id,
}: {
  kind: 'invoice' | 'quote' | 'credit-note' | 'debit-note' | 'receipt' | 'statement';
  id: string;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const log = useQuery({
    ...trpc.tenant.mail.documentLog.queryOptions({ kind, id }),
    refetchInterval: (q) => (q.state.data?.some((m) => m.status === 'queued') ? 3000 : false),
  });
  const retry = useMutation(
    trpc.tenant.mail.retry.mutationOptions({
      onSuccess: async () => {
        notifications.show({ color: 'green', message: 'Mail queued again' });
        await queryClient.invalidateQueries({ queryKey: trpc.tenant.mail.pathKey() });
      },
      onError: (error) =>
        notifications.show({ color: 'red', message: toastText(error, 'Could not retry the mail') }),
    }),
  );
  if (log.isPending) return <Loader size="sm" aria-label="Loading the mail log" />;
  if (log.isError) {
    return (
      <Text size="sm" c="red">
        {toastText(log.error, 'The mail log could not be read')}
      </Text>
    );
  }
  if (!log.data.length) {
    return (
      <Text size="sm" c="dimmed">
        Not sent by e-mail yet.
      </Text>
    );
  }
  return (
    <Stack gap="xs" aria-label="Mail log">
      {log.data.map((m) => (
        <Stack
          key={m.id}
          gap={2}
          p="xs"
          style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 6 }}
        >
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Group gap="xs">
              <Badge color={MAIL_STATUS_COLOR[m.status]} variant="light">
                {m.status}
              </Badge>
              <Text size="xs" c="dimmed">
                {MAIL_KIND_LABEL[m.kind] ?? m.kind}
                {m.transport === 'outbox' ? ' · local outbox' : ''}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {mailTime(m.sentAt ?? m.createdAt)}
            </Text>
          </Group>
          <Text size="sm" style={{ wordBreak: 'break-word' }}>
            To {m.to.join(', ')}
            {m.cc.length ? ` · cc ${m.cc.join(', ')}` : ''}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={1}>
            {m.subject}
          </Text>
          {m.lastError ? (
            <Text size="xs" c="red" style={{ wordBreak: 'break-word' }}>
              {m.status === 'failed' ? 'Failed' : 'Last try failed'} after {m.attempts}{' '}
              {m.attempts === 1 ? 'try' : 'tries'}: {m.lastError}
            </Text>
          ) : null}
          {m.status === 'failed' ? (
            <Group justify="flex-end">
              <Button
                size="xs"
                variant="light"
                leftSection={<IconRefresh size={14} />}
                loading={retry.isPending && retry.variables.id === m.id}
                onClick={() => retry.mutate({ id: m.id })}
              >
                Retry
              </Button>
            </Group>
          ) : null}
        </Stack>
      ))}
    </Stack>
  );
}
