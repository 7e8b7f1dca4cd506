import {
  PAGE_KEYS,
  isKnownStateCode,
  stateName,
  tenantIdProblem,
  validateGstin,
  validateImageDataUrl,
  type PageKey,
} from '@gst/domain';
import type { FormValidateInput } from '@mantine/form';
import type { TenantCreateInput, TenantDetails, TenantStatus, TenantUpdateInput } from './types';

/**
 * The drawer's values, flat so every input binds with getInputProps. The owner fields are used
 * only when creating: the spec omits the owner user on edit.
 */
export type TenantFormValues = {
  tenantId: string;
  name: string;
  domain: string;
  gstin: string;
  ownerEmail: string;
  status: TenantStatus;
  ownerName: string;
  ownerUserEmail: string;
  ownerPassword: string;
  ownerImage: string;
  ownerPages: PageKey[];
};

export const EMPTY_TENANT_FORM: TenantFormValues = {
  tenantId: '',
  name: '',
  domain: '',
  gstin: '',
  ownerEmail: '',
  status: 'active',
  ownerName: '',
  ownerUserEmail: '',
  ownerPassword: '',
  ownerImage: '',
  // Spec §3: a new owner gets every renderable back-office page.
  ownerPages: [...PAGE_KEYS],
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DOMAIN = /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

function email(label: string) {
  return (value: string) => {
    if (!value.trim()) return `${label} is required`;
    return EMAIL.test(value.trim()) ? null : 'Enter a valid email address';
  };
}

/** '' is fine (GSTIN is optional); otherwise the domain's own format and check-character rules. */
export function gstinError(value: string): string | null {
  if (!value.trim()) return null;
  const result = validateGstin(value);
  return result.ok ? null : result.error;
}

/** 'West Bengal (19)' for a valid GSTIN, for the live hint under the field. */
export function gstinStateHint(value: string): string | null {
  if (gstinError(value) !== null || !value.trim()) return null;
  const code = Number(value.trim().slice(0, 2));
  return isKnownStateCode(code) ? `${stateName(code) ?? 'State'} (${code})` : null;
}

/** Validation rules; `isEdit` skips the fields that cannot change or are not sent on edit. */
export function tenantFormRules(isEdit: boolean): FormValidateInput<TenantFormValues> {
  const createOnly =
    (rule: (value: string, values: TenantFormValues) => string | null) =>
    (value: string, values: TenantFormValues) => (isEdit ? null : rule(value, values));
  return {
    tenantId: createOnly((value) => tenantIdProblem(value.trim()) ?? null),
    name: (value) => (value.trim() ? null : 'Name is required'),
    domain: (value) =>
      !value.trim() || DOMAIN.test(value.trim().toLowerCase())
        ? null
        : 'Enter a domain such as shop.example.com (no https:// or path)',
    gstin: gstinError,
    ownerEmail: email('Owner email'),
    ownerName: createOnly((value) => (value.trim() ? null : 'Owner name is required')),
    ownerUserEmail: createOnly(email('Owner login email')),
    ownerPassword: createOnly((value) =>
      value.length >= 8 ? null : 'Password must be at least 8 characters',
    ),
    ownerImage: createOnly((value) => {
      const check = validateImageDataUrl(value);
      return check.ok ? null : `Image: ${check.error}`;
    }),
    ownerPages: (value) => (isEdit || value.length > 0 ? null : 'Choose at least one page'),
  };
}

export function toCreateInput(values: TenantFormValues): TenantCreateInput {
  return {
    tenantId: values.tenantId.trim(),
    name: values.name.trim(),
    domain: values.domain.trim().toLowerCase(),
    gstin: values.gstin.trim().toUpperCase(),
    ownerEmail: values.ownerEmail.trim(),
    status: values.status,
    ownerUser: {
      name: values.ownerName.trim(),
      email: values.ownerUserEmail.trim(),
      password: values.ownerPassword,
      image: values.ownerImage,
      pages: values.ownerPages,
    },
  };
}

export function toUpdateInput(id: string, values: TenantFormValues): TenantUpdateInput {
  return {
    id,
    name: values.name.trim(),
    domain: values.domain.trim().toLowerCase(),
    gstin: values.gstin.trim().toUpperCase(),
    ownerEmail: values.ownerEmail.trim(),
    status: values.status,
  };
}

/** Edit mode starts from the loaded tenant; the owner fields keep their (unused) defaults. */
export function formValuesOf(tenant: TenantDetails): TenantFormValues {
  return {
    ...EMPTY_TENANT_FORM,
    tenantId: tenant.tenantId,
    name: tenant.name,
    domain: tenant.domain,
    gstin: tenant.gstin,
    ownerEmail: tenant.ownerEmail,
    status: tenant.status,
  };
}
