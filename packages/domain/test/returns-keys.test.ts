import { describe, expect, it } from 'vitest';
import { computeGstr1, computeGstr3b } from '../src/returns';
import { NOVEMBER, NOVEMBER_VOUCHERS } from './returns-month-fixtures';
import {
  GSTR1_SECTIONS,
  gstr3bKeyDifferences,
  hsnKeyDifferences,
  sectionKeyDifferences,
} from './returns-key-sets';

/**
 * Must hold (issue 30): every object of every GSTR-1 section and of GSTR-3B has the keys of the
 * offline tools' formats (returns-key-sets.ts: the comparison and its documented exceptions).
 * The month written covers every section the product writes (returns-month-fixtures.ts), so no
 * comparison is vacuous.
 */
describe('GSTR-1 key sets (india-compliance.gstr1-gov-format-examples.json)', () => {
  const r = computeGstr1({
    gstin: '19AAACR5055K1Z4',
    period: '112025',
    documents: NOVEMBER,
    vouchers: NOVEMBER_VOUCHERS,
  }) as Record<string, unknown>;

  it.each(GSTR1_SECTIONS)('%s has the keys of %s, object by object', (key) => {
    expect(r[key], `${key} is written for this month`).toBeDefined();
    expect(JSON.stringify(r[key])).not.toMatch(/^\[\]$|"inv":\[\]|"doc_det":\[\]/);
    expect(sectionKeyDifferences(r, key)).toEqual([]);
  });

  it("hsn: each tab's rows have the keys of TestHSNSUM rows", () => {
    const hsn = r.hsn as Record<string, unknown[]>;
    expect(Object.keys(hsn).sort()).toEqual(['hsn_b2b', 'hsn_b2c']);
    for (const tab of ['hsn_b2b', 'hsn_b2c']) expect(hsn[tab]?.length, tab).toBeGreaterThan(0);
    expect(hsnKeyDifferences(hsn)).toEqual([]);
  });
});

describe('GSTR-3B key sets (india-compliance.gstr_3b_report_template.json)', () => {
  it('writes 3.1 (a), (b), (c), (e) and 3.2 key for key', () => {
    const r = {
      gstin: '19AAACR5055K1Z4',
      ret_period: '112025',
      ...computeGstr3b({ documents: NOVEMBER }),
    };
    expect(gstr3bKeyDifferences(r)).toEqual([]);
    expect(r.inter_sup.unreg_details.length).toBeGreaterThan(0);
  });
});
