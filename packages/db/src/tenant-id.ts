import { z } from 'zod';

/** Names that would clash with the platform's own hosts or schemas. */
export const RESERVED_TENANT_IDS = new Set([
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

/**
 * A tenant id is a DNS host label and becomes part of a schema name: lower-case letters, digits
 * and inner hyphens, 2–40 characters. Hyphens map to underscores in the schema name; underscores
 * are not allowed in the id, so the mapping cannot collide.
 */
export const ZTenantId = z
  .string()
  .trim()
  .min(2, 'Tenant ID must be at least 2 characters')
  .max(40, 'Tenant ID must be at most 40 characters')
  .regex(/^[a-z0-9-]+$/, 'Tenant ID may contain only lower-case letters, digits and hyphens')
  .regex(/^[a-z0-9].*[a-z0-9]$/, 'Tenant ID must start and end with a letter or digit')
  .refine((id) => !id.includes('--'), 'Tenant ID may not contain two hyphens in a row')
  .refine((id) => !RESERVED_TENANT_IDS.has(id), 'This Tenant ID is reserved; choose another');

const SCHEMA_NAME = /^tenant_[a-z0-9_]{1,48}$/;

/** The only place a tenant schema name is built. */
export function tenantSchemaName(tenantId: string): string {
  const name = `tenant_${tenantId.replaceAll('-', '_')}`;
  if (!SCHEMA_NAME.test(name)) throw new Error(`Invalid tenant id for a schema name: ${tenantId}`);
  return name;
}

export function assertSchemaName(name: string): string {
  if (!SCHEMA_NAME.test(name))
    throw new Error(`Refusing to use schema name ${JSON.stringify(name)}`);
  return name;
}
