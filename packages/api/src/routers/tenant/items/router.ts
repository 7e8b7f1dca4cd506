import { z } from 'zod';
import { hasPermission, ZId } from '@gst/domain';
import { AppError } from '../../../errors';
import { router, tenantUserProcedure } from '../../../trpc';
import { importItems } from '../../../services/items/items.import';
import {
  ZItemExportInput,
  ZItemImportInput,
  ZItemInput,
  ZItemLifeInput,
  ZItemListInput,
  ZItemUpdate,
} from '../../../services/items/items.schema';
import * as service from '../../../services/items/items.service';
import { itemLife } from '../../../services/items/items.life';
import { permittedOn, ZById } from '../../crud';

const PAGE = 'manage-item';
const can = permittedOn(PAGE);

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
  list: can.view(ZItemListInput, service.listItems),
  get: can.view(ZById, service.getItem),
  /** Who bought this serial: each match's life (sales and returns need invoice 'view' too). */
  life: can.view(ZItemLifeInput, itemLife),
  /** GET /api/search-item/{productId}?serialNo=yes: the product's unsold items. */
  available: serialPicker
    .input(z.strictObject({ productId: ZId }))
    .query(({ ctx, input }) => service.availableItems(ctx, input)),
  create: can.create(ZItemInput, service.createItem),
  update: can.edit(ZItemUpdate, service.updateItem),
  delete: can.delete(ZById, service.deleteItem),
  createMany: can.import(ZItemImportInput, importItems),
  export: can.export(ZItemExportInput, service.exportItems),
});
