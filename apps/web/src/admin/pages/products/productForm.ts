import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import {
  CATEGORY_TAX,
  DEFAULT_UOM,
  SAMPLE_CATALOGUE,
  validateGstRate,
  validateHsn,
  type StoreCategory,
} from '@gst/domain';
import type { AppRouter } from '../../../lib/trpc';

export type ProductRecord = inferRouterOutputs<AppRouter>['tenant']['products']['get'];
export type ProductInput = inferRouterInputs<AppRouter>['tenant']['products']['create'];
export type ProductSortField = NonNullable<
  inferRouterInputs<AppRouter>['tenant']['products']['list']['sort']
>['field'];

/** Number inputs hold '' while empty. */
type Num = number | '';

export interface ProductFormValues extends Record<string, unknown> {
  productUniqueID: string;
  productName: string;
  productLabel: string;
  productMinPrice: Num;
  productHSNCode: string;
  productCategory: string;
  gstPercentage: Num;
  uomUnit: string;
  productCapacity: Num;
  productWeight: Num;
  productWidth: Num;
  productLength: Num;
  productWarranty: Num;
  productOutputWarranty: Num;
  productLink: string;
  /** Shown in edit mode, never sent (spec §3: not editable). */
  productMetaData: Record<string, unknown>;
}

export const EMPTY_PRODUCT: ProductFormValues = {
  productUniqueID: '',
  productName: '',
  productLabel: '',
  productMinPrice: '',
  productHSNCode: '',
  productCategory: '',
  gstPercentage: '',
  uomUnit: DEFAULT_UOM,
  productCapacity: '',
  productWeight: '',
  productWidth: '',
  productLength: '',
  productWarranty: '',
  productOutputWarranty: '',
  productLink: '',
  productMetaData: {},
};

const orBlank = (n: number | null): Num => (n === null ? '' : n);
const orNull = (n: Num): number | null => (n === '' ? null : n);

export function productToForm(p: ProductRecord): ProductFormValues {
  return {
    productUniqueID: p.productUniqueID,
    productName: p.productName,
    productLabel: p.productLabel,
    productMinPrice: p.productMinPrice,
    productHSNCode: p.productHSNCode,
    productCategory: p.productCategory,
    gstPercentage: p.gstPercentage,
    uomUnit: p.uomUnit,
    productCapacity: p.productCapacity,
    productWeight: orBlank(p.productWeight),
    productWidth: orBlank(p.productWidth),
    productLength: orBlank(p.productLength),
    productWarranty: orBlank(p.productWarranty),
    productOutputWarranty: orBlank(p.productOutputWarranty),
    productLink: p.productLink,
    productMetaData: p.productMetaData,
  };
}

export function formToProduct(v: ProductFormValues): ProductInput {
  return {
    productUniqueID: v.productUniqueID,
    productName: v.productName,
    productLabel: v.productLabel,
    productMinPrice: v.productMinPrice === '' ? 0 : v.productMinPrice,
    productHSNCode: v.productHSNCode,
    productCategory: v.productCategory,
    gstPercentage: v.gstPercentage === '' ? 0 : v.gstPercentage,
    uomUnit: v.uomUnit,
    productCapacity: v.productCapacity === '' ? 0 : v.productCapacity,
    productWeight: orNull(v.productWeight),
    productWidth: orNull(v.productWidth),
    productLength: orNull(v.productLength),
    productWarranty: orNull(v.productWarranty),
    productOutputWarranty: orNull(v.productOutputWarranty),
    productLink: v.productLink,
  };
}

/** Client-side checks before the server's: the required fields and numeric ones (spec §5). */
export function validateProduct(v: ProductFormValues): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  if (!v.productUniqueID.trim()) errors.productUniqueID = 'Product ID is required';
  if (!v.productName.trim()) errors.productName = 'Name is required';
  if (!v.productLabel.trim()) errors.productLabel = 'Label is required';
  if (v.productMinPrice === '') errors.productMinPrice = 'Minimum price is required';
  // The server's GST rules (issue 15): HSN digits only, 4, 6 or 8 long; a notified rate.
  const hsn = validateHsn(v.productHSNCode);
  if (!hsn.ok) errors.productHSNCode = hsn.error;
  const rate = validateGstRate(v.gstPercentage === '' ? 0 : v.gstPercentage);
  if (!rate.ok) errors.gstPercentage = rate.error;
  if (v.productLink && !/^https?:\/\//i.test(v.productLink))
    errors.productLink = 'Link must start with http:// or https://';
  return errors;
}

/** HSN and GST rate suggested for a store category (spec §9 catalogue samples). */
export function categoryTax(category: string): { hsn: string; gstPercentage: number } | undefined {
  return (CATEGORY_TAX as Record<string, { hsn: string; gstPercentage: number } | undefined>)[
    category as StoreCategory
  ];
}

/** The spec's product Excel columns (§3). */
export const PRODUCT_COLUMNS = [
  'productUniqueID',
  'productName',
  'productLabel',
  'productMinPrice',
  'productHSNCode',
  'productCategory',
  'gstPercentage',
  'uomUnit',
  'productCapacity',
] as const;

/** Download Demo: three rows of the sample catalogue in the spec's columns. */
export const PRODUCT_DEMO_ROWS = SAMPLE_CATALOGUE.slice(0, 3).map((p) => ({
  productUniqueID: `${p.productUniqueID}-NEW`,
  productName: p.productName,
  productLabel: p.productLabel,
  productMinPrice: p.productMinPrice,
  productHSNCode: p.productHSNCode,
  productCategory: p.productCategory,
  gstPercentage: p.gstPercentage,
  uomUnit: p.uomUnit,
  productCapacity: p.productCapacity,
}));
