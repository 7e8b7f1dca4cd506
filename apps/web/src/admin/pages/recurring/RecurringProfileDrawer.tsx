import {
  Alert,
  Accordion,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { todayIN } from '@gst/domain';
import { DrawerFooter, DrawerShell } from '../../../components/data';
import { toastText } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { DateField } from '../billing/fields';
import { CustomerPicker } from '../billing/pickers';
import {
  FREQUENCY_LABELS,
  recurringErrorsOf,
  recurringInputOf,
  recurringValuesOf,
  type RecurringFormValues,
} from './recurringForm';
import { RecurringLinesEditor } from './RecurringLinesEditor';
import type { RecurringProfileRow } from './types';

/**
 * Make or change a recurring invoice profile (issue 34): customer and lines (tax as on an
 * invoice, worked out on each run), how often from which date and until when, issue or draft,
 * e-mail on issue. A change applies to future runs; the start date is fixed after the first run.
 * Escape closes the drawer; on a phone it takes the full width.
 */
export function RecurringProfileDrawer({
  profile,
  onClose,
  onSaved,
}: {
  profile: RecurringProfileRow | null;
  onClose: () => void;
  onSaved: (saved: RecurringProfileRow) => void;
}) {
  const trpc = useTRPC();
  const form = useForm<RecurringFormValues>({
    initialValues: recurringValuesOf(profile, todayIN()),
    validate: recurringErrorsOf,
  });
  const fail = (error: unknown) =>
    notifications.show({ color: 'red', message: toastText(error, 'Failed to save the profile') });
  const done = (saved: unknown, message: string) => {
    notifications.show({ color: 'green', message });
    onSaved(saved as RecurringProfileRow);
    onClose();
  };
  const create = useMutation(
    trpc.tenant.recurring.create.mutationOptions({
      onSuccess: (saved) => done(saved, 'Recurring invoice saved'),
      onError: fail,
    }),
  );
  const update = useMutation(
    trpc.tenant.recurring.update.mutationOptions({
      onSuccess: (saved) => done(saved, 'Recurring invoice updated'),
      onError: fail,
    }),
  );
  const busy = create.isPending || update.isPending;
  const submit = form.onSubmit((values) => {
    const input = recurringInputOf(values, profile?.template) as Parameters<
      typeof create.mutate
    >[0];
    if (profile) update.mutate({ ...input, id: profile.id });
    else create.mutate(input);
  });
  const started = (profile?.runCount ?? 0) > 0;
  const v = form.values;
  const dateProps = (key: 'startDate' | 'endDate') => ({
    value: v[key],
    onChange: (date: string) => form.setFieldValue(key, date),
    error: form.errors[key],
  });
  return (
    <DrawerShell
      opened
      onClose={onClose}
      title={profile ? `Edit ${profile.name}` : 'New recurring invoice'}
      busy={busy}
      onSubmit={submit}
      footer={<DrawerFooter onCancel={onClose} busy={busy} />}
    >
      {profile?.status === 'blocked' ? (
        <Alert color="red" mb="sm" title="Blocked">
          {profile.statusReason}
        </Alert>
      ) : null}
      <Accordion multiple defaultValue={['profile', 'lines', 'schedule']} variant="separated">
        <Accordion.Item value="profile">
          <Accordion.Control>Profile</Accordion.Control>
          <Accordion.Panel>
            <Stack gap="sm">
              <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
              <CustomerPicker
                label="Customer"
                required
                value={v.customerId}
                valueLabel={v.customerLabel}
                error={form.errors.customerId}
                onPick={(c) => {
                  form.setFieldValue('customerId', c?.id ?? '');
                  form.setFieldValue('customerLabel', c?.name ?? '');
                }}
              />
              <Switch
                label="Prices include GST"
                {...form.getInputProps('taxInclusive', { type: 'checkbox' })}
              />
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="lines">
          <Accordion.Control>Lines</Accordion.Control>
          <Accordion.Panel>
            <RecurringLinesEditor form={form} />
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="schedule">
          <Accordion.Control>Schedule</Accordion.Control>
          <Accordion.Panel>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <Select
                  label="Frequency"
                  required
                  allowDeselect={false}
                  data={Object.entries(FREQUENCY_LABELS).map(([value, label]) => ({
                    value,
                    label,
                  }))}
                  {...form.getInputProps('frequency')}
                />
                <DateField
                  label="Start date"
                  required
                  disabled={started}
                  description={started ? 'Fixed once a run is made' : 'The first invoice date'}
                  {...dateProps('startDate')}
                />
              </SimpleGrid>
              <Text size="xs" c="dimmed">
                Each invoice is dated on the start&apos;s day of the month (the last day of a
                shorter month: 31 Jan, 28/29 Feb, 31 Mar…).
              </Text>
              <SegmentedControl
                aria-label="Ends"
                fullWidth
                data={[
                  { value: 'never', label: 'No end' },
                  { value: 'date', label: 'On a date' },
                  { value: 'count', label: 'After N invoices' },
                ]}
                value={v.end}
                onChange={(value) => form.setFieldValue('end', value)}
              />
              {v.end === 'date' ? (
                <DateField label="End date" required {...dateProps('endDate')} />
              ) : null}
              {v.end === 'count' ? (
                <NumberInput
                  label="Number of invoices"
                  min={1}
                  max={1200}
                  allowDecimal={false}
                  {...form.getInputProps('maxRuns')}
                />
              ) : null}
              {form.errors.end ? (
                <Text size="sm" c="red">
                  {form.errors.end}
                </Text>
              ) : null}
              <Select
                label="On each date"
                allowDeselect={false}
                data={[
                  { value: 'issue', label: "Issue the invoice in the shop's series" },
                  { value: 'draft', label: 'Make a draft to review and issue' },
                ]}
                {...form.getInputProps('mode')}
              />
              <Switch
                label="E-mail the invoice to the customer when issued"
                {...form.getInputProps('emailOnIssue', { type: 'checkbox' })}
              />
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </DrawerShell>
  );
}
