import { z } from 'zod';

export const SETUP_ITEM_KEYS = [
  'particulars',
  'numbering',
  'bank',
  'logo',
  'product',
  'customer',
] as const;

/** One step of a new shop's setup: whether it is done, and where to do it. */
export const ZSetupItem = z.object({
  key: z.enum(SETUP_ITEM_KEYS),
  label: z.string(),
  hint: z.string(),
  done: z.boolean(),
  /** Required steps keep the checklist open; the others are recommended. */
  required: z.boolean(),
  /** The back-office path (with the Settings group's anchor) where the step is done. */
  href: z.string(),
});
export type TSetupItem = z.output<typeof ZSetupItem>;

export const ZSetupChecklist = z.object({
  items: z.array(ZSetupItem),
  /** Every required step is done: the dashboard stops showing the checklist. */
  complete: z.boolean(),
  settingsPath: z.string(),
});
export type TSetupChecklist = z.output<typeof ZSetupChecklist>;
