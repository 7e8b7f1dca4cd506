import { Checkbox, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  ZWebhookEndpointInput,
} from '@gst/domain/contracts';
import { DrawerFooter, DrawerShell } from '../../../components/data';
import { toastText } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import type { WebhookEndpointRow } from './types';

type Values = { url: string; description: string; events: string[]; active: boolean };

/** The server contract's first message per field, for the drawer. */
function errorsOf(values: Values): Record<string, string> {
  const parsed = ZWebhookEndpointInput.safeParse(values);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'url');
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * Add or change a webhook endpoint (issue 34): its URL, a description and the events it gets;
 * an existing one can be paused. A new endpoint's secret is shown once by the page
 * (`onCreated`). Escape closes the drawer.
 */
export function WebhookEndpointDrawer({
  endpoint,
  onClose,
  onSaved,
  onCreated,
}: {
  endpoint: WebhookEndpointRow | null;
  onClose: () => void;
  onSaved: () => void;
  onCreated: (secret: string, url: string) => void;
}) {
  const trpc = useTRPC();
  const form = useForm<Values>({
    initialValues: {
      url: endpoint?.url ?? '',
      description: endpoint?.description ?? '',
      events: endpoint?.events ?? ['invoice.issued'],
      active: endpoint?.active ?? true,
    },
    validate: errorsOf,
  });
  const fail = (error: unknown) =>
    notifications.show({ color: 'red', message: toastText(error, 'Failed to save the endpoint') });
  const create = useMutation(
    trpc.tenant.webhooks.create.mutationOptions({
      onSuccess: (created) => {
        notifications.show({ color: 'green', message: 'Webhook endpoint added' });
        onSaved();
        onCreated(created.secret, created.url);
        onClose();
      },
      onError: fail,
    }),
  );
  const update = useMutation(
    trpc.tenant.webhooks.update.mutationOptions({
      onSuccess: () => {
        notifications.show({ color: 'green', message: 'Webhook endpoint updated' });
        onSaved();
        onClose();
      },
      onError: fail,
    }),
  );
  const busy = create.isPending || update.isPending;
  const submit = form.onSubmit((values) => {
    const events = values.events as (typeof WEBHOOK_EVENT_TYPES)[number][];
    if (endpoint) update.mutate({ id: endpoint.id, ...values, events });
    else create.mutate({ ...values, events });
  });
  return (
    <DrawerShell
      opened
      onClose={onClose}
      title={endpoint ? 'Edit webhook endpoint' : 'Add webhook endpoint'}
      busy={busy}
      size="md"
      onSubmit={submit}
      footer={<DrawerFooter onCancel={onClose} busy={busy} />}
    >
      <Stack gap="sm">
        <TextInput
          label="URL"
          description="Where the events are POSTed, e.g. https://erp.example.com/hooks/gst"
          required
          inputMode="url"
          data-autofocus
          {...form.getInputProps('url')}
        />
        <TextInput label="Description" maxLength={200} {...form.getInputProps('description')} />
        <Checkbox.Group
          label="Events"
          description="The endpoint gets these events"
          required
          {...form.getInputProps('events')}
        >
          <Stack gap={6} mt={6}>
            {WEBHOOK_EVENT_TYPES.map((event) => (
              <Checkbox
                key={event}
                value={event}
                label={`${WEBHOOK_EVENT_LABELS[event]} (${event})`}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        {endpoint ? (
          <Switch
            label="Active"
            description="A paused endpoint gets no new events"
            {...form.getInputProps('active', { type: 'checkbox' })}
          />
        ) : null}
      </Stack>
    </DrawerShell>
  );
}
