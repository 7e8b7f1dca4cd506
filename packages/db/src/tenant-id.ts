// The id rules live in the domain package so the master panel can check them as the operator
// types; the schema-name mapping below stays here, next to the only code that uses it.
export { RESERVED_TENANT_IDS, ZTenantId } from '@gst/domain';

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
