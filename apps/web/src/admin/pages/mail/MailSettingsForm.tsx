import {
  Accordion,
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import {
  MAIL_PLACEHOLDERS,
  MAIL_TEMPLATE_KINDS,
  type MailTemplateKind,
} from '@gst/domain/contracts';
import { toastText } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { MAIL_KIND_LABEL } from '../shared/mail/mailUi';
import { TestMailBox } from './TestMailBox';

type Template = { subject: string; body: string };
type Values = {
  host: string;
  port: number;
  security: 'tls' | 'starttls' | 'none';
  username: string;
  password: string;
  fromName: string;
  fromAddress: string;
  replyTo: string;
  templates: Record<MailTemplateKind, Template>;
  remindersEnabled: boolean;
  offsets: string;
};

/** '-3, 0, 7, 15' → [-3, 0, 7, 15]; null when a part is not a whole number. */
export function parseOffsets(text: string): number[] | null {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  const days = parts.map((p) => Number(p.replace('−', '-')));
  return days.every((d) => Number.isInteger(d)) ? days : null;
}

/**
 * The shop's mail settings (issue 34): the SMTP server (none: mail goes to the local outbox), the
 * sender, the templates per kind and the payment-reminder schedule; a test mail. The password is
 * never shown: left empty it is kept.
 */
export function MailSettingsForm({ readOnly }: { readOnly: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const settings = useQuery(trpc.tenant.mail.settings.queryOptions());
  const [values, setValues] = useState<Values | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const s = settings.data;
    if (!s) return;
    setValues({
      host: s.host,
      port: s.port,
      security: s.security,
      username: s.username,
      password: '',
      fromName: s.fromName,
      fromAddress: s.fromAddress,
      replyTo: s.replyTo,
      templates: s.templates,
      remindersEnabled: s.remindersEnabled,
      offsets: s.reminderOffsets.join(', '),
    });
  }, [settings.data]);
  const save = useMutation(
    trpc.tenant.mail.saveSettings.mutationOptions({
      onSuccess: async () => {
        notifications.show({ color: 'green', message: 'Mail settings saved' });
        setError(null);
        await queryClient.invalidateQueries({ queryKey: trpc.tenant.mail.settings.queryKey() });
      },
      onError: (e) => setError(toastText(e, 'The mail settings could not be saved')),
    }),
  );
  if (settings.isError) {
    return (
      <Alert color="red">{toastText(settings.error, 'The mail settings could not be read')}</Alert>
    );
  }
  if (!values || !settings.data) return <Text c="dimmed">Loading the mail settings…</Text>;
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => (v ? { ...v, [key]: value } : v));
  const setTemplate = (kind: MailTemplateKind, part: keyof Template, text: string) =>
    setValues((v) =>
      v
        ? { ...v, templates: { ...v.templates, [kind]: { ...v.templates[kind], [part]: text } } }
        : v,
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const offsets = parseOffsets(values.offsets);
    if (!offsets) return setError('Reminder days are whole numbers, e.g. -3, 0, 7, 15');
    const { offsets: _o, ...rest } = values;
    void _o;
    save.mutate({ ...rest, clearPassword: false, reminderOffsets: offsets });
  };
  const noSmtp = values.host.trim() === '';
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {error ? <Alert color="red">{error}</Alert> : null}
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
          <Title order={2} size="h4" mb="xs">
            SMTP server
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {noSmtp
              ? 'No server set: mail is kept in the local outbox (the Outbox tab), so you can see what would be sent.'
              : 'Mail is sent through this server; connections time out after 20 seconds.'}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Host"
              placeholder="smtp.example.com (empty: local outbox)"
              value={values.host}
              onChange={(e) => set('host', e.currentTarget.value)}
              disabled={readOnly}
            />
            <Group grow gap="sm" align="flex-start">
              <NumberInput
                label="Port"
                min={1}
                max={65535}
                allowDecimal={false}
                value={values.port}
                onChange={(v) => set('port', Number(v) || 587)}
                disabled={readOnly}
              />
              <Select
                label="Security"
                data={[
                  { value: 'starttls', label: 'STARTTLS (587)' },
                  { value: 'tls', label: 'TLS (465)' },
                  { value: 'none', label: 'None' },
                ]}
                value={values.security}
                onChange={(v) => set('security', v ?? 'starttls')}
                allowDeselect={false}
                disabled={readOnly}
              />
            </Group>
            <TextInput
              label="User name"
              value={values.username}
              onChange={(e) => set('username', e.currentTarget.value)}
              autoComplete="off"
              disabled={readOnly}
            />
            <PasswordInput
              label="Password"
              description={
                settings.data.passwordSet ? 'Saved: leave empty to keep it' : 'None saved'
              }
              value={values.password}
              onChange={(e) => set('password', e.currentTarget.value)}
              autoComplete="new-password"
              disabled={readOnly}
            />
            <TextInput
              label="From name"
              placeholder="Shop name"
              value={values.fromName}
              onChange={(e) => set('fromName', e.currentTarget.value)}
              disabled={readOnly}
            />
            <TextInput
              label="From address"
              value={values.fromAddress}
              onChange={(e) => set('fromAddress', e.currentTarget.value)}
              disabled={readOnly}
            />
            <TextInput
              label="Reply-to"
              value={values.replyTo}
              onChange={(e) => set('replyTo', e.currentTarget.value)}
              disabled={readOnly}
            />
          </SimpleGrid>
        </Paper>
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
          <Title order={2} size="h4" mb="xs">
            Payment reminders
          </Title>
          <Stack gap="sm">
            <Switch
              label="E-mail reminders for unpaid invoices, every day at 09:00"
              checked={values.remindersEnabled}
              onChange={(e) => set('remindersEnabled', e.currentTarget.checked)}
              disabled={readOnly}
            />
            <TextInput
              label="Days from the due date"
              description="Negative: before it. -3, 0, 7, 15 = three days before, on the day, a week and a fortnight after"
              value={values.offsets}
              onChange={(e) => set('offsets', e.currentTarget.value)}
              disabled={readOnly}
              maw={420}
            />
          </Stack>
        </Paper>
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
          <Title order={2} size="h4" mb="xs">
            Templates
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            Placeholders: {MAIL_PLACEHOLDERS.map((p) => `{{${p}}}`).join(' ')}
          </Text>
          <Accordion variant="separated">
            {MAIL_TEMPLATE_KINDS.map((kind) => (
              <Accordion.Item key={kind} value={kind}>
                <Accordion.Control>{MAIL_KIND_LABEL[kind]}</Accordion.Control>
                <Accordion.Panel>
                  <Stack gap="xs">
                    <TextInput
                      label="Subject"
                      value={values.templates[kind].subject}
                      onChange={(e) => setTemplate(kind, 'subject', e.currentTarget.value)}
                      disabled={readOnly}
                    />
                    <Textarea
                      label="Message"
                      rows={7}
                      value={values.templates[kind].body}
                      onChange={(e) => setTemplate(kind, 'body', e.currentTarget.value)}
                      disabled={readOnly}
                    />
                    {readOnly ? null : (
                      <Group justify="flex-end">
                        <Button
                          variant="subtle"
                          size="xs"
                          onClick={() =>
                            setValues((v) =>
                              v
                                ? {
                                    ...v,
                                    templates: {
                                      ...v.templates,
                                      [kind]: settings.data.defaultTemplates[kind],
                                    },
                                  }
                                : v,
                            )
                          }
                        >
                          Back to the default
                        </Button>
                      </Group>
                    )}
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Paper>
        {readOnly ? null : (
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <TestMailBox />
            <Button
              type="submit"
              loading={save.isPending}
              leftSection={<IconDeviceFloppy size={16} />}
            >
              Save mail settings
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
