import { z } from 'zod';
import { ZOptionalGstin } from '../gstin';
import { ZImageDataUrl } from '../image';
import { PAGE_KEYS, ZPageKey } from '../permissions';
import { ZTenantId } from '../tenant-id';
import { ZEmail, ZId, ZPassword } from './common';

/**
 * The master panel's tenants (spec §7): the one contract of the `master.tenants` procedures and
 * the `/api/master/tenant` REST bodies.
 */

export const TENANT_STATUSES = ['active', 'inactive'] as const;
export const ZTenantStatus = z.enum(TENANT_STATUSES, {
  error: "Status must be 'active' or 'inactive'",
});
export type TTenantStatus = z.infer<typeof ZTenantStatus>;

const ZTenantName = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(200, 'Name must be at most 200 characters');

/** A web address the shop uses ('acme.example.com'); free text would break links built from it. */
const ZDomain = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, 'Domain must be at most 253 characters')
  .refine(
    (v) => v === '' || /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(v),
    'Enter a domain such as shop.example.com (no https:// or path)',
  );

/** The shop's owner, created as a superadmin inside the new tenant schema. */
export const ZOwnerUserInput = z.strictObject({
  name: z
    .string({ error: 'Owner name is required' })
    .trim()
    .min(1, 'Owner name is required')
    .max(200),
  email: ZEmail,
  password: ZPassword,
  image: ZImageDataUrl.optional(),
  // Every back-office page unless the operator narrows it (spec §3: "all renderable pages").
  pages: z
    .array(ZPageKey)
    .min(1, 'Choose at least one page')
    .transform((pages) => [...new Set(pages)])
    .optional()
    .default([...PAGE_KEYS]),
});
export type TOwnerUserInput = z.infer<typeof ZOwnerUserInput>;

const tenantFields = {
  name: ZTenantName,
  domain: ZDomain.optional().default(''),
  gstin: ZOptionalGstin.transform((v) => v ?? ''),
  ownerEmail: ZEmail,
  status: ZTenantStatus.optional().default('active'),
};

export const ZTenantCreate = z.strictObject({
  tenantId: ZTenantId,
  ...tenantFields,
  ownerUser: ZOwnerUserInput,
});
export type TTenantCreate = z.infer<typeof ZTenantCreate>;

/**
 * Edit: the owner user is not part of it (spec §7) and the Tenant ID cannot change, because it
 * names the schema and the shop's address. Fields left out keep their value.
 */
export const ZTenantUpdate = z.strictObject({
  id: ZId,
  name: ZTenantName.optional(),
  domain: ZDomain.optional(),
  gstin: ZOptionalGstin.transform((v) => v ?? '').optional(),
  ownerEmail: ZEmail.optional(),
  status: ZTenantStatus.optional(),
  // Accepted only when it is the tenant's own id, so the fields read back can be sent as they are
  // (the server-assigned ones, lastPing or createdAt, are refused by name like any unknown key).
  tenantId: z.string().trim().optional(),
});
export type TTenantUpdate = z.infer<typeof ZTenantUpdate>;

export const ZTenantStatusInput = z.strictObject({ id: ZId, status: ZTenantStatus });
export type TTenantStatusInput = z.infer<typeof ZTenantStatusInput>;

/** `host:port` of a Citus worker, as the master panel lists them. */
export const ZNodeName = z
  .string({ error: 'Node is required' })
  .trim()
  .regex(/^[A-Za-z0-9.-]{1,253}:[0-9]{1,5}$/, 'Node must be host:port, e.g. 10.0.0.5:5432');

export const ZTenantMoveInput = z.strictObject({ id: ZId, node: ZNodeName });
export type TTenantMoveInput = z.infer<typeof ZTenantMoveInput>;

/** The master tenants list's sortable columns (the list input and the web table share them). */
export const TENANT_SORT_FIELDS = [
  'name',
  'tenantId',
  'gstin',
  'status',
  'ownerEmail',
  'lastPing',
  'createdAt',
] as const;
