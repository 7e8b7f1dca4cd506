import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { stateCodeLabel } from '@gst/domain';
import type { TShippingAddress } from '@gst/domain/contracts';
import { useTRPC } from '../../../lib/trpc';

/** The delivery address text of a saved place: its address, then ' - ' and its PIN. */
export function deliveryText(place: Pick<TShippingAddress, 'address' | 'pinCode'>): string {
  const address = place.address.trim();
  if (!place.pinCode || address.includes(place.pinCode)) return address;
  return `${address} - ${place.pinCode}`;
}

/**
 * A customer's saved shipping addresses (issue 29) to deliver to; picking one fills an invoice's
 * delivery address and state. Shows nothing for no customer or one without saved places.
 */
export function SavedAddressSelect({
  customerId,
  onPick,
}: {
  customerId: string;
  onPick: (place: TShippingAddress) => void;
}) {
  const trpc = useTRPC();
  const customer = useQuery({
    ...trpc.tenant.customers.pick.queryOptions({ id: customerId }),
    enabled: customerId !== '',
    staleTime: 60_000,
    select: (rows) => rows[0],
  });
  const places = customerId ? (customer.data?.shippingAddresses ?? []) : [];
  if (places.length === 0) return null;
  return (
    <Select
      label="Deliver to a saved address"
      placeholder={`${places.length} saved for ${customer.data?.name ?? 'the customer'}`}
      data={places.map((p, i) => ({
        value: String(i),
        label: `${p.label}: ${deliveryText(p)} (${stateCodeLabel(p.stateCode)})`,
      }))}
      value={null}
      onChange={(value) => {
        const place = value === null ? undefined : places[Number(value)];
        if (place) onPick(place);
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
