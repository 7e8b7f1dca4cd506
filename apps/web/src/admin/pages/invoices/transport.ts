/**
 * The invoice drawer's "Shipping & Transport" fields as the e-way bill needs them (issue 17):
 * Part B is the vehicle number (or a transporter who will add it) and the distance. Validation
 * is the invoice contract's (`ZTransportForm`, @gst/domain/contracts); the vehicle number is
 * written in the portal's format by the server ('wb 2 ab 123' → WB02AB0123). Pure and unit-tested.
 */
import { schemaResolver } from '@mantine/form';
import { DEFAULT_TRANSPORT_MODE, formatINR } from '@gst/domain';
import {
  MAX_TRANSPORT_DISTANCE_KM,
  TRANSPORTER_NAME_MAX,
  ZTransportForm,
} from '@gst/domain/contracts';
import { aboveEwayBillLimit, EWAY_BILL_LIMIT_TEXT } from '../billing/edocs';

export type TransportValues = {
  transportMode: string;
  vehicleNumber: string;
  /** Whole km by road, 0–4000; '' when not given (NumberInput gives a number or text). */
  transportDistanceKm: number | string;
  /** The transporter's GSTIN or TRANSIN (15 characters), '' when none. */
  transporterId: string;
  transporterName: string;
};

/** The portal's limits, from the invoice contract. */
export const MAX_DISTANCE_KM = MAX_TRANSPORT_DISTANCE_KM;
export { TRANSPORTER_NAME_MAX };

export const TRANSPORT_DEFAULTS: TransportValues = {
  transportMode: DEFAULT_TRANSPORT_MODE,
  vehicleNumber: '',
  transportDistanceKm: '',
  transporterId: '',
  transporterName: '',
};

/** The saved invoice's transport as form values (null distance → ''). */
export function transportFromDetail(detail: {
  transportMode: string;
  vehicleNumber: string;
  transportDistanceKm?: number | null;
  transporterId?: string;
  transporterName?: string;
}): TransportValues {
  return {
    transportMode: detail.transportMode,
    vehicleNumber: detail.vehicleNumber,
    transportDistanceKm: detail.transportDistanceKm ?? '',
    transporterId: detail.transporterId ?? '',
    transporterName: detail.transporterName ?? '',
  };
}

const isBlank = (value: number | string) => typeof value === 'string' && value.trim() === '';

/** The distance as the API takes it: null when blank, else the number typed. */
export function distanceOf(value: number | string): number | null {
  return isBlank(value) ? null : Number(value);
}

/** Field errors of the transport fields (keyed like the form's paths): ZTransportForm's. */
export const transportErrors = schemaResolver(ZTransportForm, { sync: true });

/** The transport part of the create/update body. */
export function transportInput(values: TransportValues) {
  return {
    transportMode: values.transportMode.trim() || DEFAULT_TRANSPORT_MODE,
    vehicleNumber: values.vehicleNumber.trim(),
    transportDistanceKm: distanceOf(values.transportDistanceKm),
    transporterId: values.transporterId.trim().toUpperCase(),
    transporterName: values.transporterName.trim(),
  };
}

/** What Part B still lacks: a vehicle (or a transporter to add it), and the distance. */
export function partBGaps(values: TransportValues): string[] {
  const gaps: string[] = [];
  if (values.vehicleNumber.trim() === '' && values.transporterId.trim() === '')
    gaps.push('the vehicle number, or a transporter');
  if (distanceOf(values.transportDistanceKm) === null) gaps.push('the distance');
  return gaps;
}

export type EwayBillHint = { complete: boolean; text: string };

/**
 * The drawer's hint once the goods' value passes ₹50,000 (null below it): an e-way bill will be
 * needed, and what of Part B is still to fill. `goods` is what the server counts (issue 30:
 * `ewayGoodsValue`, taxable goods with their tax; services and untaxed lines left out).
 */
export function ewayBillHint(
  goods: string | number | null | undefined,
  values: TransportValues,
): EwayBillHint | null {
  if (!aboveEwayBillLimit(goods)) return null;
  const gaps = partBGaps(values);
  const worth = formatINR(String(goods));
  const needed = `The goods on this invoice are worth ${worth}, ${EWAY_BILL_LIMIT_TEXT}: moving the goods needs an e-way bill.`;
  if (gaps.length === 0) {
    return { complete: true, text: `${needed} Part B is filled: vehicle or transporter, and distance.` }; // prettier-ignore
  }
  const zeroKm = gaps.includes('the distance')
    ? ' (in km by road; 0 lets the portal work it out from the PIN codes)'
    : '';
  return { complete: false, text: `${needed} Fill Part B: ${gaps.join(', and ')}${zeroKm}.` };
}
