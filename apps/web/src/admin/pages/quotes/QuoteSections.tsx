/** The quote drawer's sections other than Products (spec §2 Quote drawer, §4). */
import {
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { formatINR, stateCodeLabel, type GstDocument } from '@gst/domain';
import { gstFigures } from '../billing/gst';
import { DateField, MoneyInput, StateSelect, TermsField, lockedInput } from '../billing/fields';
import { CustomerPicker } from '../billing/pickers';
import { TotalsSummary } from '../billing/TotalsSummary';
import { QUOTE_STATUSES, QUOTE_TYPES, quotePlace, type QuoteFormValues } from './quoteForm';

type Form = UseFormReturnType<QuoteFormValues>;

export function CustomerInfoSection({ form }: { form: Form }) {
  const v = form.values;
  const locked = Boolean(v.customerId);
  // A saved customer fills these and locks them; without one they are typed (spec §4).
  const lockedProps = (field: 'customerName' | 'gstin' | 'email' | 'phoneNumber' | 'address') => ({
    ...form.getInputProps(field),
    ...lockedInput(locked),
  });
  return (
    <Stack gap="sm">
      <CustomerPicker
        label="Existing customer"
        placeholder="None: type the details below"
        clearable
        value={v.customerId}
        valueLabel={v.customerName}
        onPick={(customer) => {
          if (!customer) {
            form.setValues({ customerId: '', customerStateCode: '', customerIsSez: false });
            return;
          }
          form.setValues({
            customerId: customer.id,
            // The place of supply (issue 15); `isSez` once tenant.customers.pick answers it.
            customerStateCode: String(customer.stateCode),
            customerIsSez: 'isSez' in customer && customer.isSez === true,
            customerName: customer.name,
            gstin: customer.gstin,
            address: customer.address,
            email: customer.email,
            phoneNumber: customer.phoneNumber,
          });
        }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Customer name" required {...lockedProps('customerName')} />
        <TextInput label="GSTIN" maxLength={15} {...lockedProps('gstin')} />
        <TextInput label="E-mail" type="email" {...lockedProps('email')} />
        <TextInput label="Phone number" type="tel" {...lockedProps('phoneNumber')} />
      </SimpleGrid>
      <Textarea label="Address" autosize minRows={2} {...lockedProps('address')} />
      {locked ? null : (
        <StateSelect
          label="Customer state (place of supply)"
          clearable
          value={v.customerStateCode}
          onChange={(code) => form.setFieldValue('customerStateCode', code)}
          description="Left empty: the GSTIN's state, else the shop's state. Another state is taxed as IGST."
        />
      )}
    </Stack>
  );
}

export function QuoteDetailsSection({ form, isEdit }: { form: Form; isEdit: boolean }) {
  const v = form.values;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {isEdit ? <TextInput label="Quote number" value={v.quoteNumber} readOnly /> : null}
      <Select
        label="Quote type"
        data={[...QUOTE_TYPES]}
        allowDeselect={false}
        {...form.getInputProps('quoteType')}
      />
      <Select
        label="Status"
        data={[...QUOTE_STATUSES]}
        allowDeselect={false}
        {...form.getInputProps('status')}
      />
      <DateField
        label="Quote date"
        required
        value={v.quoteDate}
        onChange={(d) => form.setFieldValue('quoteDate', d)}
      />
      <DateField
        label="Expiry date"
        value={v.expiryDate}
        minDate={v.quoteDate}
        onChange={(d) => form.setFieldValue('expiryDate', d)}
        error={form.errors.expiryDate}
      />
      <NumberInput
        label="Demand (kW)"
        min={0}
        decimalScale={2}
        {...form.getInputProps('userDemand')}
      />
      <Switch
        mt={{ sm: 'xl' }}
        label="Installation required"
        description={isEdit ? 'Cannot be changed once the quote is saved' : undefined}
        disabled={isEdit}
        {...form.getInputProps('isInstallationRequired', { type: 'checkbox' })}
      />
    </SimpleGrid>
  );
}

export function QuoteTermsSection({ form }: { form: Form }) {
  return <TermsField inputProps={form.getInputProps('termsAndConditions')} />;
}

/** Tax included, discount and the total: typed only when installation is required (spec §4). */
export function TaxDetailsSection({
  form,
  totals,
  supplierStateCode,
  showNetProfit,
}: {
  form: Form;
  totals: GstDocument | null;
  supplierStateCode: number;
  showNetProfit: boolean;
}) {
  const v = form.values;
  const place = quotePlace(v, supplierStateCode);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Switch
          label="Prices include GST"
          description="Line prices are typed with GST; the taxable value is worked out from them"
          {...form.getInputProps('taxIncluded', { type: 'checkbox' })}
        />
        <Text size="sm" c="dimmed" aria-label="Place of supply">
          Place of supply: {stateCodeLabel(place.placeOfSupply)}
          {totals ? (totals.kind === 'IGST' ? ' · IGST' : ' · CGST + SGST/UTGST') : ''}
        </Text>
        <MoneyInput
          label="Discount (₹)"
          description="Taken off the total after GST"
          {...form.getInputProps('discountPrice')}
        />
        {v.isInstallationRequired ? (
          <MoneyInput
            label="Total amount (₹)"
            description="With installation the total is typed"
            {...form.getInputProps('totalAmount')}
          />
        ) : (
          <TextInput
            label="Total amount"
            description="Computed from the lines"
            value={totals ? formatINR(totals.totals.grandTotal) : '—'}
            {...lockedInput(true)}
          />
        )}
      </SimpleGrid>
      {totals ? (
        <TotalsSummary
          figures={gstFigures(totals)}
          showNetProfit={showNetProfit}
          note={
            v.isInstallationRequired
              ? 'Computed from the lines; the typed total above is what the quote states.'
              : undefined
          }
        />
      ) : null}
    </Stack>
  );
}
