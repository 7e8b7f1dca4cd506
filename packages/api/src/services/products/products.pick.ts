import { and, asc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { ZId, ZPageInput } from '@gst/domain';
import { products } from '@gst/db/schema';
import type { ServiceCtx } from '../context';
import { toNumber } from '../../infra/import/cells';
import { searchWhere } from './products.service';

/** Most options a picker shows at once; typing narrows the search on the server. */
export const PICK_LIMIT = 20;

/** A picker's search (the list's own matching), or one product by id (a line already chosen). */
export const ZProductPickInput = z.strictObject({
  search: ZPageInput.shape.search,
  id: ZId.optional(),
});
export type TProductPickInput = z.infer<typeof ZProductPickInput>;

/**
 * Only what a quote or invoice line takes from a product: label, price, HSN, GST rate, unit,
 * category (shown beside the option) and taxability. Nothing else of the catalogue reaches a billing-only user.
 */
export async function pickProducts({ tx }: ServiceCtx, input: TProductPickInput) {
  const filters = [searchWhere(input.search), input.id ? eq(products.id, input.id) : undefined];
  const rows = await tx
    .select({
      id: products.id,
      productLabel: products.productLabel,
      productMinPrice: products.productMinPrice,
      productHSNCode: products.productHsnCode,
      gstPercentage: products.gstPercentage,
      uomUnit: products.uomUnit,
      productCategory: products.productCategory,
      // Issue 30: the drawer shows a nil-rated, exempt or non-GST line as carrying no tax.
      taxability: products.taxability,
    })
    .from(products)
    .where(and(...filters.filter((f): f is SQL => f !== undefined)))
    .orderBy(asc(products.productLabel), asc(products.id))
    .limit(PICK_LIMIT);
  return rows.map((row) => ({
    ...row,
    productMinPrice: toNumber(row.productMinPrice),
    gstPercentage: toNumber(row.gstPercentage),
  }));
}
