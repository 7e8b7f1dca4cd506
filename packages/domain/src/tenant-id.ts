import { z } from 'zod';

/** Names that would clash with the platform's own hosts or schemas. */
export const RESERVED_TENANT_IDS: ReadonlySet<string> = new Set([
  'www',
  'api',
  'admin',
  'master',
  'public',
  'app',
  'static',
  'assets',
  'files',
  'mail',
  'smtp',
  'ftp',
  'root',
  'system',
  'internal',
  'status',
  'docs',
  'help',
  'support',
  'trpc',
  'auth',
  'login',
  'localhost',
  'drizzle',
  'pg',
  'postgres',
  'information_schema',
  'tenant',
]);

export const TENANT_ID_MIN_LENGTH = 2;
export const TENANT_ID_MAX_LENGTH = 40;

/** One line a form can show under the Tenant ID field before anything is typed. */
export const TENANT_ID_HINT = 'Lower-case letters, digits and hyphens; 2–40 characters';

/**
 * A tenant id is a DNS host label and becomes part of a schema name: lower-case letters, digits
 * and inner hyphens, 2–40 characters. Hyphens map to underscores in the schema name; underscores
 * are not allowed in the id, so the mapping cannot collide. Shared by the server (provisioning)
 * and the master panel's live hint, so both give the same per-violation message.
 */
export const ZTenantId = z
  .string()
  .trim()
  .min(TENANT_ID_MIN_LENGTH, 'Tenant ID must be at least 2 characters')
  .max(TENANT_ID_MAX_LENGTH, 'Tenant ID must be at most 40 characters')
  .regex(/^[a-z0-9-]+$/, 'Tenant ID may contain only lower-case letters, digits and hyphens')
  .regex(/^[a-z0-9].*[a-z0-9]$/, 'Tenant ID must start and end with a letter or digit')
  .refine((id) => !id.includes('--'), 'Tenant ID may not contain two hyphens in a row')
  .refine((id) => !RESERVED_TENANT_IDS.has(id), 'This Tenant ID is reserved; choose another');

/** The first rule a candidate id breaks, or undefined when it is acceptable. */
export function tenantIdProblem(candidate: string): string | undefined {
  const result = ZTenantId.safeParse(candidate);
  return result.success ? undefined : result.error.issues[0]?.message;
}
