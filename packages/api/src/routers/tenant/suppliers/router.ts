import { permittedAny, router } from '../../../trpc';
import {
  ZSupplierBulkInput,
  ZSupplierExportInput,
  ZSupplierInput,
  ZSupplierListInput,
  ZSupplierUpdate,
} from '../../../services/suppliers/suppliers.schema';
import * as service from '../../../services/suppliers/suppliers.service';
import { permittedOn, ZById } from '../../crud';

const PAGE = 'manage-supplier';
const can = permittedOn(PAGE);

/** Suppliers (issue 31): the table, drawer, Excel import and export, and the drawers' picker. */
export const suppliersRouter = router({
  /** The purchase bill and supplier payment drawers' picker. */
  pick: permittedAny([
    [PAGE, 'view'],
    ['manage-purchase-bill', 'create'],
    ['manage-purchase-bill', 'edit'],
    ['manage-supplier-payment', 'create'],
  ])
    .input(service.ZSupplierPickInput)
    .query(({ ctx, input }) => service.pickSuppliers(ctx, input)),
  list: can.view(ZSupplierListInput, service.listSuppliers),
  get: can.view(ZById, service.getSupplier),
  create: can.create(ZSupplierInput, service.createSupplier),
  createMany: can.import(ZSupplierBulkInput, service.importSuppliers),
  export: can.export(ZSupplierExportInput, service.exportSuppliers),
  update: can.edit(ZSupplierUpdate, service.updateSupplier),
  delete: can.delete(ZById, service.deleteSupplier),
});
