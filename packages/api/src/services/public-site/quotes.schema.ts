import { z } from 'zod';

/**
 * The public quote request as the site sends it (spec §3). Only types and lengths are checked
 * here; required fields and formats are checked by the service so it can answer with the spec's
 * 'Please fill in all required fields.' and per-field messages. Numbers are accepted for the
 * phone and demand because REST clients send them that way.
 */
const text = (label: string, max: number) =>
  z
    .union([z.string(), z.number()], { error: `${label} must be text` })
    .nullish()
    .transform((value) => (value === null || value === undefined ? '' : String(value).trim()))
    .pipe(z.string().max(max, `${label} must be at most ${max} characters`));

export const PUBLIC_QUOTE_LIMITS = {
  name: 120,
  gstin: 20,
  address: 500,
  phoneNumber: 20,
  email: 254,
  userDemand: 12,
  userMessage: 2000,
} as const;

export const ZPublicQuoteRequest = z.strictObject({
  name: text('Name', PUBLIC_QUOTE_LIMITS.name),
  gstin: text('GSTIN', PUBLIC_QUOTE_LIMITS.gstin),
  address: text('Address', PUBLIC_QUOTE_LIMITS.address),
  /** kW. */
  userDemand: text('Power demand', PUBLIC_QUOTE_LIMITS.userDemand),
  phoneNumber: text('Phone number', PUBLIC_QUOTE_LIMITS.phoneNumber),
  email: text('Email', PUBLIC_QUOTE_LIMITS.email),
  isInstallationRequired: z
    .union([z.boolean(), z.enum(['true', 'false', 'on', ''])], {
      error: 'Installation required must be true or false',
    })
    .nullish()
    .transform((value) => value === true || value === 'true' || value === 'on'),
  userMessage: text('Message', PUBLIC_QUOTE_LIMITS.userMessage),
  /** Spec: starts empty. Visitors cannot price lines, so anything sent here is ignored. */
  products: z.array(z.unknown()).max(50, 'At most 50 products').nullish(),
  /**
   * Spam trap: a field people never see (hidden off-screen, no autofill name). A request that
   * fills it gets the normal success answer and is dropped.
   */
  leaveBlank: text('leaveBlank', 500),
});
export type TPublicQuoteRequest = z.infer<typeof ZPublicQuoteRequest>;

export const ZQuoteStatusInput = z.strictObject({
  quoteNumber: text('Quote ID', 60),
  phoneNumber: text('Phone number', PUBLIC_QUOTE_LIMITS.phoneNumber),
});
export type TQuoteStatusInput = z.infer<typeof ZQuoteStatusInput>;
