import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { schemaResolver } from '@mantine/form';
import { MESSAGES, DEFAULT_ITEM_TYPE, SAMPLE_CATALOGUE } from '@gst/domain';
import { ITEM_EXCEL_COLUMNS, ZItemForm } from '@gst/domain/contracts';
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

/**
 * The drawer's check before it sends: the server's item contract in the drawer's words
 * (ZItemForm, @gst/domain/contracts), each problem under its field.
 */
export const validateItemForm = schemaResolver(ZItemForm, { sync: true });

/** Types offered in the drawer; any other text is accepted too. */
export const ITEM_TYPES = ['Module', 'Inverter', 'Battery', 'Other'];

/** The Excel template's columns: the server's import columns. */
export const ITEM_COLUMNS = ITEM_EXCEL_COLUMNS;

/** Download Demo: the product column takes a productUniqueID (or a label or name). */
export const ITEM_TEMPLATE = {
  columns: ITEM_COLUMNS,
  demoFileName: 'Items_Demo.xlsx',
  demoRows: [
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
  ],
};

/** The drawer's form: a record as form values, the create defaults, the checks and texts. */
export const ITEM_DRAWER = {
  toForm: itemToForm,
  initialValues: EMPTY_ITEM,
  validate: validateItemForm,
  messages: MESSAGES.items,
};
