/** The invoice drawer's non-product sections (spec §2 Invoice drawer, §3 Invoice fields). */
import { Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { invoiceDueDate } from '@gst/domain/contracts';
import { CustomerPicker } from '../billing/pickers';
import { SavedAddressSelect } from '../customers/SavedAddressSelect';
import { DateField, StateSelect, TermsField } from '../billing/fields';
import { SUPPLY_TYPE_OPTIONS, needsSupplyType, supplyTypeValue } from '../billing/gst';
import {
  billToChange,
  deliveryFromPlace,
  placeOfSupplyHint,
  showsSupplyType,
  suggestedPlaceOfSupply,
  withPlaceOfSupply,
  type InvoiceFormValues,
} from './invoiceForm';
import { ReverseChargeSwitch } from './InvoiceSupplyFields';
import { TransportFields } from './TransportFields';

type Form = UseFormReturnType<InvoiceFormValues>;

/** The drawer's first section, open from the start: the buyer (Bill to), then the dates. */
export function InvoiceDetailsSection({ form, isEdit }: { form: Form; isEdit: boolean }) {
  const v = form.values;
  return (
    <Stack gap="sm">
      <BillToFields form={form} isEdit={isEdit} />
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
          error={form.errors.dateOfSupply}
        />
      </SimpleGrid>
    </Stack>
  );
}

/**
 * The buyer (required) and, for an export or SEZ buyer, the zero-rated supply type. Rendered at
 * the top of the drawer's first, open section: Bill to used to sit in the collapsed Customer
 * Details section, where a new user found it by trial (issue 19).
 */
function BillToFields({ form, isEdit }: { form: Form; isEdit: boolean }) {
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
          // Issue 15 adapter: `isSez` is read when tenant.customers.pick answers it.
          const isSez = customer !== null && 'isSez' in customer && customer.isSez === true;
          form.setFieldValue('billToId', customer?.id ?? '');
          form.setFieldValue('billToLabel', customer?.name ?? '');
          form.setFieldValue('billToStateCode', customer ? String(customer.stateCode) : '');
          form.setFieldValue('billToIsSez', isSez);
          // Issue 30: the GSTIN decides the reverse-charge switch, the state the export section.
          const before = form.getValues();
          form.setValues(billToChange(before, customer && { ...customer, isSez }));
          // Only exports and SEZ buyers carry a supply type: anyone else clears it.
          if (!customer || !needsSupplyType({ stateCode: customer.stateCode, isSez }))
            form.setFieldValue('supplyType', '');
          // The place of supply follows the law's default (the customer's state, or for an
          // unregistered buyer a delivery state typed already) until the user changes it.
          if (customer) {
            const after = { ...form.getValues(), placeOfSupply: '' };
            form.setFieldValue('placeOfSupply', suggestedPlaceOfSupply(after));
          }
          // Issue 29: a new invoice is due after the customer's credit period (else 7 days).
          if (customer && !isEdit && v.invoiceDate)
            form.setFieldValue('dueDate', invoiceDueDate(v.invoiceDate, customer.creditPeriodDays));
        }}
      />
      {showsSupplyType(v) ? (
        <Select
          label="Zero-rated supply"
          required
          data={SUPPLY_TYPE_OPTIONS}
          value={v.supplyType || null}
          onChange={(value) => form.setFieldValue('supplyType', supplyTypeValue(value))}
          description={
            v.billToIsSez
              ? 'The customer is an SEZ unit or developer'
              : 'The customer is abroad (export)'
          }
          error={form.errors.supplyType}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      ) : null}
      <ReverseChargeSwitch form={form} />
    </Stack>
  );
}

export function CustomerDetailsSection({ form }: { form: Form }) {
  const v = form.values;
  return (
    <Stack gap="sm">
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
        description={placeOfSupplyHint(v)}
        error={form.errors.placeOfSupply}
      />
    </Stack>
  );
}

/** The document's pricing: whether the typed prices (and discounts) include GST. */
export function PricingSection({ form }: { form: Form }) {
  return (
    <Switch
      label="Prices include GST"
      description="Prices and discounts are typed with GST; the taxable value is worked out from them"
      {...form.getInputProps('taxInclusive', { type: 'checkbox' })}
    />
  );
}

/**
 * Transport (with the e-way bill's Part B: vehicle or transporter, and distance) and the
 * delivery address. `total` is the live invoice total, for the e-way bill hint.
 */
export function ShippingSection({ form, goods }: { form: Form; goods?: string | null }) {
  return (
    <Stack gap="sm">
      <TransportFields form={form} goods={goods} />
      <SavedAddressSelect
        customerId={form.values.shipToId || form.values.billToId}
        onPick={(place) =>
          form.setValues(withPlaceOfSupply(form.getValues(), deliveryFromPlace(place)))
        }
      />
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
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Delivery city" maxLength={50} {...form.getInputProps('deliveryCity')} />
        <TextInput
          label="Delivery PIN code"
          inputMode="numeric"
          maxLength={6}
          {...form.getInputProps('deliveryPinCode')}
        />
      </SimpleGrid>
      <StateSelect
        label="Delivery state"
        clearable
        value={form.values.deliveryStateCode}
        onChange={(code) =>
          form.setValues(withPlaceOfSupply(form.getValues(), { deliveryStateCode: code }))
        }
        description="Left empty, the place of supply is used"
        error={form.errors.deliveryStateCode}
      />
    </Stack>
  );
}

export function TermsSection({ form }: { form: Form }) {
  return <TermsField inputProps={form.getInputProps('termsAndConditions')} />;
}
