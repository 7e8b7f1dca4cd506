import { z } from 'zod';

export type StateKind = 'state' | 'ut-with-legislature' | 'ut' | 'special';

export interface StateEntry {
  code: number;
  name: string;
  kind: StateKind;
  /** Kept so old records still render; never offered for new records. */
  legacy?: boolean;
}

/**
 * GST state/UT codes (gst-domain.md §2, spec §3). Names use "and" rather than "&" to match the
 * spec's state list. Code 99 is Centre Jurisdiction and 96 the foreign place of supply: a few
 * lists call 99 "Other Countries", but the e-invoice/e-way bill schemas use 96 for exports.
 */
export const STATES: readonly StateEntry[] = [
  { code: 1, name: 'Jammu and Kashmir', kind: 'ut-with-legislature' },
  { code: 2, name: 'Himachal Pradesh', kind: 'state' },
  { code: 3, name: 'Punjab', kind: 'state' },
  { code: 4, name: 'Chandigarh', kind: 'ut' },
  { code: 5, name: 'Uttarakhand', kind: 'state' },
  { code: 6, name: 'Haryana', kind: 'state' },
  { code: 7, name: 'Delhi', kind: 'ut-with-legislature' },
  { code: 8, name: 'Rajasthan', kind: 'state' },
  { code: 9, name: 'Uttar Pradesh', kind: 'state' },
  { code: 10, name: 'Bihar', kind: 'state' },
  { code: 11, name: 'Sikkim', kind: 'state' },
  { code: 12, name: 'Arunachal Pradesh', kind: 'state' },
  { code: 13, name: 'Nagaland', kind: 'state' },
  { code: 14, name: 'Manipur', kind: 'state' },
  { code: 15, name: 'Mizoram', kind: 'state' },
  { code: 16, name: 'Tripura', kind: 'state' },
  { code: 17, name: 'Meghalaya', kind: 'state' },
  { code: 18, name: 'Assam', kind: 'state' },
  { code: 19, name: 'West Bengal', kind: 'state' },
  { code: 20, name: 'Jharkhand', kind: 'state' },
  { code: 21, name: 'Odisha', kind: 'state' },
  { code: 22, name: 'Chhattisgarh', kind: 'state' },
  { code: 23, name: 'Madhya Pradesh', kind: 'state' },
  { code: 24, name: 'Gujarat', kind: 'state' },
  // Merged into 26 from 26 Jan 2020.
  { code: 25, name: 'Daman and Diu', kind: 'ut', legacy: true },
  { code: 26, name: 'Dadra and Nagar Haveli and Daman and Diu', kind: 'ut' },
  { code: 27, name: 'Maharashtra', kind: 'state' },
  // Pre-bifurcation Andhra Pradesh; today's Andhra Pradesh is 37.
  { code: 28, name: 'Andhra Pradesh (Old)', kind: 'state', legacy: true },
  { code: 29, name: 'Karnataka', kind: 'state' },
  { code: 30, name: 'Goa', kind: 'state' },
  { code: 31, name: 'Lakshadweep', kind: 'ut' },
  { code: 32, name: 'Kerala', kind: 'state' },
  { code: 33, name: 'Tamil Nadu', kind: 'state' },
  { code: 34, name: 'Puducherry', kind: 'ut-with-legislature' },
  { code: 35, name: 'Andaman and Nicobar Islands', kind: 'ut' },
  { code: 36, name: 'Telangana', kind: 'state' },
  { code: 37, name: 'Andhra Pradesh', kind: 'state' },
  { code: 38, name: 'Ladakh', kind: 'ut' },
  { code: 96, name: 'Other Country', kind: 'special' },
  { code: 97, name: 'Other Territory', kind: 'special' },
  { code: 99, name: 'Centre Jurisdiction', kind: 'special' },
];

export const SELECTABLE_STATES: readonly StateEntry[] = STATES.filter((s) => !s.legacy);

/** West Bengal: the reseller's home state and the spec's default for customers. */
export const DEFAULT_STATE_CODE = 19;

const BY_CODE = new Map(STATES.map((s) => [s.code, s]));

export function getState(code: number): StateEntry | undefined {
  return BY_CODE.get(code);
}

export function isKnownStateCode(code: number): boolean {
  return BY_CODE.has(code);
}

export function stateName(code: number): string | undefined {
  return BY_CODE.get(code)?.name;
}

/** '19 - West Bengal'; codes are shown unpadded, as the spec's state list does. */
export function stateCodeLabel(code: number): string {
  const name = stateName(code);
  return name === undefined ? String(code) : `${code} - ${name}`;
}

/**
 * UTGST replaces SGST only in UTs without a legislature (UTGST Act s.2(8)). 97 counts too;
 * legacy 25 (Daman and Diu) was such a UT, so old intra-UT invoices there were UTGST as well.
 */
const UTGST_CODES: ReadonlySet<number> = new Set([4, 25, 26, 31, 35, 38, 97]);

export function isUtgstTerritory(code: number): boolean {
  return UTGST_CODES.has(code);
}

function normalizeName(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}

/**
 * Other spellings seen in address data (GSTIN lookup responses, old records). Old names of merged
 * or split territories point at the current code so new records never get a legacy code.
 */
const ALIASES: ReadonlyArray<readonly [string, number]> = [
  ['J and K', 1],
  ['NCT of Delhi', 7],
  ['New Delhi', 7],
  ['Uttaranchal', 5],
  ['Orissa', 21],
  ['Pondicherry', 34],
  ['Lakshadweep Islands', 31],
  ['Andaman and Nicobar', 35],
  ['Dadra and Nagar Haveli', 26],
  ['Daman and Diu', 26],
  ['Chattisgarh', 22],
];

const BY_NAME = new Map<string, number>([
  ...SELECTABLE_STATES.map((s) => [normalizeName(s.name), s.code] as const),
  ...ALIASES.map(([alias, code]) => [normalizeName(alias), code] as const),
]);

/**
 * Matches a state name loosely (case, spacing, punctuation, '&' vs 'and'). Returns only
 * selectable codes because it feeds new records (GSTIN lookup address → customer state).
 */
export function stateCodeFromName(name: string): number | undefined {
  return BY_NAME.get(normalizeName(name));
}

/** Numeric strings are accepted because selects and Excel imports deliver text. */
const ZStateCodeNumber = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^\d{1,2}$/, 'Unknown state code')
    .transform(Number),
]);

export const ZStateCode = ZStateCodeNumber.pipe(
  z
    .number()
    .int('Unknown state code')
    .refine((code) => isKnownStateCode(code), 'Unknown state code'),
);

/** For new records: legacy codes 25 and 28 are refused. */
export const ZSelectableStateCode = ZStateCode.refine(
  (code) => getState(code)?.legacy !== true,
  'This state code is no longer in use',
);
