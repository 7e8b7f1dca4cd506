import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import {
  DEFAULT_STATE_CODE,
  SELECTABLE_STATES,
  stateCodeLabel,
  validateCustomerGstinState,
} from '@gst/domain';
import type { AppRouter } from '../../../lib/trpc';

export type CustomerRecord = inferRouterOutputs<AppRouter>['tenant']['customers']['get'];
export type CustomerSortField = NonNullable<
  inferRouterInputs<AppRouter>['tenant']['customers']['list']['sort']
>['field'];
export type GstinLookup = inferRouterOutputs<AppRouter>['tenant']['gstin']['lookup'];

export interface CustomerFormValues extends Record<string, unknown> {
  name: string;
  email: string;
  address: string;
  phoneNumber: string;
  gstin: string;
  /** Select values are strings. */
  stateCode: string;
  /** A Special Economic Zone unit or developer (zero-rated supplies, issue 15). */
  isSez: boolean;
}

export const EMPTY_CUSTOMER: CustomerFormValues = {
  name: '',
  email: '',
  address: '',
  phoneNumber: '',
  gstin: '',
  stateCode: String(DEFAULT_STATE_CODE),
  isSez: false,
};

export function customerToForm(c: CustomerRecord): CustomerFormValues {
  return {
    name: c.name,
    email: c.email,
    address: c.address,
    phoneNumber: c.phoneNumber,
    gstin: c.gstin,
    stateCode: String(c.stateCode),
    isSez: c.isSez,
  };
}

export function formToCustomer(v: CustomerFormValues) {
  return { ...v, gstin: v.gstin.trim().toUpperCase(), stateCode: Number(v.stateCode) };
}

export function validateCustomer(v: CustomerFormValues): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  if (!v.name.trim()) errors.name = 'Name is required';
  if (v.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email.trim()))
    errors.email = 'Enter a valid email address';
  // The server's rules across fields: the GSTIN's state is the customer's, an SEZ has a GSTIN.
  const gstin = v.gstin.trim().toUpperCase();
  const check = validateCustomerGstinState({ gstin, stateCode: Number(v.stateCode) });
  if (!check.ok) errors[check.field] = check.error;
  else if (v.isSez && gstin === '')
    errors.gstin =
      'GSTIN is required for an SEZ customer (SEZ units and developers are registered)';
  return errors;
}

/** The state list (spec §3) for the State select: '19 - West Bengal'. */
export const STATE_OPTIONS = SELECTABLE_STATES.map((s) => ({
  value: String(s.code),
  label: stateCodeLabel(s.code),
}));

export const CUSTOMER_COLUMNS = [
  'name',
  'email',
  'address',
  'phoneNumber',
  'gstin',
  'stateCode',
] as const;

export const CUSTOMER_DEMO_ROWS = [
  {
    name: 'Sunrise Residents Welfare Association',
    email: 'accounts@sunrise.example',
    address: '12 Park Street, Kolkata - 700016',
    phoneNumber: '9830012345',
    gstin: '',
    stateCode: 19,
  },
  {
    name: 'Patel Textiles',
    email: 'patel@example.com',
    address: 'Ring Road, Surat - 395002',
    phoneNumber: '9876543210',
    gstin: '24AAHFS5678Q1ZA',
    stateCode: 24,
  },
];
