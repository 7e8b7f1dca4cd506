import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { schemaResolver } from '@mantine/form';
import { MESSAGES, DEFAULT_STATE_CODE, SELECTABLE_STATES, stateCodeLabel } from '@gst/domain';
import { CUSTOMER_EXCEL_COLUMNS, CUSTOMER_SEZ_COLUMN, ZCustomerInput } from '@gst/domain/contracts';
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
  pinCode: string;
  /** Issue 30: the city or town of the address (the e-invoice's buyer `Loc`). */
  city: string;
  /** Delivery places; the state code as the select's text. */
  shippingAddresses: ShippingAddressValues[];
  /** Days of credit; '' for none (the invoice is due in the shop's default 7 days). */
  creditPeriodDays: number | '';
  /** Issue 34: no payment reminder e-mails to this customer. */
  remindersOptOut: boolean;
}

export interface ShippingAddressValues {
  label: string;
  address: string;
  stateCode: string;
  pinCode: string;
  /** Issue 30: the city or town of the delivery place. */
  city: string;
}

/** A new delivery place: in the customer's own state. */
export function newShippingAddress(stateCode: string): ShippingAddressValues {
  return { label: '', address: '', stateCode, pinCode: '', city: '' };
}

export const EMPTY_CUSTOMER: CustomerFormValues = {
  name: '',
  email: '',
  address: '',
  phoneNumber: '',
  gstin: '',
  stateCode: String(DEFAULT_STATE_CODE),
  isSez: false,
  pinCode: '',
  city: '',
  shippingAddresses: [],
  creditPeriodDays: '',
  remindersOptOut: false,
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
    pinCode: c.pinCode,
    city: c.city,
    // Places saved before issue 30 carry no city.
    shippingAddresses: c.shippingAddresses.map((a) => ({
      ...a,
      stateCode: String(a.stateCode),
      city: a.city ?? '',
    })),
    creditPeriodDays: c.creditPeriodDays ?? '',
    remindersOptOut: c.remindersOptOut,
  };
}

export function formToCustomer(v: CustomerFormValues) {
  return {
    ...v,
    gstin: v.gstin.trim().toUpperCase(),
    stateCode: Number(v.stateCode),
    shippingAddresses: v.shippingAddresses.map((a) => ({ ...a, stateCode: Number(a.stateCode) })),
    creditPeriodDays: v.creditPeriodDays === '' ? null : v.creditPeriodDays,
  };
}

/**
 * The drawer's check before it sends: the server's own customer contract (@gst/domain/contracts),
 * its rules across fields included (the GSTIN's state is the customer's, an SEZ has a GSTIN), each
 * problem under its field. The form's values are the contract's fields (the state code as the
 * select's text, which the contract reads).
 */
export const validateCustomerForm = schemaResolver(ZCustomerInput, { sync: true });

/** The state list (spec §3) for the State select: '19 - West Bengal'. */
export const STATE_OPTIONS = SELECTABLE_STATES.map((s) => ({
  value: String(s.code),
  label: stateCodeLabel(s.code),
}));

/**
 * What the State select searches for when `typed` arrives (issue 29): text typed after the chosen
 * state's label is a new search ('19 - West BengalGuj' → 'Guj'); the label itself is no search
 * (null); anything else is searched as typed.
 */
export function stateSearchText(typed: string, selectedLabel: string): string | null {
  if (selectedLabel && typed === selectedLabel) return null;
  if (selectedLabel && typed.startsWith(selectedLabel)) return typed.slice(selectedLabel.length);
  return typed;
}

/**
 * The state a GSTIN was issued in (its first two digits), as the State select's value, when that
 * is a state new records may take; else null (a legacy or unknown code).
 */
export function stateFromGstin(gstin: string): string | null {
  const code = /^(\d{2})/.exec(gstin.trim())?.[1];
  if (!code) return null;
  const value = String(Number(code));
  return STATE_OPTIONS.some((o) => o.value === value) ? value : null;
}

/** The Excel template's columns: the server's import columns, SEZ included. */
export const CUSTOMER_COLUMNS = CUSTOMER_EXCEL_COLUMNS;

export const CUSTOMER_TEMPLATE = {
  columns: CUSTOMER_COLUMNS,
  demoFileName: 'CustomerData_Demo.xlsx',
  demoRows: [
    {
      name: 'Sunrise Residents Welfare Association',
      email: 'accounts@sunrise.example',
      address: '12 Park Street, Kolkata - 700016',
      phoneNumber: '9830012345',
      gstin: '',
      stateCode: 19,
      [CUSTOMER_SEZ_COLUMN]: 'No',
      pinCode: '700016',
      city: 'Kolkata',
      creditPeriodDays: '',
    },
    {
      name: 'Patel Textiles',
      email: 'patel@example.com',
      address: 'Ring Road, Surat - 395002',
      phoneNumber: '9876543210',
      gstin: '24AAHFS5678Q1ZA',
      stateCode: 24,
      [CUSTOMER_SEZ_COLUMN]: 'No',
      pinCode: '395002',
      city: 'Surat',
      creditPeriodDays: 30,
    },
  ],
};

/** The drawer's form: a record as form values, the create defaults, the checks and texts. */
export const CUSTOMER_DRAWER = {
  toForm: customerToForm,
  initialValues: EMPTY_CUSTOMER,
  validate: validateCustomerForm,
  messages: MESSAGES.customers,
};
