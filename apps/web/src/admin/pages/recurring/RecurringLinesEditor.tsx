import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { formatINR, MoneyDecimal } from '@gst/domain';
import { AddLineButton, LineCard, QuantityPriceInputs } from '../billing/LineCard';
import { MoneyInput } from '../billing/fields';
import { numberOf } from '../billing/money';
import { ProductPicker } from '../billing/pickers';
import { emptyRecurringLine, type RecurringFormValues } from './recurringForm';

type Form = UseFormReturnType<RecurringFormValues>;

/**
 * The recurring invoice's lines (issue 34), built from the invoice drawer's own parts (line card,
 * product picker, quantity and price inputs): no serial numbers, since serial-numbered products
 * cannot recur. The tax is worked out on each run as on any invoice; the amount before tax shows.
 */
export function RecurringLinesEditor({ form }: { form: Form }) {
  const lines = form.values.lines;
  return (
    <Stack gap="sm">
      {lines.map((line, index) => {
        const path = `lines.${index}` as const;
        const amount = new MoneyDecimal(numberOf(line.price))
          .times(numberOf(line.quantity))
          .minus(numberOf(line.discount));
        return (
          <LineCard
            key={index}
            index={index}
            canRemove={lines.length > 1}
            onRemove={() => form.removeListItem('lines', index)}
          >
            <ProductPicker
              label="Product or service"
              required
              value={line.productId}
              valueLabel={line.productLabel}
              error={form.errors[`${path}.productId`]}
              onPick={(product) =>
                form.setFieldValue(path, {
                  ...line,
                  productId: product?.id ?? '',
                  productLabel: product?.productLabel ?? '',
                  price:
                    numberOf(line.price) === 0 && product ? product.productMinPrice : line.price,
                })
              }
            />
            <TextInput
              label="Description"
              maxLength={500}
              {...form.getInputProps(`${path}.description`)}
            />
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
              <QuantityPriceInputs
                quantity={form.getInputProps(`${path}.quantity`)}
                price={form.getInputProps(`${path}.price`)}
                priceLabel={
                  form.values.taxInclusive ? 'Price (₹, incl. GST)' : 'Price (₹ per unit)'
                }
              />
              <MoneyInput label="Discount (₹)" {...form.getInputProps(`${path}.discount`)} />
            </SimpleGrid>
            <Text size="xs" c="dimmed" ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatINR(amount.isNegative() ? 0 : amount.toFixed(2))}{' '}
              {form.values.taxInclusive ? 'incl. GST' : '+ GST'}
            </Text>
          </LineCard>
        );
      })}
      <AddLineButton onAdd={() => form.insertListItem('lines', emptyRecurringLine())} />
    </Stack>
  );
}
