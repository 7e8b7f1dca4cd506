import { Checkbox, Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { MESSAGES } from '@gst/domain';
import { EntityDrawer } from '../../../components/data';
import { useTRPC } from '../../../lib/trpc';
import { CUSTOMER_DRAWER, STATE_OPTIONS, formToCustomer } from './customerForm';
import type { DrawerProps } from '../shared/CatalogueListPage';
import { useCatalogueDrawer } from '../shared/useDrawerRecord';
import { GstinInput } from './GstinInput';

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
          <Select
            label="State"
            searchable
            allowDeselect={false}
            data={STATE_OPTIONS}
            {...form.getInputProps('stateCode')}
          />
          <Checkbox
            label="SEZ unit or developer"
            description="Supplies to it are zero-rated: the invoice asks for WPAY or WOPAY"
            style={{ alignSelf: 'end' }}
            {...form.getInputProps('isSez', { type: 'checkbox' })}
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
      defaultOpen={['details', 'address']}
      recordName={(v) => v.name}
      onSave={(values) => save(formToCustomer(values))}
      messages={{ ...MESSAGES.customers, failed: MESSAGES.customers.submitFailed }}
      refresh={[trpc.tenant.customers.pathKey()]}
    />
  );
}
