import { Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { GSTIN_LENGTH, TENANT_ID_HINT, tenantIdProblem } from '@gst/domain';
import { tenantLoginUrl } from './format';
import { gstinError, gstinStateHint, type TenantFormValues } from './tenantForm';

const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

/** The tenant's own fields: name, Tenant ID (fixed on edit), domain, GSTIN, owner email, status. */
export function TenantFields({
  form,
  isEdit,
}: {
  form: UseFormReturnType<TenantFormValues>;
  isEdit: boolean;
}) {
  const { tenantId, gstin } = form.values;
  const isTenantIdFine = tenantId.trim() !== '' && tenantIdProblem(tenantId.trim()) === undefined;
  const stateHint = gstinStateHint(gstin);

  const tenantIdHint = isEdit ? (
    'The Tenant ID names the shop’s address and its data, so it cannot change.'
  ) : isTenantIdFine ? (
    <Text span size="xs" c="teal">
      Shop address: {tenantLoginUrl(tenantId.trim()).replace(/\/admin\/login$/, '')}
    </Text>
  ) : (
    TENANT_ID_HINT
  );

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label="Name"
        placeholder="Acme Solar"
        description="As the shop’s pages and documents show it"
        required
        {...form.getInputProps('name')}
      />
      <TextInput
        label="Tenant ID"
        placeholder="acme-solar"
        required={!isEdit}
        disabled={isEdit}
        autoComplete="off"
        spellCheck={false}
        description={tenantIdHint}
        {...form.getInputProps('tenantId')}
        onChange={(event) => {
          const value = event.currentTarget.value.toLowerCase();
          form.setFieldValue('tenantId', value);
          // Live: the first rule the id breaks, as the operator types.
          form.setFieldError('tenantId', value ? (tenantIdProblem(value.trim()) ?? null) : null);
        }}
      />
      <TextInput
        label="Domain"
        placeholder="shop.example.com"
        description="The shop’s own web address, if it has one"
        autoComplete="off"
        {...form.getInputProps('domain')}
      />
      <TextInput
        label="GSTIN"
        placeholder="19AAHFS5678Q1Z1"
        maxLength={GSTIN_LENGTH}
        autoComplete="off"
        spellCheck={false}
        description={
          stateHint ? (
            <Text span size="xs" c="teal">
              Valid GSTIN · {stateHint}
            </Text>
          ) : (
            `${gstin.trim().length}/${GSTIN_LENGTH} characters; optional`
          )
        }
        styles={{
          input: { textTransform: 'uppercase', fontFamily: 'var(--mantine-font-family-monospace)' },
        }}
        {...form.getInputProps('gstin')}
        onChange={(event) => {
          const value = event.currentTarget.value.toUpperCase();
          form.setFieldValue('gstin', value);
          // Judge the format and check character once all 15 characters are in (or none).
          const isComplete = value.trim().length >= GSTIN_LENGTH;
          form.setFieldError('gstin', isComplete ? gstinError(value) : null);
        }}
      />
      <TextInput
        label="Owner email"
        type="email"
        placeholder="owner@example.com"
        required
        {...form.getInputProps('ownerEmail')}
        onChange={(event) => {
          const value = event.currentTarget.value;
          const previous = form.values.ownerEmail;
          form.setFieldValue('ownerEmail', value);
          // The owner usually logs in with the same address: follow it until it is changed.
          const login = form.values.ownerUserEmail;
          if (!isEdit && (login === '' || login === previous))
            form.setFieldValue('ownerUserEmail', value);
        }}
      />
      <Select
        label="Status"
        data={STATUS_OPTIONS}
        allowDeselect={false}
        {...form.getInputProps('status')}
      />
    </SimpleGrid>
  );
}
