import { z } from 'zod';
import { GSTIN_LENGTH } from './constants';
import { isKnownStateCode } from './states';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export const GSTIN_ERRORS = {
  length: 'GSTIN must be 15 characters',
  format: 'GSTIN format is invalid',
  stateCode: 'GSTIN has an unknown state code',
  checkCharacter: 'GSTIN check character is wrong',
} as const;

export type GstinCategory = 'normal' | 'government' | 'uin' | 'nri' | 'oidar' | 'tds' | 'tcs';

/**
 * Category patterns from india-compliance, which takes them from the GSTN API portal
 * (gst-domain.md §1.4). Order matters only for classification: TCS and TDS are checked before
 * 'normal' because the normal pattern's 14th character class excludes C but includes D.
 */
const PATTERNS: ReadonlyArray<readonly [GstinCategory, RegExp]> = [
  ['tcs', /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]C[0-9A-Z]$/],
  ['tds', /^\d{2}[A-Z]{4}[A-Z0-9]\d{4}[A-Z][1-9A-Z]D[0-9A-Z]$/],
  ['normal', /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z][Z1-9ABD-J][0-9A-Z]$/],
  ['government', /^\d{2}[A-Z]{4}\d{5}[A-Z]\dZ\d$/],
  ['uin', /^\d{4}[A-Z]{3}\d{5}[UO]N[A-Z0-9]$/],
  ['nri', /^\d{4}[A-Z]{3}\d{5}NR[0-9A-Z]$/],
  ['oidar', /^99\d{2}[A-Z]{3}\d{5}OS[0-9A-Z]$/],
];

/**
 * Luhn mod 36 over the first 14 characters (gst-domain.md §1.2): odd positions weigh 1, even
 * positions 2, each product is folded back into base 36 (p div 36 + p mod 36).
 * Throws if given anything but 14 characters from 0-9/A-Z, since a check character for other
 * input would be meaningless.
 */
export function gstinCheckCharacter(first14: string): string {
  const body = first14.toUpperCase();
  if (body.length !== GSTIN_LENGTH - 1) {
    throw new RangeError('GSTIN body must be 14 characters');
  }
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const value = ALPHABET.indexOf(body.charAt(i));
    if (value < 0) throw new RangeError('GSTIN may contain only 0-9 and A-Z');
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET.charAt((36 - (sum % 36)) % 36);
}

export function normalizeGstin(input: string): string {
  return input.trim().toUpperCase();
}

export function gstinCategory(gstin: string): GstinCategory | undefined {
  const normalized = normalizeGstin(gstin);
  return PATTERNS.find(([, pattern]) => pattern.test(normalized))?.[0];
}

export type GstinValidation = { ok: true; gstin: string } | { ok: false; error: string };

/**
 * Checks run from cheapest to most specific so the message names the first real problem.
 * Transporter IDs share the format but skip the checksum in some tools; we reject them, because
 * a customer's GSTIN must be a real registration.
 */
export function validateGstin(input: string): GstinValidation {
  const gstin = normalizeGstin(input);
  if (gstin.length !== GSTIN_LENGTH) return { ok: false, error: GSTIN_ERRORS.length };
  if (gstinCategory(gstin) === undefined) return { ok: false, error: GSTIN_ERRORS.format };
  if (!isKnownStateCode(Number(gstin.slice(0, 2)))) {
    return { ok: false, error: GSTIN_ERRORS.stateCode };
  }
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14)) {
    return { ok: false, error: GSTIN_ERRORS.checkCharacter };
  }
  return { ok: true, gstin };
}

export function isValidGstin(input: string): boolean {
  return validateGstin(input).ok;
}

/** State code from the first two digits; undefined unless they are digits. */
export function gstinStateCode(gstin: string): number | undefined {
  const prefix = normalizeGstin(gstin).slice(0, 2);
  return /^\d{2}$/.test(prefix) ? Number(prefix) : undefined;
}

export const ZGstin = z.string({ error: GSTIN_ERRORS.length }).transform((value, ctx) => {
  const result = validateGstin(value);
  if (!result.ok) {
    ctx.addIssue({ code: 'custom', message: result.error });
    return z.NEVER;
  }
  return result.gstin;
});

/** Forms send '' for an untouched optional field; treat it (and null) as absent. */
export const ZOptionalGstin = z
  .string({ error: GSTIN_ERRORS.length })
  .nullish()
  .transform((value, ctx): string | undefined => {
    if (value === null || value === undefined || value.trim() === '') return undefined;
    const result = validateGstin(value);
    if (!result.ok) {
      ctx.addIssue({ code: 'custom', message: result.error });
      return z.NEVER;
    }
    return result.gstin;
  });
