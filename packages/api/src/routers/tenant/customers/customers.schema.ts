import { z } from 'zod';
import { DEFAULT_STATE_CODE, ZId, ZOptionalGstin, ZPageInput, ZStateCode } from '@gst/domain';

const optionalText = (max: number) => z.string().trim().max(max).optional().default('');

export const ZCustomerInput = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .refine((v) => v === '' || z.email().safeParse(v).success, 'Enter a valid email address')
    .optional()
    .default(''),
  address: optionalText(1000),
  phoneNumber: optionalText(20),
  gstin: ZOptionalGstin.transform((v) => v ?? ''),
  stateCode: ZStateCode.optional().default(DEFAULT_STATE_CODE),
});
export type TCustomerInput = z.infer<typeof ZCustomerInput>;

export const ZCustomerUpdate = ZCustomerInput.extend({ id: ZId });

export const ZCustomerListInput = ZPageInput.extend({
  sort: z
    .object({
      field: z.enum(['name', 'email', 'phoneNumber', 'gstin', 'createdAt']),
      dir: z.enum(['asc', 'desc']),
    })
    .optional(),
});
export type TCustomerListInput = z.infer<typeof ZCustomerListInput>;

/** Bulk import: all rows are created, or none. */
export const ZCustomerBulkInput = z.object({
  customers: z
    .array(ZCustomerInput)
    .min(1, 'No Customers to submit')
    .max(5000, 'At most 5,000 customers per upload'),
});
