/**
 * The service-test harness (issue 27, item 3): verbs called directly, without HTTP.
 *
 * One database per test file (`openTestDatabase()`: PGlite, or PostgreSQL/Citus when
 * TEST_DATABASE_URL is set, copied from a snapshot or template in which the tenant is already
 * provisioned) with one tenant and its owner (a superadmin). Each test
 * gets a `ServiceCtx` whose `tx` is a tenant transaction opened the way the server opens it
 * (`withTenant`: search_path set to the tenant schema) and rolled back when the test ends, so no
 * test sees another's rows and a file's tests may run in any order.
 *
 *   const suite = serviceSuite({ seed: (ctx) => seedBilling(ctx.tx) });
 *   const create = asProcedure(ZInvoiceCreate, createInvoice);
 *   suite.it('numbers the first invoice', async (ctx) => {
 *     expect((await create(ctx, input(suite.fx))).invoiceNumber).toBe('INV/25-26/0001');
 *   });
 *
 * `seed` runs once, in a committed transaction, before the file's tests: the shared base every
 * test starts from. What a test writes on top of it is rolled back.
 */
import { afterAll, beforeAll, it as vitestIt } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZodError, type z } from 'zod';
import { withTenant, type Database, type Tx } from '@gst/db/client';
import { provisionTenant, READY_TO_INVOICE } from '@gst/db/provision';
import { permissionSets, tenants, users } from '@gst/db/schema';
import { openTestDatabase } from '@gst/db/testing';
import type { Logger } from '../src/context';
import { AppError, toAppError } from '../src/errors';
import { databaseFileStore } from '../src/infra/files/file-store';
import { createTenantResolver, type ResolvedTenant } from '../src/infra/tenant-resolver';
import type {
  MasterServiceCtx,
  ServiceCtx,
  SessionUser,
  UnscopedServiceCtx,
} from '../src/services/context';
import { readableZodMessage } from '../src/trpc';

export type TenantSpec = {
  tenantId: string;
  name: string;
  owner: { name: string; email: string; password: string };
};

/** The tenant a service suite provisions unless it names another (the same as the HTTP tests'). */
export const SERVICE_TENANT: TenantSpec = {
  tenantId: 'alpha',
  name: 'Alpha Solar',
  owner: { name: 'Alpha Owner', email: 'owner@alpha.test', password: 'alpha-pass-123' },
};

/** Thrown at the end of a test's transaction so that it is rolled back, never seen outside. */
class Rollback extends Error {}

const silentLog: Logger = { info: () => {}, warn: () => {}, error: () => {} };

export type ServiceSuite<F> = {
  database: Database;
  tenant: ResolvedTenant;
  /** The tenant's owner, a superadmin, as a signed-in session would carry them. */
  owner: SessionUser;
  /** What `seed` returned. */
  fx: F;
  /** The ctx of a verb called by the owner, on `tx`. */
  ctxOn: (tx: Tx) => ServiceCtx;
  /**
   * Runs `fn` with a ServiceCtx in a tenant transaction that is rolled back at its end; `fn`'s
   * result (or error) is passed on. Verbs inside see their own writes and may open savepoints.
   */
  withRollback: <T>(fn: (ctx: ServiceCtx) => Promise<T>) => Promise<T>;
  /** vitest's `it`, its body given a rolled-back ServiceCtx. */
  it: (name: string, fn: (ctx: ServiceCtx) => Promise<unknown>, timeout?: number) => void;
  /**
   * The ctx of a verb that opens its own scopes (`UnscopedServiceCtx`). Its writes commit: the
   * test cleans up after itself, or keeps to rows no other test of the file reads.
   */
  unscoped: () => UnscopedServiceCtx;
  /** The ctx of a master verb, acting as the system. Its writes commit too. */
  master: () => MasterServiceCtx;
};

/**
 * One database and one tenant for the whole file (beforeAll / afterAll). Read the fields inside
 * hooks and tests: at module level they are not set yet.
 */
export function serviceSuite<F = undefined>(
  options: {
    tenant?: TenantSpec;
    seed?: (ctx: ServiceCtx) => Promise<F>;
  } = {},
): ServiceSuite<F> {
  const spec = options.tenant ?? SERVICE_TENANT;
  const suite = {} as ServiceSuite<F>;
  let database: Database | undefined;

  const ctxOn = (tx: Tx): ServiceCtx => ({
    tx,
    tenant: suite.tenant,
    actor: { type: 'user', id: suite.owner.id },
    user: suite.owner,
    sessionId: null,
    fileStore: databaseFileStore,
  });

  let open = false;
  async function withRollback<T>(fn: (ctx: ServiceCtx) => Promise<T>): Promise<T> {
    // On PGlite (one session) a second transaction would wait for ever on the first.
    if (open) throw new Error('withRollback inside a rolled-back test: use the ctx it was given');
    open = true;
    let result: { value: T } | undefined;
    try {
      await withTenant(suite.database.db, suite.tenant, async (tx) => {
        result = { value: await fn(ctxOn(tx)) };
        throw new Rollback();
      });
    } catch (error) {
      if (!(error instanceof Rollback)) throw error;
    } finally {
      open = false;
    }
    if (!result) throw new Error('withRollback: the transaction ended without a result');
    return result.value;
  }

  Object.assign(suite, {
    ctxOn,
    withRollback,
    it: (name: string, fn: (ctx: ServiceCtx) => Promise<unknown>, timeout?: number) =>
      vitestIt(name, () => withRollback(fn).then(() => undefined), timeout),
    unscoped: (): UnscopedServiceCtx => {
      const { tx: _tx, ...rest } = ctxOn(undefined as unknown as Tx);
      return { ...rest, db: suite.database.db };
    },
    master: (): MasterServiceCtx => ({
      db: suite.database.db,
      tenants: createTenantResolver(suite.database.db, 0),
      actor: { type: 'system', id: null },
      fileStore: databaseFileStore,
      log: silentLog,
    }),
  });

  beforeAll(async () => {
    // The provisioned tenant is built once per run and engine (a PGlite snapshot, a PostgreSQL
    // template) and copied for each file, so a file does not pay for migrating and provisioning.
    database = await openTestDatabase({
      key: `service-harness:${JSON.stringify([spec, READY_TO_INVOICE])}`,
      build: async ({ db }) => {
        await provisionTenant(db, {
          tenantId: spec.tenantId,
          name: spec.name,
          ownerEmail: spec.owner.email,
          owner: spec.owner,
          settings: READY_TO_INVOICE,
        });
      },
    });
    const [row] = await database.db
      .select()
      .from(tenants)
      .where(eq(tenants.tenantId, spec.tenantId));
    if (!row) throw new Error(`tenant ${spec.tenantId} is missing from the test database`);
    const tenant: ResolvedTenant = {
      id: row.id,
      tenantId: row.tenantId,
      schemaName: row.schemaName,
      name: row.name,
      status: row.status,
    };
    const owner = await withTenant(database.db, tenant, (tx) => readUser(tx, spec.owner.email));
    Object.assign(suite, { database, tenant, owner });
    if (options.seed) {
      const seed = options.seed;
      suite.fx = await withTenant(database.db, tenant, (tx) => seed(ctxOn(tx)));
    }
  });
  afterAll(async () => {
    await database?.close();
  });
  return suite;
}

/** A tenant user with their permission sets, as `readSessionUser` returns them. */
export async function readUser(tx: Tx, email: string): Promise<SessionUser> {
  const [user] = await tx
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      image: users.image,
      role: users.role,
      lastLogin: users.lastLogin,
    })
    .from(users)
    .where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  const sets = await tx
    .select({ page: permissionSets.page, permissions: permissionSets.permissions })
    .from(permissionSets)
    .where(eq(permissionSets.userId, user.id));
  return {
    ...user,
    lastLogin: user.lastLogin ? String(user.lastLogin) : null,
    permissionSets: sets,
  };
}

/**
 * Runs `fn` in a savepoint of `ctx.tx`, as a procedure runs a verb in its own transaction: a
 * failure undoes everything `fn` wrote (and is passed on as the AppError the edge would map it
 * to), while the test's transaction goes on.
 */
export async function inSavepoint<T>(
  ctx: ServiceCtx,
  fn: (ctx: ServiceCtx) => Promise<T>,
): Promise<T> {
  try {
    return await ctx.tx.transaction((tx) => fn({ ...ctx, tx }));
  } catch (error) {
    throw error instanceof ZodError
      ? new AppError('BAD_REQUEST', readableZodMessage(error))
      : toAppError(error);
  }
}

/**
 * A verb as its procedure calls it: the input parsed by the procedure's zod schema (defaults
 * filled in, a bad input refused as BAD_REQUEST with the edge's message), the verb run in a
 * savepoint (`inSavepoint`), errors as AppErrors.
 */
export function asProcedure<S extends z.ZodType, R>(
  schema: S,
  verb: (ctx: ServiceCtx, input: z.output<S>) => R | Promise<R>,
): (ctx: ServiceCtx, input: z.input<S>) => Promise<Awaited<R>> {
  return (ctx, input) =>
    inSavepoint(
      ctx,
      async (scoped): Promise<Awaited<R>> => await verb(scoped, schema.parse(input)),
    );
}

/** The AppError a call failed with; fails the test when it succeeded. */
export async function appErrorOf(call: Promise<unknown>): Promise<AppError> {
  try {
    await call;
  } catch (error) {
    return toAppError(error);
  }
  throw new Error('expected the call to fail, and it succeeded');
}
