import { z } from 'zod';
import { ZId, type PermissionSet } from '@gst/domain';
import { ZPermissionSets } from '../users/users.schema';

export const ZApiKeyCreate = z.strictObject({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be at most 100 characters'),
  permissionSets: ZPermissionSets.default([]),
});
export type TApiKeyCreate = z.infer<typeof ZApiKeyCreate>;

export const ZApiKeyRevoke = z.strictObject({ id: ZId });

/** A key as listed: never the key or its hash. */
export type TApiKey = {
  id: string;
  name: string;
  keyPrefix: string;
  permissionSets: PermissionSet[];
  createdBy: string | null;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
};
