import { asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { rowsOf, schemaNodes, withTenant, type Db } from '@gst/db/client';
import { tenantMigrationCount, tenantMigrationStateOf } from '@gst/db/migrate';
import { provisionTenant, TenantExistsError, unsafeDropTenant } from '@gst/db/provision';
import { tenants, users } from '@gst/db/schema';
import { writeAudit } from '../../infra/audit';
import { deleteTenantSessions } from '../auth/session';
import { AppError } from '../../errors';
import type { MasterServiceCtx } from '../context';
import {
  TENANT_STATUSES,
  type TTenantCreate,
  type TTenantListInput,
  type TTenantStatus,
  type TTenantStatusInput,
  type TTenantUpdate,
} from './tenants.schema';
import { pageOf } from '../shared/paging';
import { containsPattern } from '../shared/list-query';
import { storedPhoto } from '../shared/photos';

type TenantRow = typeof tenants.$inferSelect;

/** What every master call returns for a tenant; dates as ISO text, the same over tRPC and REST. */
export type TenantRecord = {
  id: string;
  tenantId: string;
  name: string;
  domain: string;
  gstin: string;
  ownerEmail: string;
  status: TTenantStatus;
  lastPing: string | null;
  schemaName: string;
  createdAt: string;
  updatedAt: string;
  /** The Citus worker (`host:port`) holding the shop's schema; null on a single node. */
  node: string | null;
};

export function toTenantRecord(row: TenantRow, node: string | null = null): TenantRecord {
  return {
    id: row.id,
    tenantId: row.tenantId,
    name: row.name,
    domain: row.domain,
    gstin: row.gstin,
    ownerEmail: row.ownerEmail,
    status: row.status,
    lastPing: row.lastPing?.toISOString() ?? null,
    schemaName: row.schemaName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    node,
  };
}

const NOT_FOUND = 'Tenant not found';

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  // Status is matched whole: '%active%' would also match every inactive tenant.
  const status = TENANT_STATUSES.find((s) => s === search.toLowerCase());
  return or(
    ilike(tenants.name, pattern),
    ilike(tenants.gstin, pattern),
    ilike(tenants.tenantId, pattern),
    ilike(tenants.ownerEmail, pattern),
    status ? eq(tenants.status, status) : undefined,
  );
}

export async function listTenants({ db }: MasterServiceCtx, input: TTenantListInput) {
  const where = searchCondition(input.search);
  // Newest first by default, so a tenant just created is on the first page.
  const column = tenants[input.sort?.field ?? 'createdAt'];
  const order = (input.sort?.dir ?? 'desc') === 'asc' ? asc(column) : desc(column);
  const [list, nodes] = await Promise.all([
    pageOf(
      input,
      db.select().from(tenants).where(where).orderBy(order, asc(tenants.id)),
      db.select({ total: count() }).from(tenants).where(where),
      (row) => toTenantRecord(row),
    ),
    schemaNodes(db),
  ]);
  for (const record of list.data) record.node = nodes.get(record.schemaName) ?? null;
  return list;
}

async function findRow(db: Db, id: string): Promise<TenantRow> {
  const [row] = await db.select().from(tenants).where(eq(tenants.id, id));
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return row;
}

/** One tenant with what the Tenant Details page shows: owner, users, migration state. */
export async function getTenant({ db }: MasterServiceCtx, { id }: { id: string }) {
  const row = await findRow(db, id);
  const inside = await withTenant(db, row, async (tx) => {
    const superadmins = await tx
      .select({
        name: users.name,
        email: users.email,
        image: users.image,
        lastLogin: users.lastLogin,
      })
      .from(users)
      .where(eq(users.role, 'superadmin'))
      .orderBy(asc(users.createdAt));
    const [counted] = await tx.select({ total: count() }).from(users);
    const [applied] = rowsOf<{ total: number | string }>(
      await tx.execute(sql`select count(*) as total from __drizzle_migrations`),
    );
    const owner = superadmins.find((u) => u.email === row.ownerEmail) ?? superadmins[0];
    return { owner, userCount: counted?.total ?? 0, applied: Number(applied?.total ?? 0) };
  });
  const state = await tenantMigrationStateOf(db, row.id);
  const available = tenantMigrationCount();
  const node = (await schemaNodes(db)).get(row.schemaName) ?? null;
  return {
    ...toTenantRecord(row, node),
    owner: inside.owner
      ? {
          name: inside.owner.name,
          email: inside.owner.email,
          image: inside.owner.image ?? '',
          lastLogin: inside.owner.lastLogin?.toISOString() ?? null,
        }
      : null,
    userCount: inside.userCount,
    migrations: {
      applied: inside.applied,
      available,
      isCurrent: inside.applied >= available,
      lastMigrationTag: state?.lastMigrationTag ?? null,
      migratedAt: state?.migratedAt.toISOString() ?? null,
    },
  };
}
export type TenantDetails = Awaited<ReturnType<typeof getTenant>>;

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Schema, tables, owner superadmin and settings in one transaction (provisionTenant): on any
 * failure nothing is left behind.
 */
export async function createTenant(
  ctx: MasterServiceCtx,
  input: TTenantCreate,
): Promise<TenantRecord> {
  const exists = () =>
    new AppError('CONFLICT', `A tenant with Tenant ID '${input.tenantId}' already exists`);
  const image = (await storedPhoto(input.ownerUser.image)) || null;
  try {
    const row = await provisionTenant(ctx.db, {
      tenantId: input.tenantId,
      name: input.name,
      domain: input.domain,
      gstin: input.gstin,
      ownerEmail: input.ownerEmail,
      status: input.status,
      owner: {
        name: input.ownerUser.name,
        email: input.ownerUser.email,
        password: input.ownerUser.password,
        image,
        pages: input.ownerUser.pages,
      },
    });
    return toTenantRecord(row);
  } catch (error) {
    // Two creates racing for one id: the loser trips the unique index instead of the check.
    if (error instanceof TenantExistsError || isUniqueViolation(error)) throw exists();
    throw error;
  } finally {
    // The resolver may hold "no such tenant" for this id from a request made before creation.
    ctx.tenants.forget(input.tenantId);
  }
}

/**
 * Edits the master row. Going inactive ends every session of the tenant in the same
 * transaction; the resolver forgets the row so this process refuses the tenant's next call.
 */
export function updateTenant(ctx: MasterServiceCtx, input: TTenantUpdate): Promise<TenantRecord> {
  return applyTenantUpdate(ctx, input, 'tenant.update');
}

/** The Activate/Deactivate toggle: an update of the status alone, audited as such. */
export function setTenantStatus(ctx: MasterServiceCtx, { id, status }: TTenantStatusInput) {
  return applyTenantUpdate(
    ctx,
    { id, status },
    status === 'active' ? 'tenant.activate' : 'tenant.deactivate',
  );
}

async function applyTenantUpdate(
  ctx: MasterServiceCtx,
  input: TTenantUpdate,
  action: string,
): Promise<TenantRecord> {
  const { id, tenantId, ...fields } = input;
  const current = await findRow(ctx.db, id);
  if (tenantId !== undefined && tenantId !== current.tenantId) {
    throw new AppError(
      'BAD_REQUEST',
      'Tenant ID cannot be changed: it names the shop’s address and its data',
    );
  }
  const changes = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as Partial<Pick<TenantRow, 'name' | 'domain' | 'gstin' | 'ownerEmail' | 'status'>>;
  try {
    return await withTenant(ctx.db, current, async (tx) => {
      // Sessions first, then the tenant row: the order a tenant request takes its locks in
      // (session bump, then Last Ping), so the two can never deadlock.
      if ((changes.status ?? current.status) === 'inactive') await deleteTenantSessions(tx, id);
      const [row] = await tx
        .update(tenants)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(tenants.id, id))
        .returning();
      if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
      await writeAudit(tx, ctx.actor, action, 'tenant', row.id, {
        fields: Object.keys(changes),
        ...(changes.status ? { status: changes.status } : {}),
      });
      return toTenantRecord(row);
    });
  } finally {
    ctx.tenants.forget(current.tenantId);
  }
}

/** Only an inactive tenant can be deleted: its schema, sessions and master row go together. */
export async function deleteTenant(ctx: MasterServiceCtx, { id }: { id: string }) {
  const row = await findRow(ctx.db, id);
  if (row.status === 'active') {
    throw new AppError(
      'CONFLICT',
      `Tenant '${row.tenantId}' is active: deactivate it before deleting it`,
    );
  }
  try {
    // Checked again under the row lock: an activation racing this delete wins or waits.
    const outcome = await unsafeDropTenant(ctx.db, row.id);
    if (outcome === 'missing') throw new AppError('NOT_FOUND', NOT_FOUND);
    if (outcome === 'active') {
      throw new AppError(
        'CONFLICT',
        `Tenant '${row.tenantId}' is active: deactivate it before deleting it`,
      );
    }
  } finally {
    ctx.tenants.forget(row.tenantId);
  }
  // The drop has committed: a bucket that is down now leaves the objects (README, File storage),
  // never fails the delete. The log names the tenant only, never an object key.
  await ctx.fileStore.removeTenant?.(row.tenantId).catch((error: unknown) => {
    const code = error instanceof AppError ? error.appCode : 'UNKNOWN';
    ctx.log.warn({ tenantId: row.tenantId, code }, 'deleted tenant’s stored files not removed');
  });
  return { id: row.id, tenantId: row.tenantId };
}
