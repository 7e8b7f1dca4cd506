import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconLock, IconPlus, IconTrash } from '@tabler/icons-react';
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
        const locked = Boolean(line.productId);
        const lock = locked
          ? { readOnly: true, variant: 'filled', rightSection: <IconLock size={14} aria-hidden /> }
          : {};
        return (
          <Paper key={line.key} withBorder p="sm" radius="md" aria-label={`Line ${index + 1}`}>
            <Stack gap="xs">
              <Group justify="space-between" gap="xs">
                <Text size="sm" fw={600}>
                  Line {index + 1}
                </Text>
                <Tooltip label="Remove line">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove line ${index + 1}`}
                    onClick={() => form.removeListItem('lines', index)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              </Group>
              <ProductPicker
                label="Product"
                placeholder="None: type the product below"
                clearable
                value={line.productId}
                picked={line.productId ? { id: line.productId, label: line.productName } : null}
                onPick={(product) =>
                  form.setFieldValue(
                    path,
                    product ? lineFromProduct(line, product) : resetLine(line),
                  )
                }
              />
              <TextInput
                label="Product name"
                required
                {...form.getInputProps(`${path}.productName`)}
                {...lock}
              />
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
                <NumberInput
                  label="Quantity"
                  required
                  min={0}
                  decimalScale={3}
                  {...form.getInputProps(`${path}.quantity`)}
                />
                <NumberInput
                  label="Price (₹)"
                  min={0}
                  decimalScale={2}
                  thousandSeparator=","
                  {...form.getInputProps(`${path}.price`)}
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
            </Stack>
          </Paper>
        );
      })}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => form.insertListItem('lines', emptyQuoteLine())}
        >
          Add product
        </Button>
      </Group>
    </Stack>
  );
}
