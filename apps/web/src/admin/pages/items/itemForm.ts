import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { DEFAULT_ITEM_TYPE, SAMPLE_CATALOGUE } from '@gst/domain';
import type { AppRouter } from '../../../lib/trpc';

export type ItemRecord = inferRouterOutputs<AppRouter>['tenant']['items']['get'];
export type ItemSortField = NonNullable<
  inferRouterInputs<AppRouter>['tenant']['items']['list']['sort']
>['field'];

export interface ItemFormValues extends Record<string, unknown> {
  productId: string;
  serialNo: string;
  type: string;
  /** Read only: set by invoicing. */
  soldToInvoice: boolean;
  productLabel: string;
}

export const EMPTY_ITEM: ItemFormValues = {
  productId: '',
  serialNo: '',
  type: DEFAULT_ITEM_TYPE,
  soldToInvoice: false,
  productLabel: '',
};

export function itemToForm(item: ItemRecord): ItemFormValues {
  return {
    productId: item.productId,
    serialNo: item.serialNo,
    type: item.type,
    soldToInvoice: item.soldToInvoice,
    productLabel: item.productLabel,
  };
}

export function validateItem(v: ItemFormValues): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  if (!v.productId) errors.productId = 'Choose a product';
  if (!v.serialNo.trim()) errors.serialNo = 'Serial number is required';
  return errors;
}

/** Types offered in the drawer; any other text is accepted too. */
export const ITEM_TYPES = ['Module', 'Inverter', 'Battery', 'Other'];

export const ITEM_COLUMNS = ['product', 'type', 'serialNo'] as const;

/** Download Demo: the product column takes a productUniqueID (or a label or name). */
export const ITEM_DEMO_ROWS = [
  {
    product: SAMPLE_CATALOGUE[0]?.productUniqueID ?? 'PRODUCT-ID',
    type: 'Module',
    serialNo: 'SN-0001',
  },
  {
    product: SAMPLE_CATALOGUE[0]?.productUniqueID ?? 'PRODUCT-ID',
    type: 'Module',
    serialNo: 'SN-0002',
  },
];
