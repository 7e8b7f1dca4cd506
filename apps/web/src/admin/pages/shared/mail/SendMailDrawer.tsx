import { Alert, Divider, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconPaperclip } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { DrawerFooter, DrawerShell } from '../../../../components/data';
import { toastText } from '../../../../lib/errors';
import { useTRPC } from '../../../../lib/trpc';
import { MailLog } from './MailLog';
import { splitAddresses, type MailDocumentRef } from './mailUi';

type Fields = { to: string; cc: string; subject: string; body: string };
const EMPTY: Fields = { to: '', cc: '', subject: '', body: '' };

/**
 * "Send by e-mail" (issue 34): to, cc, subject and body prefilled by the server from the shop's
 * template (the customer's e-mail, the document's number, amount and due date, the share link),
 * edited here and queued; the document's PDF is attached by the server. Below, the messages
 * already sent for the document. Escape closes it (DrawerShell), full width on a phone.
 */
export function SendMailDrawer({
  document,
  title,
  onClose,
}: {
  /** What to send; null: closed. */
  document: MailDocumentRef | null;
  title?: string;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const opened = document !== null;
  const draft = useQuery({
    ...trpc.tenant.mail.draft.queryOptions(document ?? { kind: 'invoice', documentId: '' }),
    enabled: opened,
    staleTime: 0,
  });
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!draft.data) return;
    setFields({
      to: draft.data.to.join(', '),
      cc: draft.data.cc.join(', '),
      subject: draft.data.subject,
      body: draft.data.body,
    });
    setError(null);
  }, [draft.data]);
  const send = useMutation(
    trpc.tenant.mail.send.mutationOptions({
      onSuccess: async () => {
        notifications.show({ color: 'green', message: 'Mail queued: it is sent in a moment' });
        await queryClient.invalidateQueries({ queryKey: trpc.tenant.mail.pathKey() });
        onClose();
      },
      onError: (e) => setError(toastText(e, 'The mail could not be queued')),
    }),
  );
  const set = (key: keyof Fields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!document) return;
    const to = splitAddresses(fields.to);
    if (!to.length) return setError('Enter at least one recipient');
    if (!fields.subject.trim()) return setError('Enter a subject');
    send.mutate({
      document,
      message: { to, cc: splitAddresses(fields.cc), subject: fields.subject, body: fields.body },
    });
  };
  const logRef =
    document === null
      ? null
      : document.kind === 'statement'
        ? { kind: 'statement' as const, id: document.customerId }
        : { kind: document.kind, id: document.documentId };
  return (
    <DrawerShell
      opened={opened}
      onClose={onClose}
      title={title ?? 'Send by e-mail'}
      busy={send.isPending}
      loading={draft.isPending && opened}
      size="lg"
      onSubmit={submit}
      footer={
        <DrawerFooter
          onCancel={onClose}
          busy={send.isPending}
          submitLabel="Send"
          disabled={!draft.data}
        />
      }
    >
      <Stack gap="sm">
        {draft.isError ? (
          <Alert color="red">{toastText(draft.error, 'The message could not be prepared')}</Alert>
        ) : null}
        {draft.data && !draft.data.to.length ? (
          <Alert color="yellow">
            {draft.data.customerName || 'The customer'} has no e-mail address: enter one below.
          </Alert>
        ) : null}
        {error ? <Alert color="red">{error}</Alert> : null}
        <TextInput
          label="To"
          description="Several addresses: separate them with commas"
          value={fields.to}
          onChange={(e) => set('to')(e.currentTarget.value)}
          required
        />
        <TextInput
          label="Cc"
          value={fields.cc}
          onChange={(e) => set('cc')(e.currentTarget.value)}
        />
        <TextInput
          label="Subject"
          value={fields.subject}
          onChange={(e) => set('subject')(e.currentTarget.value)}
          required
        />
        <Textarea
          label="Message"
          rows={10}
          value={fields.body}
          onChange={(e) => set('body')(e.currentTarget.value)}
        />
        {draft.data?.attachmentName ? (
          <Text size="sm" c="dimmed">
            <IconPaperclip size={14} style={{ verticalAlign: 'middle' }} />{' '}
            {draft.data.attachmentName} is attached
          </Text>
        ) : null}
        {logRef ? (
          <>
            <Divider mt="sm" />
            <Title order={3} size="h5">
              Sent before
            </Title>
            <MailLog kind={logRef.kind} id={logRef.id} />
          </>
        ) : null}
      </Stack>
    </DrawerShell>
  );
}
