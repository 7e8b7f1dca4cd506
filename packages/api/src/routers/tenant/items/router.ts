import { z } from 'zod';
import { hasPermission, ZId } from '@gst/domain';
import { AppError } from '../../../errors';
import { permitted, router, tenantUserProcedure } from '../../../trpc';
import { importItems } from '../../../services/items/items.import';
import {
  ZItemExportInput,
  ZItemImportInput,
  ZItemInput,
  ZItemListInput,
  ZItemUpdate,
} from '../../../services/items/items.schema';
import * as service from '../../../services/items/items.service';

const PAGE = 'manage-item';

/** The invoice drawer lists a product's free serials: item viewers and invoice writers may. */
const serialPicker = tenantUserProcedure.use(({ ctx, next }) => {
  const allowed =
    hasPermission(ctx.user, PAGE, 'view') ||
    hasPermission(ctx.user, 'manage-invoice', 'create') ||
    hasPermission(ctx.user, 'manage-invoice', 'edit');
  if (!allowed) throw new AppError('FORBIDDEN', `You do not have the 'view' permission on ${PAGE}`);
  return next();
});

export const itemsRouter = router({
  list: permitted(PAGE, 'view')
    .input(ZItemListInput)
    .query(({ ctx, input }) => service.listItems(ctx, input)),
  get: permitted(PAGE, 'view')
    .input(z.object({ id: ZId }))
    .query(({ ctx, input }) => service.getItem(ctx, input)),
  /** GET /api/search-item/{productId}?serialNo=yes: the product's unsold items. */
  available: serialPicker
    .input(z.object({ productId: ZId }))
    .query(({ ctx, input }) => service.availableItems(ctx, input)),
  create: permitted(PAGE, 'create')
    .input(ZItemInput)
    .mutation(({ ctx, input }) => service.createItem(ctx, input)),
  update: permitted(PAGE, 'edit')
    .input(ZItemUpdate)
    .mutation(({ ctx, input }) => service.updateItem(ctx, input)),
  delete: permitted(PAGE, 'delete')
    .input(z.object({ id: ZId }))
    .mutation(({ ctx, input }) => service.deleteItem(ctx, input)),
  createMany: permitted(PAGE, 'import')
    .input(ZItemImportInput)
    .mutation(({ ctx, input }) => importItems(ctx, input)),
  export: permitted(PAGE, 'export')
    .input(ZItemExportInput)
    .query(({ ctx, input }) => service.exportItems(ctx, input)),
});
