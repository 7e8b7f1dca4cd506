import { and, asc, desc, gt, lte, or, sql, type SQL } from 'drizzle-orm';
import { STORE_CATEGORIES, isModuleCategory, suggestProducts } from '@gst/domain';
import { products } from '@gst/db/schema';
import { toNumber } from '../../infra/import/cells';
import type { ServiceCtx } from '../context';

/**
 * The product fields a visitor may see. Never the minimum price (it is the shop's cost basis for
 * the net profit line), the GST rate, the unit or the metadata beyond the legacy label.
 */
const publicColumns = {
  id: products.id,
  productName: products.productName,
  productLabel: products.productLabel,
  /** Spec §3: older records carry the label in a misspelt field, kept in the metadata. */
  prodductLabel: sql<string | null>`${products.productMetaData} ->> 'prodductLabel'`,
  productHSNCode: products.productHsnCode,
  productCategory: products.productCategory,
  productCapacity: products.productCapacity,
  productWeight: products.productWeight,
  productWidth: products.productWidth,
  productLength: products.productLength,
  productWarranty: products.productWarranty,
  productOutputWarranty: products.productOutputWarranty,
  productLink: products.productLink,
};

/** What `select(publicColumns)` returns: numerics arrive as text. */
type PublicRow = {
  id: string;
  productName: string;
  productLabel: string;
  prodductLabel: string | null;
  productHSNCode: string;
  productCategory: string;
  productCapacity: string;
  productWeight: string | null;
  productWidth: string | null;
  productLength: string | null;
  productWarranty: string | null;
  productOutputWarranty: string | null;
  productLink: string;
};

export type PublicProduct = ReturnType<typeof toPublicProduct>;

function toPublicProduct(row: PublicRow) {
  return {
    ...row,
    prodductLabel: row.prodductLabel ?? null,
    productCapacity: toNumber(row.productCapacity),
    productWeight: toNumber(row.productWeight),
    productWidth: toNumber(row.productWidth),
    productLength: toNumber(row.productLength),
    productWarranty: toNumber(row.productWarranty),
    productOutputWarranty: toNumber(row.productOutputWarranty),
  };
}

const LIST_LIMIT = 500;
const INVERTER = sql`${products.productCategory} ~* 'inverter'`;
/**
 * Suggestions leave out inverters and batteries: a battery's capacity is stored in watt-hours of
 * storage, not watts, and one inverter is sized to the whole system, so "demand / capacity units,
 * their weight × 1.4 and roof area" would be nonsense for both. Modules and module kits (combos)
 * remain, with any category a shop invents that is neither.
 */
const NOT_INVERTER_OR_BATTERY = sql`not (${products.productCategory} ~* '(inverter|batter)')`;

/**
 * Spec §2 /suggestions: capacity at most twice the demand, with the §9 figures, in the order a
 * buyer would choose (suggestProducts: fewest units, then the least installed capacity). Read
 * largest first, so the limit keeps the products needing fewest units.
 */
export async function suggestions({ tx }: ServiceCtx, demandW: number) {
  const rows = await tx
    .select(publicColumns)
    .from(products)
    .where(
      and(
        gt(products.productCapacity, '0'),
        lte(products.productCapacity, String(2 * demandW)),
        NOT_INVERTER_OR_BATTERY,
      ),
    )
    .orderBy(desc(products.productCapacity), asc(products.productLabel), asc(products.id))
    .limit(LIST_LIMIT);
  return { demand: demandW, products: suggestProducts(rows.map(toPublicProduct), demandW) };
}

const MODULE_CATEGORIES = STORE_CATEGORIES.filter(isModuleCategory);

/** The landing page catalogue: the shop's inverters and modules, by category then capacity. */
export async function catalogue({ tx }: ServiceCtx) {
  const isModule: SQL | undefined = or(
    sql`${products.productCategory} in (${sql.join(
      MODULE_CATEGORIES.map((c) => sql`${c}`),
      sql`, `,
    )})`,
    sql`${products.productCategory} ~* '(module|panel)'`,
  );
  const rows = await tx
    .select(publicColumns)
    .from(products)
    .where(or(INVERTER, isModule))
    .orderBy(asc(products.productCategory), asc(products.productCapacity), asc(products.id))
    .limit(LIST_LIMIT);
  return rows.map((row) => {
    const product = toPublicProduct(row);
    return { ...product, kind: /inverter/i.test(product.productCategory) ? 'inverter' : 'module' };
  });
}
