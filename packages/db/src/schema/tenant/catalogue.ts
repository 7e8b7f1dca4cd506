import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Taxability } from '@gst/domain';
import { gstRate, idColumn, moneyOrZero, requiredRef, timestamps } from '../columns';

/** @gst/domain's TAXABILITIES (issue 30), kept here as a value so the schema loads without it. */
export const TAXABILITIES = [
  'taxable',
  'nil-rated',
  'exempt',
  'non-gst',
] as const satisfies readonly Taxability[];

export const products = pgTable(
  'products',
  {
    id: idColumn(),
    productUniqueId: text().notNull(),
    productName: text().notNull(),
    productLabel: text().notNull(),
    productMinPrice: moneyOrZero(),
    productHsnCode: text().notNull().default(''),
    productCategory: text().notNull().default(''),
    gstPercentage: gstRate().notNull().default('0'),
    uomUnit: text().notNull().default('UNITS'),
    /** Watts. */
    productCapacity: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    productMetaData: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** Kilograms. */
    productWeight: numeric({ precision: 10, scale: 2 }),
    /** Centimetres (the suggestions formula divides cm² by 929.0304 to get ft²). */
    productWidth: numeric({ precision: 10, scale: 2 }),
    productLength: numeric({ precision: 10, scale: 2 }),
    /** Years. */
    productWarranty: numeric({ precision: 5, scale: 1 }),
    productOutputWarranty: numeric({ precision: 5, scale: 1 }),
    productLink: text().notNull().default(''),
    /**
     * Issue 30: 'taxable', or a supply GST does not tax: 'nil-rated' (0 % in the rate schedule),
     * 'exempt' (exempted by notification) or 'non-gst' (outside GST). Such lines carry no tax and
     * go to GSTR-1 Table 8 and GSTR-3B 3.1(c)/(e) instead of the taxable sections.
     */
    taxability: text({ enum: TAXABILITIES }).notNull().default('taxable'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('products_product_unique_id_idx').on(t.productUniqueId),
    check(
      'products_gst_percentage_check',
      sql`${t.gstPercentage} >= 0 and ${t.gstPercentage} <= 100`,
    ),
    check('products_min_price_check', sql`${t.productMinPrice} >= 0`),
    check(
      'products_taxability_check',
      sql`${t.taxability} in ('taxable', 'nil-rated', 'exempt', 'non-gst')`,
    ),
    // Product table: sort/search by label; dashboard groups by category.
    index('products_label_lower_idx').on(sql`lower(${t.productLabel})`),
    index('products_category_idx').on(t.productCategory),
    // Suggestions: products by capacity ascending.
    index('products_capacity_idx').on(t.productCapacity),
    // A sync (`updatedSince`, issue 29 item 11): rows changed since, oldest change first, then id.
    index('products_updated_at_id_idx').on(t.updatedAt, t.id),
  ],
);

/** A serial-numbered unit in stock (a panel, an inverter). */
export const items = pgTable(
  'items',
  {
    id: idColumn(),
    productId: requiredRef(() => products.id, 'restrict'),
    serialNo: text().notNull(),
    type: text().notNull().default('Module'),
    soldToInvoice: boolean().notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    // A serial number is unique per product.
    uniqueIndex('items_product_id_serial_no_idx').on(t.productId, t.serialNo),
    // Invoice drawer: the available serials of one product.
    index('items_product_id_sold_idx').on(t.productId, t.soldToInvoice),
    // Item table: search by serial number across products.
    index('items_serial_no_idx').on(t.serialNo),
    index('items_created_at_idx').on(t.createdAt),
    // A sync (`updatedSince`, issue 29 item 11): rows changed since, oldest change first, then id.
    index('items_updated_at_id_idx').on(t.updatedAt, t.id),
  ],
);
