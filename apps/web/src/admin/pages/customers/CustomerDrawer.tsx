import { Checkbox, NumberInput, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { MESSAGES } from '@gst/domain';
import { EntityDrawer } from '../../../components/data';
import { useTRPC } from '../../../lib/trpc';
import { CUSTOMER_DRAWER, formToCustomer } from './customerForm';
import type { DrawerProps } from '../shared/CatalogueListPage';
import { useCatalogueDrawer } from '../shared/useDrawerRecord';
import { GstinInput } from './GstinInput';
import { ShippingAddressesField } from './ShippingAddressesField';
import { StateSelect } from './StateSelect';

/** Create or edit a customer: every field of spec §3, GSTIN lookup, state code default 19. */
export function CustomerDrawer(props: DrawerProps) {
  const trpc = useTRPC();
  const { loaded, save } = useCatalogueDrawer(trpc.tenant.customers, props, CUSTOMER_DRAWER);
  const { form } = loaded;

  const sections = [
    {
      value: 'details',
      label: '1. Customer Details',
      content: (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <GstinInput form={form} />
          <TextInput label="Name" withAsterisk {...form.getInputProps('name')} />
          <TextInput label="Email" type="email" {...form.getInputProps('email')} />
          <TextInput label="Phone Number" type="tel" {...form.getInputProps('phoneNumber')} />
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
            minRows={3}
            style={{ gridColumn: '1 / -1' }}
            {...form.getInputProps('address')}
          />
          <TextInput
            label="City"
            description="City or town of the address (e-invoices name it)"
            maxLength={50}
            {...form.getInputProps('city')}
          />
          <TextInput
            label="PIN Code"
            description="Six digits, apart from the address"
            inputMode="numeric"
            maxLength={6}
            placeholder="6 digits"
            {...form.getInputProps('pinCode')}
          />
          <StateSelect label="State" {...form.getInputProps('stateCode')} />
          <Checkbox
            label="SEZ unit or developer"
            description="Supplies to it are zero-rated: the invoice asks for WPAY or WOPAY"
            style={{ alignSelf: 'end' }}
            {...form.getInputProps('isSez', { type: 'checkbox' })}
          />
        </SimpleGrid>
      ),
    },
    {
      value: 'shipping',
      label: '3. Shipping Addresses',
      content: <ShippingAddressesField form={form} />,
    },
    {
      value: 'terms',
      label: '4. Payment Terms',
      content: (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NumberInput
            label="Credit period (days)"
            description="Invoices are due this many days after their date; empty: 7 days"
            min={0}
            max={365}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('creditPeriodDays')}
          />
          <Checkbox
            label="No payment reminders"
            description="Overdue invoices of this customer are not chased by e-mail"
            style={{ alignSelf: 'end' }}
            {...form.getInputProps('remindersOptOut', { type: 'checkbox' })}
          />
        </SimpleGrid>
      ),
    },
  ];

  return (
    <EntityDrawer
      {...props}
      {...loaded}
      entityName="Customer"
      sections={sections}
      defaultOpen={['details', 'address', 'shipping', 'terms']}
      recordName={(v) => v.name}
      onSave={(values) => save(formToCustomer(values))}
      messages={{ ...MESSAGES.customers, failed: MESSAGES.customers.submitFailed }}
      refresh={[trpc.tenant.customers.pathKey()]}
    />
  );
}
