import { MultiSelect } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { MESSAGES } from '@gst/domain';
import { toastText } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import type { SerialOption } from './invoiceForm';

/**
 * The serial-numbered units sold on one line (spec §2, §5): chosen from the product's available
 * items plus those the saved line already holds, never more than the line's quantity, and not
 * one already picked on another line of this invoice.
 */
export function SerialPicker(props: {
  productId: string;
  value: string[];
  held: SerialOption[];
  /** Picked on the invoice's other lines. */
  takenElsewhere: ReadonlySet<string>;
  limit: number;
  onChange: (ids: string[]) => void;
  error?: ReactNode;
}) {
  const trpc = useTRPC();
  const [overLimit, setOverLimit] = useState(false);
  const available = useQuery({
    ...trpc.tenant.items.available.queryOptions({ productId: props.productId }),
    enabled: Boolean(props.productId),
    // Stock moves as other invoices are saved: always reload when a product is chosen.
    staleTime: 0,
  });
  useEffect(() => {
    if (!available.isError) return;
    notifications.show({
      color: 'red',
      message: toastText(available.error, MESSAGES.invoices.serialsLoadFailed),
    });
  }, [available.isError, available.error]);

  const seen = new Set<string>();
  const options = [...props.held, ...(props.productId ? (available.data ?? []) : [])]
    .filter((s) => {
      if (seen.has(s.id)) return false;
      seen.add(s.id);
      return props.value.includes(s.id) || !props.takenElsewhere.has(s.id);
    })
    .map((s) => ({ value: s.id, label: s.serialNo }));

  const noneAvailable = options.length === 0 && !available.isFetching;
  const limitText = MESSAGES.invoices.tooManySerials(props.limit);
  return (
    <MultiSelect
      label="Serial numbers"
      data={options}
      value={props.value}
      onChange={(ids) => {
        setOverLimit(false);
        props.onChange(ids);
      }}
      maxValues={props.limit}
      onMaxValues={() => setOverLimit(true)}
      searchable
      hidePickedOptions
      clearable
      disabled={!props.productId}
      placeholder={
        noneAvailable
          ? undefined
          : props.value.length < props.limit
            ? 'Pick serial numbers'
            : undefined
      }
      nothingFoundMessage={
        available.isFetching ? 'Loading serial numbers…' : MESSAGES.empty.noSerialNumbers
      }
      description={
        noneAvailable
          ? MESSAGES.empty.noSerialNumbers
          : `${props.value.length} of at most ${props.limit} chosen`
      }
      error={props.error ?? (overLimit ? limitText : undefined)}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
