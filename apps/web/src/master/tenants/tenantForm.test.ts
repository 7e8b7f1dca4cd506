import { PAGE_KEYS } from '@gst/domain';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_TENANT_FORM,
  gstinError,
  gstinStateHint,
  tenantFormRules,
  toCreateInput,
  toUpdateInput,
  type TenantFormValues,
} from './tenantForm';
import { tenantSortOf } from './types';

const filled: TenantFormValues = {
  ...EMPTY_TENANT_FORM,
  tenantId: ' acme-solar ',
  name: ' Acme Solar ',
  domain: ' Shop.Example.COM ',
  gstin: '19aahfs5678q1z1',
  ownerEmail: 'owner@acme.test',
  ownerName: 'Asha',
  ownerUserEmail: 'asha@acme.test',
  ownerPassword: 'long-enough',
};

type Rule = (value: unknown, values: TenantFormValues) => unknown;
function errorsOf(values: TenantFormValues, isEdit: boolean): Record<string, unknown> {
  const rules = tenantFormRules(isEdit) as Record<string, Rule>;
  const errors: Record<string, unknown> = {};
  for (const [field, rule] of Object.entries(rules)) {
    const error = rule(values[field as keyof TenantFormValues], values);
    if (error) errors[field] = error;
  }
  return errors;
}

describe('tenant drawer form', () => {
  it('starts with every back-office page for the owner, status active', () => {
    expect(EMPTY_TENANT_FORM.ownerPages).toEqual([...PAGE_KEYS]);
    expect(EMPTY_TENANT_FORM.status).toBe('active');
  });

  it('a complete create form has no errors; an empty one names each required field', () => {
    expect(errorsOf(filled, false)).toEqual({});
    expect(Object.keys(errorsOf(EMPTY_TENANT_FORM, false)).sort()).toEqual([
      'name',
      'ownerEmail',
      'ownerName',
      'ownerPassword',
      'ownerUserEmail',
      'tenantId',
    ]);
  });

  it('edit mode ignores the Tenant ID and every owner field', () => {
    const edit = {
      ...filled,
      tenantId: 'Not Valid',
      ownerName: '',
      ownerPassword: '',
      ownerPages: [],
    };
    expect(errorsOf(edit, true)).toEqual({});
    expect(errorsOf(edit, false)).toMatchObject({
      tenantId: 'Tenant ID may contain only lower-case letters, digits and hyphens',
      ownerPassword: 'Password must be at least 8 characters',
      ownerPages: 'Choose at least one page',
    });
  });

  it('GSTIN: optional, but a given one must pass the format and check character', () => {
    expect(gstinError('')).toBeNull();
    expect(gstinError('19AAHFS5678Q1Z1')).toBeNull();
    expect(gstinError('19AAHFS5678Q1Z2')).toBe('GSTIN check character is wrong');
    expect(gstinStateHint('19AAHFS5678Q1Z1')).toBe('West Bengal (19)');
    expect(gstinStateHint('19AAHFS5678Q1Z2')).toBeNull();
  });

  it('sends trimmed, normalised values; edit sends no owner user and no Tenant ID', () => {
    expect(toCreateInput(filled)).toEqual({
      tenantId: 'acme-solar',
      name: 'Acme Solar',
      domain: 'shop.example.com',
      gstin: '19AAHFS5678Q1Z1',
      ownerEmail: 'owner@acme.test',
      status: 'active',
      ownerUser: {
        name: 'Asha',
        email: 'asha@acme.test',
        password: 'long-enough',
        image: '',
        pages: [...PAGE_KEYS],
      },
    });
    const update = toUpdateInput('id-1', filled);
    expect(update).not.toHaveProperty('ownerUser');
    expect(update).not.toHaveProperty('tenantId');
    expect(update).toMatchObject({ id: 'id-1', name: 'Acme Solar' });
  });

  it('only sort fields the server knows reach it', () => {
    expect(tenantSortOf({ field: 'lastPing', dir: 'asc' })).toEqual({
      field: 'lastPing',
      dir: 'asc',
    });
    expect(tenantSortOf({ field: 'schemaName', dir: 'asc' })).toBeUndefined();
    expect(tenantSortOf(undefined)).toBeUndefined();
  });
});
