/** The invoice drawer's non-product sections (spec §2 Invoice drawer, §3 Invoice fields). */
import { Autocomplete, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CustomerPicker } from '../billing/pickers';
import { DateField, StateSelect, TermsField } from '../billing/fields';
import type { InvoiceFormValues } from './invoiceForm';

type Form = UseFormReturnType<InvoiceFormValues>;

const TRANSPORT_MODES = ['Road', 'Rail', 'Air', 'Ship', 'Hand delivery'];

export function InvoiceDetailsSection({ form, isEdit }: { form: Form; isEdit: boolean }) {
  const v = form.values;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {isEdit ? (
        <TextInput
          label="Invoice number"
          value={v.invoiceNumber}
          readOnly
          description="Numbers are issued in order and never change"
        />
      ) : null}
      <DateField
        label="Invoice date"
        required
        value={v.invoiceDate}
        onChange={(d) => form.setFieldValue('invoiceDate', d)}
        error={form.errors.invoiceDate}
      />
      <DateField
        label="Due date"
        value={v.dueDate}
        onChange={(d) => form.setFieldValue('dueDate', d)}
        minDate={v.invoiceDate}
        error={form.errors.dueDate}
      />
      <DateField
        label="Date of supply"
        clearable
        value={v.dateOfSupply}
        onChange={(d) => form.setFieldValue('dateOfSupply', d)}
      />
    </SimpleGrid>
  );
}

export function CustomerDetailsSection({ form }: { form: Form }) {
  const v = form.values;
  return (
    <Stack gap="sm">
      <CustomerPicker
        label="Bill to"
        required
        value={v.billToId}
        valueLabel={v.billToLabel}
        error={form.errors.billToId}
        onPick={(customer) => {
          form.setFieldValue('billToId', customer?.id ?? '');
          form.setFieldValue('billToLabel', customer?.name ?? '');
          // The place of supply follows the customer's state until the user changes it.
          if (customer) form.setFieldValue('placeOfSupply', String(customer.stateCode));
        }}
      />
      <CustomerPicker
        label="Ship to (optional)"
        clearable
        placeholder="Same as bill to"
        value={v.shipToId}
        valueLabel={v.shipToLabel}
        onPick={(customer) => {
          form.setFieldValue('shipToId', customer?.id ?? '');
          form.setFieldValue('shipToLabel', customer?.name ?? '');
        }}
      />
      <StateSelect
        label="Place of supply"
        required
        value={v.placeOfSupply}
        onChange={(code) => form.setFieldValue('placeOfSupply', code)}
        description="Decides CGST + SGST (same state as the shop) or IGST"
        error={form.errors.placeOfSupply}
      />
    </Stack>
  );
}

export function ShippingSection({ form }: { form: Form }) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Autocomplete
          label="Transport mode"
          data={TRANSPORT_MODES}
          {...form.getInputProps('transportMode')}
        />
        <TextInput
          label="Vehicle number"
          placeholder="WB02AB1234"
          {...form.getInputProps('vehicleNumber')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Delivery name" {...form.getInputProps('deliveryName')} />
        <TextInput label="Delivery GSTIN" maxLength={15} {...form.getInputProps('deliveryGstin')} />
        <TextInput label="Delivery phone" type="tel" {...form.getInputProps('deliveryPhone')} />
        <TextInput label="Delivery e-mail" type="email" {...form.getInputProps('deliveryEmail')} />
      </SimpleGrid>
      <Textarea
        label="Delivery address"
        autosize
        minRows={2}
        {...form.getInputProps('deliveryAddress')}
      />
      <StateSelect
        label="Delivery state"
        clearable
        value={form.values.deliveryStateCode}
        onChange={(code) => form.setFieldValue('deliveryStateCode', code)}
        description="Left empty, the place of supply is used"
        error={form.errors.deliveryStateCode}
      />
    </Stack>
  );
}

export function TermsSection({ form }: { form: Form }) {
  return <TermsField inputProps={form.getInputProps('termsAndConditions')} />;
}
