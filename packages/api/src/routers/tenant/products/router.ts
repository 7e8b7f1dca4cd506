import { permittedAny, router } from '../../../trpc';
import { BILLING_FORM_GRANTS } from '../../../services/products/billing-grants';
import {
  ZProductExportInput,
  ZProductImportInput,
  ZProductInput,
  ZProductListInput,
  ZProductUpdate,
} from '../../../services/products/products.schema';
import { pickProducts, ZProductPickInput } from '../../../services/products/products.pick';
import * as service from '../../../services/products/products.service';
import { permittedOn, ZById } from '../../crud';

const PAGE = 'manage-product';
const can = permittedOn(PAGE);

export const productsRouter = router({
  /**
   * The quote and invoice drawers' picker: a few fields, 20 at most. Open to whoever may view
   * products or write quotes or invoices, so billing staff need not see the whole catalogue.
   */
  pick: permittedAny([
    [PAGE, 'view'],
    ...BILLING_FORM_GRANTS,
    // Issue 31: the purchase bill drawer picks the products bought.
    ['manage-purchase-bill', 'create'],
    ['manage-purchase-bill', 'edit'],
  ])
    .input(ZProductPickInput)
    .query(({ ctx, input }) => pickProducts(ctx, input)),
  list: can.view(ZProductListInput, service.listProducts),
  get: can.view(ZById, service.getProduct),
  create: can.create(ZProductInput, service.createProduct),
  update: can.edit(ZProductUpdate, service.updateProduct),
  delete: can.delete(ZById, service.deleteProduct),
  /** Excel upload: all rows or none, with a per-row report (spec §5; needs import). */
  createMany: can.import(ZProductImportInput, service.importProducts),
  /** Every product matching the search, for the Excel download (needs export). */
  export: can.export(ZProductExportInput, service.exportProducts),
});
