import { Button, Group, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import type { QuoteDetail } from '../billing/types';
import { StateSelect } from '../billing/fields';

/** The customer a quote's lead becomes: the quote's own details, correctable (issue 29). */
export type LeadCustomerValues = {
  name: string;
  phoneNumber: string;
  email: string;
  address: string;
  gstin: string;
  stateCode: string;
};

/** The lead's details as the quote holds them; the state from the GSTIN, else the place of supply. */
export function leadCustomerValues(quote: QuoteDetail, shopStateCode: number): LeadCustomerValues {
  const gstinState = /^\d{2}/.test(quote.gstin) ? quote.gstin.slice(0, 2) : null;
  return {
    name: quote.customerName,
    phoneNumber: quote.phoneNumber,
    email: quote.email,
    address: quote.address,
    gstin: quote.gstin,
    stateCode: String(Number(gstinState ?? quote.placeOfSupply ?? shopStateCode)),
  };
}

/** 'create' with the (corrected) details, 'skip' to pick a customer in the invoice, or null. */
export type LeadChoice = { action: 'create'; values: LeadCustomerValues } | { action: 'skip' };

function LeadCustomerForm(props: {
  initial: LeadCustomerValues;
  canCreate: boolean;
  onChoose: (choice: LeadChoice) => void;
}) {
  const [values, setValues] = useState(props.initial);
  const field = (key: keyof LeadCustomerValues) => ({
    value: values[key],
    onChange: (event: { currentTarget: { value: string } }) =>
      setValues((v) => ({ ...v, [key]: event.currentTarget.value })),
  });
  return (
    <Stack gap="sm">
      <Text size="sm">
        This quote is for a lead, not a saved customer, and an invoice bills a saved customer.
        Create the customer from the quote&apos;s details (check them), or pick one in the invoice.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Name" required data-autofocus {...field('name')} />
        <TextInput label="Phone number" {...field('phoneNumber')} />
        <TextInput label="Email" {...field('email')} />
        <TextInput label="GSTIN" {...field('gstin')} />
      </SimpleGrid>
      <Textarea label="Address" autosize minRows={2} {...field('address')} />
      <StateSelect
        label="State"
        value={values.stateCode}
        onChange={(code) => setValues((v) => ({ ...v, stateCode: code || v.stateCode }))}
      />
      <Group justify="flex-end" gap="sm" wrap="wrap">
        <Button variant="default" onClick={() => props.onChoose({ action: 'skip' })}>
          Pick a customer in the invoice
        </Button>
        {props.canCreate ? (
          <Button
            disabled={values.name.trim() === ''}
            onClick={() => props.onChoose({ action: 'create', values })}
          >
            Create customer from this lead
          </Button>
        ) : null}
      </Group>
      {props.canCreate ? null : (
        <Text size="xs" c="dimmed">
          Creating customers needs the create permission on Manage Customer.
        </Text>
      )}
    </Stack>
  );
}

/**
 * Asks what to do with a quote's lead before invoicing it (issue 29): resolves with the choice,
 * or null when closed (Escape, the close button).
 */
export function chooseLeadCustomer(
  quoteNumber: string,
  initial: LeadCustomerValues,
  canCreate: boolean,
): Promise<LeadChoice | null> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (choice: LeadChoice | null) => {
      if (settled) return;
      settled = true;
      resolve(choice);
    };
    const id = modals.open({
      title: `Bill to: the lead of ${quoteNumber}`,
      centered: true,
      size: 'lg',
      closeOnEscape: true,
      onClose: () => settle(null),
      children: (
        <LeadCustomerForm
          initial={initial}
          canCreate={canCreate}
          onChoose={(choice) => {
            settle(choice);
            modals.close(id);
          }}
        />
      ),
    });
  });
}
