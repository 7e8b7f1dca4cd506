import { describe, expect, it } from 'vitest';
import { blobOfFile, supplierStatementRange } from './supplierStatement';

describe('supplierStatementRange', () => {
  it('is the financial year today falls in, 1 April to 31 March', () => {
    expect(supplierStatementRange('2026-11-29')).toEqual({ from: '2026-04-01', to: '2027-03-31' });
    expect(supplierStatementRange('2027-02-10')).toEqual({ from: '2026-04-01', to: '2027-03-31' });
    expect(supplierStatementRange('2026-04-01')).toEqual({ from: '2026-04-01', to: '2027-03-31' });
    expect(supplierStatementRange('2026-03-31')).toEqual({ from: '2025-04-01', to: '2026-03-31' });
  });

  it('defaults to the Indian date', () => {
    const { from, to } = supplierStatementRange();
    expect(from).toMatch(/^\d{4}-04-01$/);
    expect(to).toBe(`${Number(from.slice(0, 4)) + 1}-03-31`);
  });
});

describe('blobOfFile', () => {
  it('decodes the base64 bytes with their content type', async () => {
    const blob = blobOfFile({ base64: btoa('%PDF-1.7'), contentType: 'application/pdf' });
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.7');
  });
});
