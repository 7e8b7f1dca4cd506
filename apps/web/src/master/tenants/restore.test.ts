import { describe, expect, it } from 'vitest';
import {
  ARCHIVE_MAX_BYTES,
  RESTORE_RULES,
  archiveProblem,
  countLabel,
  restoreUrl,
} from './restore';

describe('restore from archive', () => {
  it('takes a .zip within 2 GB only', () => {
    expect(archiveProblem(null)).toBe('Choose the archive (.zip) to restore');
    expect(archiveProblem({ name: 'shop.tar.gz', size: 10 })).toMatch(/\.zip archive/);
    expect(archiveProblem({ name: 'shop.zip', size: 0 })).toBe('The archive is empty');
    expect(archiveProblem({ name: 'SHOP.ZIP', size: ARCHIVE_MAX_BYTES })).toBeNull();
    expect(archiveProblem({ name: 'shop.zip', size: ARCHIVE_MAX_BYTES + 1 })).toBe(
      'The archive is 2 GB; the limit is 2 GB',
    );
    expect(archiveProblem({ name: 'shop.zip', size: 3 * 1024 ** 3 })).toBe(
      'The archive is 3 GB; the limit is 2 GB',
    );
  });

  it('checks the new Tenant ID as Add Tenant does', () => {
    expect(RESTORE_RULES.tenantId('')).toBe('Tenant ID must be at least 2 characters');
    expect(RESTORE_RULES.tenantId('Bad_Id')).toMatch(/only lower-case letters/);
    expect(RESTORE_RULES.tenantId('admin')).toMatch(/reserved/);
    expect(RESTORE_RULES.tenantId('acme-solar')).toBeNull();
    expect(RESTORE_RULES.name('')).toBeNull();
  });

  it('names the new shop in the query, the name only when given', () => {
    expect(restoreUrl({ tenantId: ' acme ', name: '' })).toBe(
      '/api/master/tenant/import?tenantId=acme',
    );
    expect(restoreUrl({ tenantId: 'acme', name: 'Acme & Sons' })).toBe(
      '/api/master/tenant/import?tenantId=acme&name=Acme+%26+Sons',
    );
  });

  it('labels the counts', () => {
    expect(countLabel('invoices')).toBe('Invoices');
    expect(countLabel('credit_notes')).toBe('Credit notes');
    expect(countLabel('purchaseBills')).toBe('Purchase bills');
  });
});
