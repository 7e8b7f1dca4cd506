import { describe, expect, it } from 'vitest';
import {
  GSTR2B_MAX_BYTES,
  diffCounts,
  documentKind,
  gstr2bFileProblem,
  gstr2bMonths,
  gstr2bPayload,
  importedMessage,
  itcLabel,
  monthLabel,
  reasonShort,
  taxTotal,
} from './gstr2b';

const json = (name: string, size = 1000, type = 'application/json') => ({ name, size, type });

describe('gstr2b helpers', () => {
  it('names a month', () => {
    expect(monthLabel('102026')).toBe('October 2026');
    expect(monthLabel('012027')).toBe('January 2027');
  });

  it('gives a month for a monthly shop and the quarter’s three months for a quarterly one', () => {
    expect(gstr2bMonths('082026', 'monthly')).toEqual(['082026']);
    expect(gstr2bMonths('082026', undefined)).toEqual(['082026']);
    expect(gstr2bMonths('092026', 'quarterly')).toEqual(['072026', '082026', '092026']);
    expect(gstr2bMonths('122026', 'quarterly')).toEqual(['102026', '112026', '122026']);
  });

  it('takes the portal’s JSON only, not empty and at most 4 MB', () => {
    expect(gstr2bFileProblem(json('returns_R2B_19AAHFS5678Q1Z1_102026.json'))).toBeNull();
    expect(gstr2bFileProblem(json('R2B.JSON', 10, ''))).toBeNull();
    expect(gstr2bFileProblem(json('download', 10, 'application/json'))).toBeNull();
    expect(gstr2bFileProblem(json('2b.json', GSTR2B_MAX_BYTES))).toBeNull();
    expect(gstr2bFileProblem(json('2b.json', GSTR2B_MAX_BYTES + 1))).toMatch(
      /^2b\.json is larger than 4 MB/,
    );
    expect(gstr2bFileProblem(json('2b.json', 0))).toBe('2b.json is empty.');
    expect(
      gstr2bFileProblem(
        json('2b.xlsx', 10, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
      ),
    ).toBe(
      '2b.xlsx is an Excel file: import the JSON instead (GST portal: Returns → GSTR-2B → Download JSON).',
    );
    expect(gstr2bFileProblem(json('bill.pdf', 10, 'application/pdf'))).toMatch(
      /^bill\.pdf is not a JSON file: only the GSTR-2B JSON/,
    );
  });

  it('sends a JSON object parsed, anything else as its text', () => {
    expect(gstr2bPayload('{"data":{"gstin":"X"}}')).toEqual({ data: { gstin: 'X' } });
    expect(gstr2bPayload('[1,2]')).toBe('[1,2]');
    expect(gstr2bPayload('not json')).toBe('not json');
    expect(gstr2bPayload('null')).toBe('null');
  });

  it('counts a diff, null for a first import', () => {
    expect(diffCounts(null)).toBeNull();
    expect(diffCounts({ added: [{}, {}], removed: [], changed: [{}] })).toEqual({
      added: 2,
      removed: 0,
      changed: 1,
    });
    expect(diffCounts({})).toEqual({ added: 0, removed: 0, changed: 0 });
  });

  it('says what an import did, and what it changed when it replaced one', () => {
    const first = { period: '102026', documentCount: 1, replacedImportId: null, diff: null };
    expect(importedMessage(first)).toBe('GSTR-2B for October 2026 imported: 1 document.');
    expect(
      importedMessage({
        period: '102026',
        documentCount: 3,
        replacedImportId: 'abc',
        diff: { added: [{}], removed: [{}, {}], changed: [] },
      }),
    ).toBe(
      'GSTR-2B for October 2026 imported: 3 documents. It replaced the earlier import: 1 added, 2 removed, 0 changed.',
    );
  });

  it('sums tax heads in paise', () => {
    expect(taxTotal({ igst: '0.10', cgst: '0.20', sgst: '0.00', cess: '0.00' })).toBe('0.30');
    expect(taxTotal({ igst: '1800.00', cgst: '450.50', sgst: '450.50', cess: '1.01' })).toBe(
      '2702.01',
    );
    expect(taxTotal({ igst: '-5.05', cgst: '0', sgst: '0', cess: '0' })).toBe('-5.05');
  });

  it('labels ITC and document kinds', () => {
    expect(itcLabel('Y')).toBe('Yes');
    expect(itcLabel('N')).toBe('No');
    expect(itcLabel('T')).toBe('Temporary');
    expect(documentKind('b2b', 'R')).toBe('B2B');
    expect(documentKind('cdnr', 'C')).toBe('Credit note');
    expect(documentKind('cdnra', 'D')).toBe('Debit note (amended)');
    expect(documentKind('impg', 'BOE')).toBe('Import of goods');
  });

  it('shortens the portal’s reasons for a table cell', () => {
    expect(reasonShort('P', 'Place of supply is …')).toBe('POS rule');
    expect(reasonShort('C', 'The supplier filed …')).toBe('Filed after cut-off');
    expect(reasonShort('X', 'X')).toBe('X');
    expect(reasonShort(null, null)).toBeNull();
  });
});
