/**
 * Issue 30 in the invoice drawer: the reverse-charge switch (a registered bill-to) and the Export
 * Details section (a bill-to abroad): country of destination, port code, shipping bill number and
 * date, each optional until known.
 */
import type { ChangeEvent } from 'react';
import { Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { COUNTRY_NAMES } from '@gst/domain';
import { DateField } from '../billing/fields';
import { showsReverseCharge, type InvoiceFormValues } from './invoiceForm';

type Form = UseFormReturnType<InvoiceFormValues>;

/** Every country but India, by name: 'United Arab Emirates (AE)'; the value is the ISO code. */
export const COUNTRY_OPTIONS = Object.entries(COUNTRY_NAMES)
  .filter(([code]) => code !== 'IN')
  .map(([code, name]) => ({ value: code, label: `${name} (${code})` }))
  .sort((a, b) => a.label.localeCompare(b.label, 'en'));

/**
 * 'Tax payable on reverse charge' for a registered bill-to (CGST Act s.9(3)/(4)): the invoice
 * shows the tax, the buyer pays it to the government, and the shop collects none of it.
 */
export function ReverseChargeSwitch({ form }: { form: Form }) {
  if (!showsReverseCharge(form.values)) return null;
  return (
    <Switch
      label="Tax payable on reverse charge"
      description="The buyer pays this GST to the government: the invoice shows it, but no tax is collected from the buyer"
      error={form.errors.reverseCharge}
      {...form.getInputProps('reverseCharge', { type: 'checkbox' })}
    />
  );
}

/** An export's shipping particulars (CGST Rule 46 proviso; the e-invoice's ExpDtls). */
export function ExportSection({ form }: { form: Form }) {
  const v = form.values;
  const upper = (field: 'exportPortCode') => ({
    ...form.getInputProps(field),
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      form.setFieldValue(field, event.currentTarget.value.toUpperCase()),
  });
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        All optional until known (the shipping bill is filed after the invoice): once filled, they
        are printed on the invoice and sent in the e-invoice.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label="Country of destination"
          description="Where the goods are shipped to"
          placeholder="Choose a country"
          data={COUNTRY_OPTIONS}
          searchable
          clearable
          value={v.exportCountryCode || null}
          onChange={(code) => form.setFieldValue('exportCountryCode', code ?? '')}
          error={form.errors.exportCountryCode}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label="Port code"
          description="Indian port of export, 6 characters"
          placeholder="e.g. INMAA1"
          maxLength={6}
          autoCapitalize="characters"
          {...upper('exportPortCode')}
        />
        <TextInput
          label="Shipping bill number"
          description="Up to 20 digits"
          inputMode="numeric"
          maxLength={20}
          {...form.getInputProps('exportShippingBillNumber')}
        />
        <DateField
          label="Shipping bill date"
          description="As on the shipping bill"
          clearable
          value={v.exportShippingBillDate}
          onChange={(d) => form.setFieldValue('exportShippingBillDate', d)}
          error={form.errors.exportShippingBillDate}
        />
      </SimpleGrid>
    </Stack>
  );
}
