import { NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { lockedInput } from '../billing/fields';
import { AddLineButton, LineCard, QuantityPriceInputs } from '../billing/LineCard';
import { ProductPicker } from '../billing/pickers';
import { emptyQuoteLine, lineFromProduct, resetLine, type QuoteFormValues } from './quoteForm';

type Form = UseFormReturnType<QuoteFormValues>;

/**
 * Products section: a saved product fills the line and locks its name, GST % and unit (facts of
 * the product); quantity and price stay editable so one line can quote 12 panels at a price
 * above the minimum. Clearing the product frees the line for typing (spec §4).
 */
export function QuoteLinesEditor({ form }: { form: Form }) {
  const lines = form.values.lines;
  return (
    <Stack gap="sm">
      {lines.map((line, index) => {
        const path = `lines.${index}` as const;
        const lock = lockedInput(Boolean(line.productId));
        return (
          <LineCard
            key={line.key}
            index={index}
            onRemove={() => form.removeListItem('lines', index)}
          >
            <ProductPicker
              label="Product"
              placeholder="None: type the product below"
              clearable
              value={line.productId}
              valueLabel={line.productName}
              onPick={(product) =>
                form.setFieldValue(path, product ? lineFromProduct(line, product) : resetLine(line))
              }
            />
            <TextInput
              label="Product name"
              required
              {...form.getInputProps(`${path}.productName`)}
              {...lock}
            />
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
              <QuantityPriceInputs
                quantity={form.getInputProps(`${path}.quantity`)}
                price={form.getInputProps(`${path}.price`)}
                priceLabel="Price (₹)"
              />
              <NumberInput
                label="GST %"
                min={0}
                max={100}
                decimalScale={2}
                {...form.getInputProps(`${path}.gstPercentage`)}
                {...lock}
              />
              <TextInput label="Unit" {...form.getInputProps(`${path}.uomUnit`)} {...lock} />
            </SimpleGrid>
          </LineCard>
        );
      })}
      <AddLineButton onAdd={() => form.insertListItem('lines', emptyQuoteLine())} />
    </Stack>
  );
}
