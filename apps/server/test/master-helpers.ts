import { gstinCheckCharacter } from '@gst/domain';
import type { Harness, Reply } from './helpers';

/** A valid GSTIN for West Bengal built from a 4-digit serial (check character computed). */
export function gstinFor(serial: number): string {
  const body = `19AAHFS${String(serial % 10_000).padStart(4, '0')}Q1Z`;
  return body + gstinCheckCharacter(body);
}

export type TenantInputOptions = {
  tenantId: string;
  status?: 'active' | 'inactive';
  gstin?: string;
  ownerPassword?: string;
  extra?: Record<string, unknown>;
  owner?: Record<string, unknown>;
};

/** A create body as the master panel's drawer sends it. */
export function tenantInput(options: TenantInputOptions) {
  const { tenantId } = options;
  return {
    tenantId,
    name: `Shop ${tenantId}`,
    domain: `${tenantId}.example.com`,
    gstin: options.gstin ?? '',
    ownerEmail: `owner@${tenantId}.test`,
    status: options.status ?? 'active',
    ownerUser: {
      name: `Owner of ${tenantId}`,
      email: `owner@${tenantId}.test`,
      password: options.ownerPassword ?? `${tenantId}-pass-123`,
      ...options.owner,
    },
    ...options.extra,
  };
}

/** Counts that must not move when a create is refused: master rows and tenant schemas. */
export async function footprint(h: Harness) {
  const [tenants] = await h.sql<{ n: number | string }>(`select count(*) as n from master.tenants`);
  const [schemas] = await h.sql<{ n: number | string }>(
    `select count(*) as n from pg_namespace where nspname like 'tenant\\_%'`,
  );
  return { tenants: Number(tenants?.n), schemas: Number(schemas?.n) };
}

export async function schemaExists(h: Harness, schemaName: string): Promise<boolean> {
  const rows = await h.sql(`select 1 from pg_namespace where nspname = '${schemaName}'`);
  return rows.length > 0;
}

/** The created record from a REST create reply. */
export function createdTenant(reply: Reply): { id: string; tenantId: string; schemaName: string } {
  return reply.body.data as { id: string; tenantId: string; schemaName: string };
}
