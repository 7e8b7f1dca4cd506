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
    .query(({ ctx, input }) => pickProducts(ctx.tx, input)),
  list: permitted(PAGE, 'view')
    .input(ZProductListInput)
    .query(({ ctx, input }) => service.listProducts({ tx: ctx.tx, actor: ctx.actor }, input)),
  get: permitted(PAGE, 'view')
    .input(z.object({ id: ZId }))
    .query(({ ctx, input }) => service.getProduct({ tx: ctx.tx, actor: ctx.actor }, input.id)),
  create: permitted(PAGE, 'create')
    .input(ZProductInput)
    .mutation(({ ctx, input }) => service.createProduct({ tx: ctx.tx, actor: ctx.actor }, input)),
  update: permitted(PAGE, 'edit')
    .input(ZProductUpdate)
    .mutation(({ ctx, input: { id, ...input } }) =>
      service.updateProduct({ tx: ctx.tx, actor: ctx.actor }, id, input),
    ),
  delete: permitted(PAGE, 'delete')
    .input(z.object({ id: ZId }))
    .mutation(({ ctx, input }) =>
      service.deleteProduct({ tx: ctx.tx, actor: ctx.actor }, input.id),
    ),
  /** Excel upload: all rows or none, with a per-row report (spec §5; needs import). */
  createMany: permitted(PAGE, 'import')
    .input(ZProductImportInput)
    .mutation(({ ctx, input }) =>
      service.importProducts({ tx: ctx.tx, actor: ctx.actor }, input.products, input.returnRows),
    ),
  /** Every product matching the search, for the Excel download (needs export). */
  export: permitted(PAGE, 'export')
    .input(ZProductExportInput)
    .query(({ ctx, input }) => service.exportProducts({ tx: ctx.tx, actor: ctx.actor }, input)),
});
