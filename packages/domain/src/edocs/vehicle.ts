/**
 * Vehicle numbers in the formats the e-way bill portal accepts (GST general master, "Valid
 * Formats of Vehicle Numbers"; gst-domain.md §7): spaces removed, and digit groups padded with
 * zeros when the plate has fewer digits than the format (the portal's advisory: DL1AB123 is
 * entered as DL01AB0123).
 */
const PORTAL_FORMATS: readonly RegExp[] = [
  /^[A-Z]{2}\d{2}\d{4}$/, // AB121234
  /^[A-Z]{2}\d{2}[A-Z]{1,3}\d{4}$/, // AB12A1234, AB12AB1234, AB12ABC1234
  /^[A-Z]{2}\d{3}[A-Z]\d{4}$/, // AB123A1234
  /^[A-Z]{3}\d{4}$/, // ABC1234
  /^DF[A-Z0-9]{6}$/, // DFXXXXXX, defence vehicles
  /^(?:TM|BP|NP)[A-Z0-9]{5,13}$/, // temporary RC, Bhutan, Nepal: at least 7 characters
];

const FORMAT_LIST =
  'AB12AB1234, AB12A1234, AB12ABC1234, AB121234, AB123A1234, ABC1234, DF followed by 6 ' +
  'characters, or TM, BP or NP followed by at least 5';

export type VehicleNumberResult =
  { ok: true; vehicleNumber: string } | { ok: false; error: string };

/** True when the number is already in a portal format (uppercase, no spaces). */
export function isValidVehicleNumber(value: string): boolean {
  return PORTAL_FORMATS.some((format) => format.test(value));
}

/** The number padded into a portal format, or undefined when no format fits it. */
function padded(plate: string): string | undefined {
  const withSeries = /^([A-Z]{2})(\d{1,3})([A-Z]{1,3})(\d{1,4})$/.exec(plate);
  if (withSeries) {
    const [, state = '', district = '', series = '', number = ''] = withSeries;
    return `${state}${district.padStart(2, '0')}${series}${number.padStart(4, '0')}`;
  }
  // No series: five digits are a one-digit district and a four-digit number (DL29183 → DL029183).
  const noSeries = /^([A-Z]{2})(\d{5})$/.exec(plate);
  if (noSeries) return `${noSeries[1] ?? ''}0${noSeries[2] ?? ''}`;
  const old = /^([A-Z]{3})(\d{1,3})$/.exec(plate);
  if (old) return `${old[1] ?? ''}${(old[2] ?? '').padStart(4, '0')}`;
  return undefined;
}

export function normaliseVehicleNumber(raw: string): VehicleNumberResult {
  const plate = raw.toUpperCase().replace(/[\s.-]/g, '');
  if (plate === '') return { ok: false, error: 'Enter the vehicle number.' };
  if (!/^[A-Z0-9]+$/.test(plate)) {
    return { ok: false, error: `Vehicle number ${raw.trim()} may have only letters and digits.` };
  }
  if (isValidVehicleNumber(plate)) return { ok: true, vehicleNumber: plate };
  // DF, TM, BP and NP numbers are taken as written: they are not state codes to pad after.
  const candidate = /^(?:DF|TM|BP|NP)/.test(plate) ? undefined : padded(plate);
  if (candidate && isValidVehicleNumber(candidate)) return { ok: true, vehicleNumber: candidate };
  return {
    ok: false,
    error:
      `Vehicle number ${raw.trim()} does not fit a format the e-way bill portal accepts ` +
      `(${FORMAT_LIST}).`,
  };
}
