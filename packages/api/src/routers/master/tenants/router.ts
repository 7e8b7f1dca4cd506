import { z } from 'zod';
import { ZId } from '@gst/domain';
import { masterProcedure, router } from '../../../trpc';
import {
  ZTenantCreate,
  ZTenantListInput,
  ZTenantStatusInput,
  ZTenantUpdate,
} from '../../../services/tenants/tenants.schema';
import * as service from '../../../services/tenants/tenants.service';

/** The master panel's tenant lifecycle: create, edit, switch off and on, delete. */
const ZById = z.object({ id: ZId });

export const masterTenantsRouter = router({
  list: masterProcedure
    .input(ZTenantListInput)
    .query(({ ctx, input }) => service.listTenants(ctx, input)),
  get: masterProcedure.input(ZById).query(({ ctx, input }) => service.getTenant(ctx, input.id)),
  create: masterProcedure
    .input(ZTenantCreate)
    .mutation(({ ctx, input }) => service.createTenant(masterCtx(ctx), input)),
  update: masterProcedure
    .input(ZTenantUpdate)
    .mutation(({ ctx, input }) => service.updateTenant(masterCtx(ctx), input)),
  setStatus: masterProcedure
    .input(ZTenantStatusInput)
    .mutation(({ ctx, input }) => service.setTenantStatus(masterCtx(ctx), input.id, input.status)),
  delete: masterProcedure
    .input(ZById)
    .mutation(({ ctx, input }) => service.deleteTenant(masterCtx(ctx), input.id)),
});

function masterCtx(
  ctx: Pick<service.MasterCtx, 'db' | 'tenants' | 'fileStore' | 'log'> & {
    operator: { id: string };
  },
): service.MasterCtx {
  return {
    db: ctx.db,
    tenants: ctx.tenants,
    fileStore: ctx.fileStore,
    log: ctx.log,
    actor: { type: 'operator', id: ctx.operator.id },
  };
}
