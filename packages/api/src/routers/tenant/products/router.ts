import { z } from 'zod';
import { ZId } from '@gst/domain';
import { permitted, permittedAny, router } from '../../../trpc';
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

const PAGE = 'manage-product';

export const productsRouter = router({
  /**
   * The quote and invoice drawers' picker: a few fields, 20 at most. Open to whoever may view
   * products or write quotes or invoices, so billing staff need not see the whole catalogue.
   */
  pick: permittedAny([[PAGE, 'view'], ...BILLING_FORM_GRANTS])
    .input(ZProductPickInput)
    .query(({ ctx, input }) => pickProducts(ctx, input)),
  list: permitted(PAGE, 'view')
    .input(ZProductListInput)
    .query(({ ctx, input }) => service.listProducts(ctx, input)),
  get: permitted(PAGE, 'view')
    .input(z.object({ id: ZId }))
    .query(({ ctx, input }) => service.getProduct(ctx, input)),
  create: permitted(PAGE, 'create')
    .input(ZProductInput)
    .mutation(({ ctx, input }) => service.createProduct(ctx, input)),
  update: permitted(PAGE, 'edit')
    .input(ZProductUpdate)
    .mutation(({ ctx, input }) => service.updateProduct(ctx, input)),
  delete: permitted(PAGE, 'delete')
    .input(z.object({ id: ZId }))
    .mutation(({ ctx, input }) => service.deleteProduct(ctx, input)),
  /** Excel upload: all rows or none, with a per-row report (spec §5; needs import). */
  createMany: permitted(PAGE, 'import')
    .input(ZProductImportInput)
    .mutation(({ ctx, input }) => service.importProducts(ctx, input)),
  /** Every product matching the search, for the Excel download (needs export). */
  export: permitted(PAGE, 'export')
    .input(ZProductExportInput)
    .query(({ ctx, input }) => service.exportProducts(ctx, input)),
});
