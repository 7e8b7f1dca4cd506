import {
  ActionIcon,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { newShippingAddress, type CustomerFormValues } from './customerForm';
import { StateSelect } from './StateSelect';

/** The customer's delivery places (issue 29): an invoice can take one as its delivery address. */
export function ShippingAddressesField({ form }: { form: UseFormReturnType<CustomerFormValues> }) {
  const places = form.values.shippingAddresses;
  const listError = form.errors.shippingAddresses;
  return (
    <Stack gap="sm">
      {places.length === 0 && (
        <Text size="sm" c="dimmed">
          No shipping addresses: invoices deliver to the billing address unless one is typed.
        </Text>
      )}
      {places.map((_, index) => {
        const field = (name: string) => `shippingAddresses.${index}.${name}`;
        return (
          <Paper key={index} withBorder p="sm" radius="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label="Place name"
                placeholder="e.g. Rooftop site"
                withAsterisk
                {...form.getInputProps(field('label'))}
              />
              <Group gap="xs" align="end" wrap="nowrap">
                <TextInput
                  label="PIN Code"
                  inputMode="numeric"
                  maxLength={6}
                  style={{ flex: 1 }}
                  {...form.getInputProps(field('pinCode'))}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  mb={2}
                  aria-label={`Remove shipping address ${index + 1}`}
                  onClick={() => form.removeListItem('shippingAddresses', index)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
              <TextInput
                label="Address"
                withAsterisk
                style={{ gridColumn: '1 / -1' }}
                {...form.getInputProps(field('address'))}
              />
              <TextInput label="City" maxLength={50} {...form.getInputProps(field('city'))} />
              <StateSelect label="State" {...form.getInputProps(field('stateCode'))} />
            </SimpleGrid>
          </Paper>
        );
      })}
      {typeof listError === 'string' && (
        <Text size="sm" c="red" role="alert">
          {listError}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() =>
            form.insertListItem('shippingAddresses', newShippingAddress(form.values.stateCode))
          }
        >
          Add shipping address
        </Button>
      </Group>
    </Stack>
  );
}
