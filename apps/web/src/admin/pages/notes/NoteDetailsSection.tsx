import { Alert, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatDate } from '@gst/domain';
import { DateField } from '../billing/fields';
import { NOTE_KINDS, type NoteKind } from './noteKinds';
import { deadlineWarning, type NoteFormValues } from './notesForm';

type Form = UseFormReturnType<NoteFormValues>;

/** The note's number (re-issue), reason, date, remarks, and the invoices it corrects. */
export function NoteDetailsSection({
  kind,
  form,
  invoices,
}: {
  kind: NoteKind;
  form: Form;
  invoices: readonly { invoiceNumber: string; invoiceDate: string }[];
}) {
  const v = form.values;
  const late = deadlineWarning(kind, v.noteDate, invoices);
  const latestInvoice = invoices
    .map((i) => i.invoiceDate)
    .sort()
    .at(-1);
  return (
    <Stack gap="sm">
      <Text size="sm">
        <Text span c="dimmed">
          Against invoice{invoices.length > 1 ? 's' : ''}:{' '}
        </Text>
        {invoices.map((i) => `${i.invoiceNumber} (${formatDate(i.invoiceDate)})`).join(', ')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: v.noteNumber ? 3 : 2 }} spacing="sm">
        {v.noteNumber ? (
          // A re-issued note keeps its number (the next revision).
          <TextInput label="Note number" value={v.noteNumber} readOnly variant="filled" />
        ) : null}
        <Select
          label="Reason"
          required
          data={NOTE_KINDS[kind].reasons.map((r) => ({ value: r.value, label: r.label }))}
          value={v.reason || null}
          onChange={(value) => form.setFieldValue('reason', value ?? '')}
          error={form.errors.reason}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <DateField
          label="Note date"
          required
          value={v.noteDate}
          onChange={(d) => form.setFieldValue('noteDate', d)}
          minDate={latestInvoice}
          error={form.errors.noteDate}
        />
      </SimpleGrid>
      {late ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title="Past the credit note time limit"
        >
          {late}
        </Alert>
      ) : null}
      <Textarea
        label="Remarks"
        autosize
        minRows={2}
        maxRows={6}
        {...form.getInputProps('remarks')}
      />
    </Stack>
  );
}
