import { z } from 'zod';

/** The shop's bank accounts (issue 33): the domain's contracts, and the list's filter. */
export {
  ZBankAccountChanges,
  ZBankAccountInput,
  ZBankAccountUpdate,
  type TBankAccountInput,
  type TBankAccountUpdate,
} from '@gst/domain/contracts';

export const ZBankAccountListInput = z
  .strictObject({
    /** Deactivated accounts too (Settings lists them; the drawers' selects do not). */
    includeInactive: z
      .union([z.boolean(), z.enum(['true', 'false'])])
      .transform((v) => v === true || v === 'true')
      .optional()
      .default(true),
  })
  .optional()
  .default({ includeInactive: true });
export type TBankAccountListInput = z.output<typeof ZBankAccountListInput>;
