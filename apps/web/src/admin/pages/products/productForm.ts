import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { schemaResolver } from '@mantine/form';
import {
  MESSAGES,
  CATEGORY_TAX,
  DEFAULT_UOM,
  SAMPLE_CATALOGUE,
  type StoreCategory,
  type Taxability,
} from '@gst/domain';
import { PRODUCT_EXCEL_COLUMNS, ZProductForm } from '@gst/domain/contracts';
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
  /** Issue 30: 'taxable', 'nil-rated', 'exempt' or 'non-gst'; the last three carry no GST. */
  taxability: Taxability;
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
  taxability: 'taxable',
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

/** The fields a record, the form and a demo row hold alike (copied as they are). */
const PLAIN_FIELDS = [
  'productName',
  'productLabel',
  'productMinPrice',
  'productHSNCode',
  'productCategory',
  'gstPercentage',
  'uomUnit',
  'productCapacity',
] as const;
type PlainField = (typeof PLAIN_FIELDS)[number];

function plainFields<T extends Record<PlainField, unknown>>(p: T): Pick<T, PlainField> {
  return Object.fromEntries(PLAIN_FIELDS.map((key) => [key, p[key]])) as Pick<T, PlainField>;
}

export function productToForm(p: ProductRecord): ProductFormValues {
  return {
    productUniqueID: p.productUniqueID,
    ...plainFields(p),
    taxability: p.taxability,
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
    taxability: v.taxability,
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

/**
 * The drawer's check before it sends: the server's product contract in the drawer's words, with a
 * minimum price that must be typed (ZProductForm, @gst/domain/contracts): required fields, HSN
 * digits 4, 6 or 8 long, a notified GST rate, numbers in range, an http(s) link.
 */
export const validateProductForm = schemaResolver(ZProductForm, { sync: true });

/** The Taxability select: each kind with the one line the drawer shows under it (issue 30). */
export const TAXABILITY_OPTIONS: readonly { value: Taxability; label: string; hint: string }[] = [
  { value: 'taxable', label: 'Taxable', hint: 'GST is charged at the rate below' },
  {
    value: 'nil-rated',
    label: 'Nil-rated',
    hint: 'GST rate 0 % in the tariff (e.g. printed books); no GST, reported as nil-rated',
  },
  {
    value: 'exempt',
    label: 'Exempt',
    hint: 'Exempted from GST by notification (e.g. some services to government); no GST',
  },
  {
    value: 'non-gst',
    label: 'Non-GST',
    hint: 'Outside GST altogether (e.g. petrol, diesel, alcohol for drinking); no GST',
  },
];

/** The hint under the Taxability select for the chosen kind. */
export function taxabilityHint(taxability: Taxability): string {
  return TAXABILITY_OPTIONS.find((o) => o.value === taxability)?.hint ?? '';
}

/**
 * The form's change when the taxability is chosen: a product that carries no GST has the rate 0
 * (the server refuses any other); a taxable one keeps what was typed.
 */
export function taxabilityChange(
  taxability: Taxability,
): Pick<ProductFormValues, 'taxability'> & Partial<Pick<ProductFormValues, 'gstPercentage'>> {
  return taxability === 'taxable' ? { taxability } : { taxability, gstPercentage: 0 };
}

/** HSN and GST rate suggested for a store category (spec §9 catalogue samples). */
export function categoryTax(category: string): { hsn: string; gstPercentage: number } | undefined {
  return (CATEGORY_TAX as Record<string, { hsn: string; gstPercentage: number } | undefined>)[
    category as StoreCategory
  ];
}

/** The Excel template's columns: the server's import columns (spec §3). */
export const PRODUCT_COLUMNS = PRODUCT_EXCEL_COLUMNS;

/** Download Demo: three rows of the sample catalogue in the spec's columns. */
export const PRODUCT_TEMPLATE = {
  columns: PRODUCT_COLUMNS,
  demoFileName: 'Products_Demo.xlsx',
  demoRows: SAMPLE_CATALOGUE.slice(0, 3).map((p) => ({
    productUniqueID: `${p.productUniqueID}-NEW`,
    ...plainFields(p),
  })),
};

/** The drawer's form: a record as form values, the create defaults, the checks and texts. */
export const PRODUCT_DRAWER = {
  toForm: productToForm,
  initialValues: EMPTY_PRODUCT,
  validate: validateProductForm,
  messages: MESSAGES.products,
};
