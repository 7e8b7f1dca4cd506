import {
  ActionIcon,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
  Textarea,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { ITC_ELIGIBILITY_OPTIONS } from '@gst/domain/contracts';
import { ProductPicker } from '../../billing/pickers';
import { parseSerials, type BillFormValues, type BillLineValues } from './billForm';

const RATES = ['0', '0.1', '0.25', '1.5', '3', '5', '12', '18', '28', '40'];

/**
 * One line of a purchase bill being entered (issue 31): goods (a product, its serial numbers typed,
 * scanned one per line or pasted) or an expense (text, HSN/SAC, category), with quantity, rate,
 * discount, GST rate, input tax credit and reverse charge.
 */
export function BillLineCard({
  form,
  index: i,
  line,
  isOnly,
  productLabel,
  onProductLabel,
  categories,
}: {
  form: UseFormReturnType<BillFormValues>;
  index: number;
  line: BillLineValues;
  /** The bill's only line: it cannot be removed. */
  isOnly: boolean;
  productLabel: string;
  onProductLabel: (label: string) => void;
  /** The shop's expense categories. */
  categories: string[];
}) {
  const { serials, duplicates } = parseSerials(line.serials);
  const path = `lines.${i}`;
  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Group justify="space-between">
          <SegmentedControl
            size="xs"
            data={[
              { value: 'goods', label: 'Goods' },
              { value: 'expense', label: 'Expense' },
            ]}
            value={line.kind}
            onChange={(kind) => form.setFieldValue(`${path}.kind`, kind)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove line ${i + 1}`}
            disabled={isOnly}
            onClick={() => form.removeListItem('lines', i)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
          {line.kind === 'goods' ? (
            <ProductPicker
              label="Product"
              required
              value={line.productId}
              valueLabel={productLabel}
              onPick={(p) => {
                form.setFieldValue(`${path}.productId`, p?.id ?? '');
                onProductLabel(p?.productLabel ?? '');
                if (p) {
                  form.setFieldValue(`${path}.hsnCode`, p.productHSNCode);
                  form.setFieldValue(`${path}.gstPercentage`, String(Number(p.gstPercentage)));
                }
              }}
            />
          ) : (
            <TextInput
              label="Description"
              required
              {...form.getInputProps(`${path}.description`)}
            />
          )}
          <TextInput
            label={line.kind === 'goods' ? 'HSN' : 'HSN/SAC'}
            maxLength={8}
            {...form.getInputProps(`${path}.hsnCode`)}
          />
          {line.kind === 'expense' ? (
            <Select
              label="Category"
              data={categories}
              {...form.getInputProps(`${path}.expenseCategory`)}
              comboboxProps={{ withinPortal: true }}
            />
          ) : (
            <div />
          )}
          <NumberInput
            label="Quantity"
            min={0}
            decimalScale={3}
            {...form.getInputProps(`${path}.quantity`)}
          />
          <NumberInput
            label="Rate (₹)"
            min={0}
            decimalScale={2}
            thousandSeparator=","
            {...form.getInputProps(`${path}.price`)}
          />
          <NumberInput
            label="Discount (₹)"
            min={0}
            decimalScale={2}
            thousandSeparator=","
            {...form.getInputProps(`${path}.discount`)}
          />
          <Select
            label="GST %"
            data={RATES}
            allowDeselect={false}
            {...form.getInputProps(`${path}.gstPercentage`)}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label="Input tax credit"
            data={ITC_ELIGIBILITY_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
            allowDeselect={false}
            {...form.getInputProps(`${path}.itcEligibility`)}
            comboboxProps={{ withinPortal: true }}
          />
          <Switch
            label="Reverse charge (the shop pays the tax)"
            mt="lg"
            checked={line.reverseCharge}
            onChange={(e) => form.setFieldValue(`${path}.reverseCharge`, e.currentTarget.checked)}
          />
        </SimpleGrid>
        {line.itcEligibility === 'blocked' || line.itcEligibility === 'ineligible' ? (
          <TextInput
            label={line.itcEligibility === 'blocked' ? 'Clause of s.17(5)' : 'Why no credit'}
            required
            {...form.getInputProps(`${path}.itcReason`)}
          />
        ) : null}
        {line.kind === 'goods' ? (
          <Textarea
            label="Serial numbers"
            description={`One per line, scanned or pasted: ${serials.length} of ${line.quantity || 0}${duplicates.length ? ` — entered twice: ${duplicates.join(', ')}` : ''}`}
            autosize
            minRows={2}
            maxRows={8}
            error={duplicates.length ? 'A serial number is entered twice' : undefined}
            {...form.getInputProps(`${path}.serials`)}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
