/** The invoice drawer's transport fields, with the e-way bill's Part B (issue 17). */
import { Alert, Autocomplete, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconTruckDelivery } from '@tabler/icons-react';
import type { InvoiceFormValues } from './invoiceForm';
import { ewayBillHint, MAX_DISTANCE_KM, TRANSPORTER_NAME_MAX } from './transport';

const TRANSPORT_MODES = ['Road', 'Rail', 'Air', 'Ship', 'Hand delivery'];

/** These are checked as soon as the user leaves them (their section may be closed at Save). */
export const TRANSPORT_BLUR_FIELDS = ['transportDistanceKm', 'transporterId', 'transporterName'];

/** `goods`: the value of the goods the e-way bill counts (`ewayGoodsOf`), for its hint. */
export function TransportFields({
  form,
  goods,
}: {
  form: UseFormReturnType<InvoiceFormValues>;
  goods?: string | null;
}) {
  const hint = ewayBillHint(goods, form.values);
  const transporterId = form.getInputProps('transporterId');
  return (
    <Stack gap="sm">
      {hint ? (
        <Alert
          variant="light"
          color={hint.complete ? 'teal' : 'yellow'}
          icon={<IconTruckDelivery size={18} />}
          title="E-way bill"
          data-testid="eway-bill-hint"
        >
          {hint.text}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Autocomplete
          label="Transport mode"
          description="Road, rail, air or ship"
          data={TRANSPORT_MODES}
          {...form.getInputProps('transportMode')}
        />
        <TextInput
          label="Vehicle number"
          placeholder="WB02AB1234"
          description="Saved in the portal's format, e.g. WB02AB0123"
          {...form.getInputProps('vehicleNumber')}
        />
        <NumberInput
          label="Distance (km)"
          description="By road (0: worked out from PIN codes)"
          placeholder="e.g. 12"
          min={0}
          max={MAX_DISTANCE_KM}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('transportDistanceKm')}
        />
        <TextInput
          label="Transporter GSTIN / TRANSIN"
          description="When a transporter carries the goods"
          placeholder="15 characters"
          maxLength={15}
          autoCapitalize="characters"
          {...transporterId}
          onChange={(event) =>
            form.setFieldValue('transporterId', event.currentTarget.value.toUpperCase())
          }
        />
      </SimpleGrid>
      <TextInput
        label="Transporter name"
        maxLength={TRANSPORTER_NAME_MAX}
        {...form.getInputProps('transporterName')}
      />
    </Stack>
  );
}
