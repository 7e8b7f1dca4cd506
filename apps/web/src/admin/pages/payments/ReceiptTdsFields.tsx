import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { formatINR } from '@gst/domain';
import { suggestedTds, tdsBase } from '@gst/domain/contracts';
import { receiptSettles, TDS_SECTION_OPTIONS, type PaymentFormValues } from './paymentForm';

/**
 * The receipt drawer's optional "TDS deducted" section (issue 33): the section the customer
 * deducted income-tax under, the rate, and the amount (suggested as rate × the value without GST
 * of the invoices the receipt settles, editable), with what cash and TDS settle together.
 */
const allocatesInvoices = (v: PaymentFormValues) =>
  v.allocations.some((line) => line.amount.trim() !== '' && Number(line.amount) > 0);

export function ReceiptTdsFields({ form }: { form: UseFormReturnType<PaymentFormValues> }) {
  const v = form.values;
  const settles = receiptSettles(v);
  // The suggestion: rate × the value without GST of what is allocated to invoices (or, with
  // nothing allocated, an advance: × the whole amount received). See tdsBase.
  const base = tdsBase(v.allocations, v.amount);
  const suggestion = suggestedTds(v.tdsRate, base);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select
          label="TDS section"
          placeholder="No TDS"
          clearable
          data={TDS_SECTION_OPTIONS}
          value={v.tdsSection || null}
          onChange={(section) => form.setFieldValue('tdsSection', section ?? '')}
          error={form.errors.tdsSection}
          comboboxProps={{ withinPortal: true }}
        />
        <NumberInput
          label="Rate %"
          min={0}
          max={30}
          decimalScale={3}
          allowNegative={false}
          value={v.tdsRate}
          onChange={(value) => form.setFieldValue('tdsRate', value === '' ? '' : String(value))}
          error={form.errors.tdsRate}
        />
        <NumberInput
          label="TDS amount"
          min={0}
          allowNegative={false}
          decimalScale={2}
          thousandSeparator=","
          leftSection="₹"
          value={v.tdsAmount}
          onChange={(value) => form.setFieldValue('tdsAmount', value === '' ? '' : String(value))}
          error={form.errors.tdsAmount}
        />
      </SimpleGrid>
      <Group justify="space-between">
        <Text size="sm">
          Settles {formatINR(settles)} (cash {formatINR(v.amount || 0)} + TDS{' '}
          {formatINR(v.tdsAmount || 0)})
        </Text>
        {suggestion !== '' && Number(suggestion) !== Number(v.tdsAmount || NaN) && (
          <Button
            size="xs"
            variant="light"
            onClick={() => form.setFieldValue('tdsAmount', suggestion)}
          >
            Use {formatINR(suggestion)} ({v.tdsRate}% of {formatINR(base || 0)}
            {allocatesInvoices(v) ? ' without GST' : ''})
          </Button>
        )}
      </Group>
    </Stack>
  );
}
