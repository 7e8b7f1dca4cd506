import { z } from 'zod';
import { DEFAULT_ITEM_TYPE, DEFAULT_UOM } from '../constants';
import { validateGstRate, validateHsn } from '../gst/validation';
import { MoneyDecimal } from '../money';
import { TAXABILITIES, type Taxability } from '../tax';
import { decimalCell, nullableDecimalCell, requiredTextCell, textCell } from './cells';
import { ZId } from './common';

/** http(s) links only: a product link is rendered as an anchor on public pages. */
const ZLink = textCell(2000).refine(
  (v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v),
  'Link must start with http:// or https://',
);

/**
 * HSN: digits only, 4, 6 or 8 long (spaces dropped). The shop's own minimum (the `hsnMinDigits`
 * setting) is checked by the service, which reads it.
 */
const ZHsnCell = textCell(20).transform((value, ctx) => {
  const result = validateHsn(value);
  if (result.ok) return result.hsn;
  ctx.addIssue({ code: 'custom', message: result.error });
  return z.NEVER;
});

/** One of the notified GST rates (any date: a product is not a dated document). */
const ZGstRateCell = decimalCell({
  label: 'gstPercentage',
  max: 100,
  scale: 2,
  fallback: '0.00',
}).superRefine((value, ctx) => {
  const result = validateGstRate(value);
  if (!result.ok) ctx.addIssue({ code: 'custom', message: result.error });
});

const MIN_PRICE = { label: 'productMinPrice', max: 999_999_999_999.99, scale: 2 } as const;

/** The spec's product fields (§3), in its Excel column order: the demo file and the import. */
const ZProductSpecFields = z.strictObject({
  productUniqueID: requiredTextCell('productUniqueID', 100),
  productName: requiredTextCell('productName', 300),
  productLabel: requiredTextCell('productLabel', 300),
  productMinPrice: decimalCell({ ...MIN_PRICE, fallback: '0.00' }),
  productHSNCode: ZHsnCell,
  productCategory: textCell(100),
  gstPercentage: ZGstRateCell,
  uomUnit: textCell(30).transform((v) => v || DEFAULT_UOM),
  productCapacity: decimalCell({
    label: 'productCapacity',
    max: 9_999_999_999.99,
    scale: 2,
    fallback: '0.00',
  }),
});

/** How each taxability is written in a sheet or a form (any case; '' is taxable). */
export const TAXABILITY_LABELS: Record<Taxability, string> = {
  taxable: 'Taxable',
  'nil-rated': 'Nil rated',
  exempt: 'Exempt',
  'non-gst': 'Non-GST',
};

const TAXABILITY_MESSAGE = 'Taxability must be taxable, nil-rated, exempt or non-gst';
const taxabilityKey = (text: string) => text.toLowerCase().replace(/[\s_-]+/g, '');

/**
 * Issue 30: how GST treats the product's supply (`TAXABILITIES`); blank is 'taxable'. A cell may
 * also hold the label ('Nil rated', 'Non-GST'), in any case and with or without the hyphen.
 */
export const ZTaxabilityCell = textCell(20)
  .transform((value, ctx): Taxability => {
    if (value === '') return 'taxable';
    const key = taxabilityKey(value);
    const found = TAXABILITIES.find(
      (t) => taxabilityKey(t) === key || taxabilityKey(TAXABILITY_LABELS[t]) === key,
    );
    if (found) return found;
    ctx.addIssue({ code: 'custom', message: TAXABILITY_MESSAGE });
    return z.NEVER;
  })
  .meta({
    description:
      "'taxable' (default), 'nil-rated', 'exempt' or 'non-gst': the last three carry no GST (rate 0)",
    example: 'taxable',
  });

export const PRODUCT_UNTAXED_RATE_MESSAGE = (taxability: Taxability) =>
  `${TAXABILITY_LABELS[taxability]} products carry no GST: set the GST rate to 0`;

/**
 * Issue 30: a nil-rated, exempt or non-GST supply carries no tax, so such a product's rate is 0
 * (a rate on it would print and charge a tax the law does not levy).
 */
function productTaxabilityRule(
  value: { taxability: Taxability; gstPercentage: string },
  ctx: z.RefinementCtx,
) {
  if (value.taxability !== 'taxable' && !new MoneyDecimal(value.gstPercentage).isZero()) {
    ctx.addIssue({
      code: 'custom',
      path: ['gstPercentage'],
      message: PRODUCT_UNTAXED_RATE_MESSAGE(value.taxability),
    });
  }
}

/** The other editable fields: taxability, optional measures, warranties and the link. */
const ZProductMoreFields = z.strictObject({
  taxability: ZTaxabilityCell,
  productWeight: nullableDecimalCell({ label: 'productWeight', max: 99_999_999.99, scale: 2 }),
  productWidth: nullableDecimalCell({ label: 'productWidth', max: 99_999_999.99, scale: 2 }),
  productLength: nullableDecimalCell({ label: 'productLength', max: 99_999_999.99, scale: 2 }),
  productWarranty: nullableDecimalCell({ label: 'productWarranty', max: 9999.9, scale: 1 }),
  productOutputWarranty: nullableDecimalCell({
    label: 'productOutputWarranty',
    max: 9999.9,
    scale: 1,
  }),
  productLink: ZLink,
});

/**
 * A product's fields as the spec names them (§3), and the ones added since. productMetaData is
 * not editable and so is not part of the input. Numbers arrive as numbers (forms, Excel) or
 * numeric text (REST, Excel). The rules across fields are in `ZProductInput`.
 */
export const ZProductFields = z.strictObject({
  ...ZProductSpecFields.shape,
  ...ZProductMoreFields.shape,
});

/** Create a product: its fields and the rule across them (an untaxed product's rate is 0). */
export const ZProductInput = ZProductFields.superRefine(productTaxabilityRule);
export type TProductInput = z.output<typeof ZProductInput>;

export const ZProductUpdate = ZProductFields.extend({ id: ZId }).superRefine(productTaxabilityRule);
export type TProductUpdate = z.output<typeof ZProductUpdate>;

type SpecField = keyof typeof ZProductSpecFields.shape;
type ProductField = keyof typeof ZProductFields.shape;

/** The spec's Excel columns (§3), in order: the demo file and the import header. */
export const PRODUCT_EXCEL_COLUMNS = Object.keys(ZProductSpecFields.shape) as readonly SpecField[];

/** Export: every editable field, so an export re-imports to the same products. */
export const PRODUCT_EXPORT_COLUMNS = Object.keys(ZProductFields.shape) as readonly ProductField[];

/**
 * The product drawer's check before it sends: the product contract with the drawer's own words
 * and a minimum price that must be typed (a blank number box holds ''). The form's read-only
 * productMetaData is not a field and passes.
 */
export const ZProductForm = z
  .object({
    ...ZProductFields.shape,
    productUniqueID: requiredTextCell('Product code', 100),
    productName: requiredTextCell('Full name', 300),
    productLabel: requiredTextCell('Short name', 300),
    productMinPrice: decimalCell({ ...MIN_PRICE, fallback: '' }).refine(
      (price) => price !== '',
      'Minimum price is required',
    ),
  })
  .superRefine(productTaxabilityRule);

/** The store's module categories (spec §2 /store): their serial-numbered units are modules. */
const MODULE_CATEGORY = /module|panel|poly ?crystalline|mono ?perc|bifacial|flexible/i;

/**
 * The type a new serial-numbered item of a product takes by default (issue 29): an inverter's is
 * 'Inverter', a battery's 'Battery', a module's 'Module'; another category's 'Other'; a product
 * without a category keeps the spec's default, 'Module'.
 */
export function itemTypeForCategory(category: string): string {
  const text = category.trim();
  if (text === '') return DEFAULT_ITEM_TYPE;
  if (/inverter/i.test(text)) return 'Inverter';
  if (/batter/i.test(text)) return 'Battery';
  if (MODULE_CATEGORY.test(text)) return 'Module';
  return 'Other';
}
