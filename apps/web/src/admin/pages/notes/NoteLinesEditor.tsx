import { Group, MultiSelect, NumberInput, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { formatINR, type GstDocument, type GstLine } from '@gst/domain';
import { numberOf } from '../billing/money';
import { NOTE_KINDS, type NoteKind } from './noteKinds';
import { withQuantity, type NoteFormValues, type NoteLineValues } from './notesForm';

type Form = UseFormReturnType<NoteFormValues>;

const figures = { fontVariantNumeric: 'tabular-nums' } as const;

function LineFacts({ kind, line }: { kind: NoteKind; line: NoteLineValues }) {
  const facts =
    kind === 'credit'
      ? `Invoiced ${line.invoicedQuantity} · Left ${Number(line.remainingQuantity)} worth ${formatINR(line.remainingValue)}`
      : `Invoiced ${line.invoicedQuantity} · Taxable value now ${formatINR(line.lineValue)}`;
  return (
    <Text size="xs" c="dimmed" style={figures}>
      {[line.hsnCode && `HSN ${line.hsnCode}`, `GST ${Number(line.gstPercentage)}%`, facts]
        .filter(Boolean)
        .join(' · ')}
    </Text>
  );
}

/** The serials still on the line (and those this note took back): at most the quantity returned. */
function SerialsReturned({
  form,
  index,
  line,
}: {
  form: Form;
  index: number;
  line: NoteLineValues;
}) {
  const limit = Math.max(0, Math.floor(numberOf(line.quantity)));
  if (!line.serialOptions.length) return null;
  return (
    <MultiSelect
      label="Serial numbers returned"
      data={line.serialOptions.map((s) => ({ value: s.id, label: s.serialNo }))}
      value={line.serialItemIds}
      onChange={(ids) => form.setFieldValue(`lines.${index}.serialItemIds`, ids.slice(0, limit))}
      maxValues={limit}
      disabled={limit === 0}
      searchable
      hidePickedOptions
      clearable
      placeholder={line.serialItemIds.length < limit ? 'Pick serial numbers' : undefined}
      description={
        limit === 0
          ? 'Enter the quantity returned first'
          : `${line.serialItemIds.length} of at most ${limit} chosen; they go back into stock`
      }
      error={form.errors[`lines.${index}.serialItemIds`]}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

function LineRow({
  kind,
  form,
  index,
  line,
  computed,
}: {
  kind: NoteKind;
  form: Form;
  index: number;
  line: NoteLineValues;
  computed?: GstLine;
}) {
  const path = `lines.${index}` as const;
  const valueInput = form.getInputProps(`${path}.taxableValue`);
  return (
    <Paper withBorder p="sm" radius="md" aria-label={`Line ${index + 1}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text size="sm" fw={600}>
            {line.productLabel}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {line.invoiceNumber} · line {line.position}
          </Text>
        </Group>
        <LineFacts kind={kind} line={line} />
        <SimpleGrid cols={kind === 'credit' ? { base: 2 } : { base: 1, sm: 2 }} spacing="sm">
          {kind === 'credit' ? (
            <NumberInput
              label="Qty returned"
              min={0}
              max={Number(line.remainingQuantity)}
              decimalScale={3}
              value={line.quantity}
              onChange={(qty) => form.setFieldValue(path, withQuantity(line, qty))}
              error={form.errors[`${path}.quantity`]}
            />
          ) : null}
          <NumberInput
            label={NOTE_KINDS[kind].valueLabel}
            min={0}
            max={kind === 'credit' ? Number(line.remainingValue) : undefined}
            decimalScale={2}
            thousandSeparator=","
            {...valueInput}
          />
        </SimpleGrid>
        {kind === 'credit' ? <SerialsReturned form={form} index={index} line={line} /> : null}
        {computed ? (
          <Text size="xs" c="dimmed" ta="right" style={figures}>
            Taxable {formatINR(computed.taxableValue)} · GST {formatINR(computed.taxAmount)} · Total{' '}
            {formatINR(computed.total)}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** One row per invoice line; lines left at zero are not on the note. */
export function NoteLinesEditor({
  kind,
  form,
  totals,
}: {
  kind: NoteKind;
  form: Form;
  totals: GstDocument | null;
}) {
  // totals.lines follow the lines that carry a value, in order.
  let computedIndex = 0;
  return (
    <Stack gap="sm">
      {form.values.lines.map((line, index) => {
        const computed =
          numberOf(line.taxableValue) > 0 ? totals?.lines[computedIndex++] : undefined;
        return (
          <LineRow
            key={line.invoiceLineId}
            kind={kind}
            form={form}
            index={index}
            line={line}
            computed={computed}
          />
        );
      })}
      {typeof form.errors.lines === 'string' ? (
        <Text size="sm" c="red">
          {form.errors.lines}
        </Text>
      ) : null}
    </Stack>
  );
}
