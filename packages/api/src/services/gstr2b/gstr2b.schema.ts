import { z } from 'zod';
import { ZReturnPeriod } from '../returns/returns.schema';

export { ZReturnPeriodInput } from '../returns/returns.schema';

/** The largest GSTR-2B file taken (its JSON text); the portal's monthly files are far smaller. */
export const GSTR2B_MAX_BYTES = 4 * 1024 * 1024;

/**
 * An upload of a GSTR-2B as downloaded from the portal (issue 32): the period it is imported for
 * ('MMYYYY'), the file's name, and the file itself, as its JSON text or as the parsed object.
 */
export const ZGstr2bImportInput = z.strictObject({
  period: ZReturnPeriod,
  fileName: z.string().trim().max(200).optional().default(''),
  file: z.union([
    z
      .string()
      .min(1, 'the file is empty')
      .max(GSTR2B_MAX_BYTES, { message: 'the file is larger than 4 MB' }),
    z.record(z.string(), z.unknown()),
  ]),
});
export type TGstr2bImportInput = z.output<typeof ZGstr2bImportInput>;

/** The imports of a period, newest first; without a period, every period's. */
export const ZGstr2bHistoryInput = z.strictObject({ period: ZReturnPeriod.optional() });
export type TGstr2bHistoryInput = z.output<typeof ZGstr2bHistoryInput>;
export type { TReturnPeriodInput } from '../returns/returns.schema';
