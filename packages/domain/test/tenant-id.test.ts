import { describe, expect, it } from 'vitest';
import { tenantIdProblem, ZTenantId } from '../src/tenant-id';

describe('tenant id rules', () => {
  it('accepts a host label and trims it', () => {
    expect(ZTenantId.parse(' acme-solar-2 ')).toBe('acme-solar-2');
    expect(tenantIdProblem('ab')).toBeUndefined();
  });

  it.each([
    ['a', 'Tenant ID must be at least 2 characters'],
    ['a'.repeat(41), 'Tenant ID must be at most 40 characters'],
    ['Acme', 'Tenant ID may contain only lower-case letters, digits and hyphens'],
    ['acme_solar', 'Tenant ID may contain only lower-case letters, digits and hyphens'],
    ['-acme', 'Tenant ID must start and end with a letter or digit'],
    ['acme-', 'Tenant ID must start and end with a letter or digit'],
    ['ac--me', 'Tenant ID may not contain two hyphens in a row'],
    ['www', 'This Tenant ID is reserved; choose another'],
    ['master', 'This Tenant ID is reserved; choose another'],
    ['public', 'This Tenant ID is reserved; choose another'],
  ])('%s is refused with its own message', (id, message) => {
    expect(tenantIdProblem(id)).toBe(message);
  });
});
