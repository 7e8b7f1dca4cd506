import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { schemaResolver } from '@mantine/form';
import { DEFAULT_STATE_CODE } from '@gst/domain';
import { SUPPLIER_EXCEL_COLUMNS, ZSupplierInput } from '@gst/domain/contracts';
import type { AppRouter } from '../../../../lib/trpc';

export type SupplierRecord = inferRouterOutputs<AppRouter>['tenant']['suppliers']['get'];
export type SupplierSortField = NonNullable<
  inferRouterInputs<AppRouter>['tenant']['suppliers']['list']['sort']
>['field'];

/** The supplier drawer's values (issue 31): the contract's fields, selects and numbers as the inputs hold them. */
export interface SupplierFormValues extends Record<string, unknown> {
  name: string;
  gstin: string;
  registration: string;
  stateCode: string;
  address: string;
  city: string;
  pinCode: string;
  contactPerson: string;
  phoneNumber: string;
  email: string;
  openingBalance: number | '';
  creditPeriodDays: number | '';
}

export const EMPTY_SUPPLIER: SupplierFormValues = {
  name: '',
  gstin: '',
  registration: 'regular',
  stateCode: String(DEFAULT_STATE_CODE),
  address: '',
  city: '',
  pinCode: '',
  contactPerson: '',
  phoneNumber: '',
  email: '',
  openingBalance: '',
  creditPeriodDays: '',
};

export function supplierToForm(s: SupplierRecord): SupplierFormValues {
  return {
    name: s.name,
    gstin: s.gstin,
    registration: s.registration,
    stateCode: String(s.stateCode),
    address: s.address,
    city: s.city,
    pinCode: s.pinCode,
    contactPerson: s.contactPerson,
    phoneNumber: s.phoneNumber,
    email: s.email,
    openingBalance: Number(s.openingBalance) || '',
    creditPeriodDays: s.creditPeriodDays ?? '',
  };
}

export function formToSupplier(v: SupplierFormValues) {
  return {
    ...v,
    gstin: v.gstin.trim().toUpperCase(),
    registration: v.registration as 'regular' | 'composition' | 'unregistered' | 'overseas',
    stateCode: Number(v.stateCode),
    openingBalance: v.openingBalance === '' ? '0.00' : String(v.openingBalance),
    creditPeriodDays: v.creditPeriodDays === '' ? null : v.creditPeriodDays,
  };
}

/** The server's own supplier contract, each problem under its field. */
export const validateSupplierForm = schemaResolver(ZSupplierInput, { sync: true });

export const SUPPLIER_MESSAGES = {
  fetchFailed: 'Failed to fetch supplier.',
  fetchDetailsError: 'Error fetching supplier details.',
  submitFailed: 'Failed to submit supplier.',
  submitError: 'Error submitting supplier.',
  listFailed: 'Failed to fetch suppliers',
  created: 'Supplier created successfully!',
  updated: 'Supplier updated successfully!',
};

export const SUPPLIER_DRAWER = {
  toForm: supplierToForm,
  initialValues: EMPTY_SUPPLIER,
  validate: validateSupplierForm,
  messages: SUPPLIER_MESSAGES,
};

export const SUPPLIER_TEMPLATE = {
  columns: SUPPLIER_EXCEL_COLUMNS,
  demoFileName: 'SupplierData_Demo.xlsx',
  demoRows: [
    {
      name: 'Eastern Solar Distributors',
      gstin: '19AAACE1234F1Z3',
      registration: 'regular',
      stateCode: 19,
      address: '22 Strand Road',
      city: 'Kolkata',
      pinCode: '700001',
      contactPerson: 'R. Ghosh',
      phoneNumber: '9830033333',
      email: 'sales@easternsolar.example',
      openingBalance: 0,
      creditPeriodDays: 30,
    },
  ],
};
