import { z } from 'zod';
import { ZId } from '@gst/domain';
import { checkRestCaller, createCallerFactory, masterProcedure, router } from '../../../trpc';
import type { Context } from '../../../context';
import {
  ZShopRestoreQuery,
  type TShopRestoreQuery,
} from '../../../services/shop-export/shop-export.schema';
import { restoreShop } from '../../../services/shop-export/shop-export.restore';
import {
  ZTenantCreate,
  ZTenantListInput,
  ZTenantMoveInput,
  ZTenantStatusInput,
  ZTenantUpdate,
} from '../../../services/tenants/tenants.schema';
import * as nodes from '../../../services/tenants/nodes.service';
import * as service from '../../../services/tenants/tenants.service';

const ZById = z.strictObject({ id: ZId });

/** A logged-in operator, who is the actor of the audit rows: the ctx fits `MasterServiceCtx`. */
const operatorProcedure = masterProcedure.use(({ ctx, next }) =>
  next({ ctx: { actor: { type: 'operator', id: ctx.operator.id } as const } }),
);

/** The master panel's tenant lifecycle: create, edit, switch off and on, delete. */
export const masterTenantsRouter = router({
  list: operatorProcedure
    .input(ZTenantListInput)
    .query(({ ctx, input }) => service.listTenants(ctx, input)),
  get: operatorProcedure.input(ZById).query(({ ctx, input }) => service.getTenant(ctx, input)),
  create: operatorProcedure
    .input(ZTenantCreate)
    .mutation(({ ctx, input }) => service.createTenant(ctx, input)),
  update: operatorProcedure
    .input(ZTenantUpdate)
    .mutation(({ ctx, input }) => service.updateTenant(ctx, input)),
  setStatus: operatorProcedure
    .input(ZTenantStatusInput)
    .mutation(({ ctx, input }) => service.setTenantStatus(ctx, input)),
  delete: operatorProcedure
    .input(ZById)
    .mutation(({ ctx, input }) => service.deleteTenant(ctx, input)),
  /** Database nodes (Citus workers with their shop counts) and recent tenant moves. */
  nodes: operatorProcedure.query(({ ctx }) => nodes.listNodes(ctx)),
  /** Starts moving a tenant to another Citus worker; answers with the running move. */
  move: operatorProcedure
    .input(ZTenantMoveInput)
    .mutation(({ ctx, input }) => nodes.moveTenant(ctx, input)),
});

const ZRestoreCall = ZShopRestoreQuery.extend({ path: z.string().min(1) });

/** The restore's check and work, for the server's upload route (not a tRPC procedure). */
const restoreRouter = router({
  restore: operatorProcedure
    .input(ZRestoreCall)
    .mutation(({ ctx, input: { path, ...query } }) =>
      restoreShop({ ...ctx, fileStorage: ctx.config.fileStorage }, path, query),
    ),
});
const restoreCaller = createCallerFactory(restoreRouter);

/**
 * Creates a shop from the export archive the server saved at `path` (issue 33): the operator's
 * session is checked, then the archive, then the shop is made in one transaction.
 */
export function restoreShopArchive(ctx: Context, path: string, query: TShopRestoreQuery) {
  return restoreCaller(ctx).restore({ ...query, path });
}

/** The operator's session alone, checked before an upload is read (a 401 costs no upload). */
export function checkOperator(ctx: Context) {
  return checkRestCaller(ctx, 'master');
}
