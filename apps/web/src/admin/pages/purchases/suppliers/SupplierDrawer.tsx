import { NumberInput, Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { SUPPLIER_REGISTRATION_OPTIONS } from '@gst/domain/contracts';
import { EntityDrawer } from '../../../../components/data';
import { useTRPC } from '../../../../lib/trpc';
import type { DrawerProps } from '../../shared/CatalogueListPage';
import { useCatalogueDrawer } from '../../shared/useDrawerRecord';
import type { CustomerFormValues } from '../../customers/customerForm';
import { GstinInput } from '../../customers/GstinInput';
import { StateSelect } from '../../customers/StateSelect';
import { formToSupplier, SUPPLIER_DRAWER, SUPPLIER_MESSAGES } from './supplierForm';

/** Create or edit a supplier (issue 31): GSTIN with the customers' lookup, registration, address, terms. */
export function SupplierDrawer(props: DrawerProps) {
  const trpc = useTRPC();
  const { loaded, save } = useCatalogueDrawer(trpc.tenant.suppliers, props, SUPPLIER_DRAWER);
  const { form } = loaded;
  // The lookup fills name, address and state, fields a supplier has as a customer does.
  const asParty = form as unknown as UseFormReturnType<CustomerFormValues>;

  const sections = [
    {
      value: 'details',
      label: '1. Supplier Details',
      content: (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label="Registration"
            data={SUPPLIER_REGISTRATION_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
            allowDeselect={false}
            {...form.getInputProps('registration')}
          />
          <GstinInput form={asParty} />
          <TextInput label="Name" withAsterisk {...form.getInputProps('name')} />
          <TextInput label="Contact person" {...form.getInputProps('contactPerson')} />
          <TextInput label="Phone Number" type="tel" {...form.getInputProps('phoneNumber')} />
          <TextInput label="Email" type="email" {...form.getInputProps('email')} />
        </SimpleGrid>
      ),
    },
    {
      value: 'address',
      label: '2. Address',
      content: (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Textarea
            label="Address"
            autosize
            minRows={2}
            style={{ gridColumn: '1 / -1' }}
            {...form.getInputProps('address')}
          />
          <TextInput label="City" maxLength={50} {...form.getInputProps('city')} />
          <TextInput
            label="PIN Code"
            inputMode="numeric"
            maxLength={6}
            placeholder="6 digits"
            {...form.getInputProps('pinCode')}
          />
          <StateSelect label="State" {...form.getInputProps('stateCode')} />
        </SimpleGrid>
      ),
    },
    {
      value: 'terms',
      label: '3. Terms and Opening Balance',
      content: (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NumberInput
            label="Credit period (days)"
            description="A bill is due this many days after its date; empty: on receipt"
            min={0}
            max={365}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('creditPeriodDays')}
          />
          <NumberInput
            label="Opening balance (₹)"
            description="Owed to the supplier when your books started here; negative for an advance paid"
            decimalScale={2}
            thousandSeparator=","
            {...form.getInputProps('openingBalance')}
          />
        </SimpleGrid>
      ),
    },
  ];

  return (
    <EntityDrawer
      {...props}
      {...loaded}
      entityName="Supplier"
      sections={sections}
      defaultOpen={['details', 'address', 'terms']}
      recordName={(v) => v.name}
      onSave={(values) => save(formToSupplier(values))}
      messages={{ ...SUPPLIER_MESSAGES, failed: SUPPLIER_MESSAGES.submitFailed }}
      refresh={[trpc.tenant.suppliers.pathKey()]}
    />
  );
}
