import { ActionIcon, Button, Group, NumberInput, Paper, Stack, Text, Tooltip } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { MoneyInput } from './fields';

/** One product line of a quote or invoice: 'Line N', its remove button, then its fields. */
export function LineCard({
  index,
  canRemove = true,
  onRemove,
  children,
}: {
  index: number;
  /** False disables the remove button (an invoice keeps at least one line). */
  canRemove?: boolean;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="sm" radius="md" aria-label={`Line ${index + 1}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600}>
            Line {index + 1}
          </Text>
          <Tooltip label="Remove line" disabled={!canRemove}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove line ${index + 1}`}
              disabled={!canRemove}
              onClick={onRemove}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** The 'Add product' button under the lines. */
export function AddLineButton({ onAdd }: { onAdd: () => void }) {
  return (
    <Group>
      <Button variant="light" leftSection={<IconPlus size={16} />} onClick={onAdd}>
        Add product
      </Button>
    </Group>
  );
}

/** A line's Quantity (required, up to 3 decimals) and price (₹, 2 decimals, grouped) inputs. */
export function QuantityPriceInputs({
  quantity,
  price,
  priceLabel,
}: {
  quantity: GetInputPropsReturnType;
  price: GetInputPropsReturnType;
  priceLabel: string;
}) {
  return (
    <>
      <NumberInput label="Quantity" required min={0} decimalScale={3} {...quantity} />
      <MoneyInput label={priceLabel} {...price} />
    </>
  );
}
