import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { stateCodeLabel } from '@gst/domain';
import type { TShippingAddress } from '@gst/domain/contracts';
import { useTRPC } from '../../../lib/trpc';

/** A saved delivery place; `city` is absent on places saved before issue 30. */
export type SavedPlace = Omit<TShippingAddress, 'city'> & { city?: string };

/**
 * The delivery address text of a saved place: its address, then its city and PIN ('4 Lake Road,
 * Kolkata - 700029'), each left out when the address already holds it.
 */
export function deliveryText(place: Pick<SavedPlace, 'address' | 'pinCode' | 'city'>): string {
  const address = place.address.trim();
  const has = (part: string) => address.toLowerCase().includes(part.toLowerCase());
  const city = place.city?.trim() && !has(place.city.trim()) ? place.city.trim() : '';
  const pin = place.pinCode && !has(place.pinCode) ? place.pinCode : '';
  const tail = [city, pin].filter(Boolean).join(' - ');
  if (!tail) return address;
  return city ? `${address}, ${tail}` : `${address} - ${tail}`;
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
  onPick: (place: SavedPlace) => void;
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
