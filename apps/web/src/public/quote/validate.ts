/**
 * What the quote form checks before it sends anything (the server checks again). Kept free of
 * zod so the public bundle stays small; the rules mirror the server's.
 */
import type { QuoteRequestData } from '../site/api';

/** The form's fields: the request the site sends, before its empty product list is added. */
export type QuoteFormValues = Omit<QuoteRequestData, 'products'>;

export type QuoteFormErrors = Partial<Record<keyof QuoteFormValues, string>>;

/** Spec §10: the default quote demand is 5 kW. A real value that validates, not a placeholder. */
export const DEFAULT_DEMAND_KW = '5';

/** A fresh form (and the form after each submit): empty except the default demand. */
export const EMPTY_QUOTE_FORM: QuoteFormValues = {
  name: '',
  gstin: '',
  address: '',
  userDemand: DEFAULT_DEMAND_KW,
  phoneNumber: '',
  email: '',
  isInstallationRequired: false,
  userMessage: '',
  leaveBlank: '',
};

export const REQUIRED_FIELDS = ['name', 'address', 'userDemand', 'phoneNumber', 'email'] as const;

/** Field limits, the same as the server's. */
export const QUOTE_LIMITS = {
  name: 120,
  gstin: 15,
  address: 500,
  userDemand: 12,
  phoneNumber: 20,
  email: 254,
  userMessage: 2000,
} as const;

/** Indian mobile or landline: 10 digits, optionally after +91, 91 or 0. */
export function isPhone(value: string): boolean {
  return /^(?:\+91|91|0)?[1-9]\d{9}$/.test(value.replace(/[\s\-()]/g, ''));
}

export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/** Shape only (state code, PAN, entity, Z, check); the server also verifies the check character. */
export function looksLikeGstin(value: string): boolean {
  return /^\d{2}[A-Z0-9]{10}[1-9A-Z][A-Z0-9][0-9A-Z]$/.test(value.trim().toUpperCase());
}

/**
 * 'missing': some required field is empty (spec §5: 'Please fill in all required fields.');
 * 'invalid': all present but some malformed; 'ok': ready to send.
 */
export function validateQuoteForm(values: QuoteFormValues): {
  result: 'missing' | 'invalid' | 'ok';
  errors: QuoteFormErrors;
} {
  const errors: QuoteFormErrors = {};
  for (const field of REQUIRED_FIELDS) {
    if (!values[field].trim()) errors[field] = 'Required';
  }
  if (Object.keys(errors).length) return { result: 'missing', errors };
  const demand = Number(values.userDemand);
  if (!Number.isFinite(demand) || demand <= 0 || demand > 10_000)
    errors.userDemand = 'Enter your demand in kW, for example 5';
  if (!isPhone(values.phoneNumber)) errors.phoneNumber = 'Enter a valid 10-digit phone number';
  if (!isEmail(values.email)) errors.email = 'Enter a valid email address';
  if (values.gstin.trim() && !looksLikeGstin(values.gstin))
    errors.gstin = 'GSTIN must be 15 characters, like 19AABCD1234E1Z5';
  return { result: Object.keys(errors).length ? 'invalid' : 'ok', errors };
}
