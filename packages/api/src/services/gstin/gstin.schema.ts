import { z } from 'zod';

export const ZGstinLookupInput = z.strictObject({
  gstin: z.string().trim().max(15, 'GSTIN must be 15 characters'),
});

/**
 * - validated: the provider knows the GSTIN; name, stateCode and address fill the form.
 * - not-found: the provider has no trade name or principal address for it.
 * - invalid: the GSTIN failed the local check (length, format, state code, check character);
 *   the provider was not called.
 * - unconfigured: no provider is configured on this server; only the local check ran (and passed).
 */
export type TGstinLookup =
  | {
      status: 'validated';
      message: string;
      gstin: string;
      name: string;
      stateCode: number | null;
      address: string;
    }
  | { status: 'not-found' | 'invalid' | 'unconfigured'; message: string; gstin: string };

/** The part of the provider's answer we read (spec §7). */
/** Loose on purpose: the provider may add fields; only these are read. */
export const ZProviderAnswer = z.object({
  data: z
    .object({
      trade_name: z.string().nullish(),
      place_of_business_principal: z
        .object({
          address: z
            .object({
              door_num: z.unknown(),
              floor_num: z.unknown(),
              building_name: z.unknown(),
              street: z.unknown(),
              location: z.unknown(),
              city: z.unknown(),
              district: z.unknown(),
              state: z.unknown(),
              pin_code: z.unknown(),
            })
            .partial()
            .nullish(),
        })
        .nullish(),
    })
    .nullish(),
});
export type TProviderAnswer = z.infer<typeof ZProviderAnswer>;
