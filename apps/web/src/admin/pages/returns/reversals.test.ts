import { describe, expect, it } from 'vitest';
import type { Gstr3bShown } from './gstr3bRows';
import {
  emptyReversalForm,
  hasReversalErrors,
  REVERSAL_MESSAGE,
  reversalError,
  reversalFormOf,
  reversalLines,
  reversalsInput,
  withEnteredReversals,
} from './reversals';

const form = (rule42_43: object = {}, others: object = {}) => {
  const f = emptyReversalForm();
  Object.assign(f.rule42_43, rule42_43);
  Object.assign(f.others, others);
  return f;
};

describe('reversals the shop works out (4(B))', () => {
  it('takes rupees as the server does: not negative, at most 2 decimals', () => {
    for (const ok of ['', ' ', '0', '12.5', '12.50', ' 3 ', '999999999999.99'])
      expect(reversalError(ok), ok).toBeNull();
    for (const bad of ['-1', '1.234', 'abc', '1,000', '1e3', '1000000000000'])
      expect(reversalError(bad), bad).toBe(REVERSAL_MESSAGE);
    expect(hasReversalErrors(form({ igst: '1.234' }))).toBe(true);
    expect(hasReversalErrors(form({ igst: '12.5' }))).toBe(false);
  });

  it('sends only the heads entered above zero, as 2-decimal strings', () => {
    expect(reversalsInput(emptyReversalForm())).toBeUndefined();
    expect(reversalsInput(form({ igst: '0', cgst: '0.00' }))).toBeUndefined();
    expect(reversalsInput(form({ igst: '12.5' }, { cgst: '3', sgst: ' 3.00 ' }))).toEqual({
      rule42_43: { igst: '12.50' },
      others: { cgst: '3.00', sgst: '3.00' },
    });
    // A field that is not an amount: nothing is sent until it is fixed.
    expect(reversalsInput(form({ igst: '12.5' }, { cgst: '-3' }))).toBeUndefined();
  });

  it('reads back a filed period and says what is entered in a line per group', () => {
    const entered = { rule42_43: { igst: '12.50' }, others: { cgst: '3.00', sgst: '3.00' } };
    expect(reversalFormOf(entered)).toEqual(
      form({ igst: '12.50' }, { cgst: '3.00', sgst: '3.00' }),
    );
    expect(reversalFormOf(null)).toEqual(emptyReversalForm());
    expect(reversalLines(entered)).toEqual([
      'Rules 42/43: IGST ₹12.50',
      'Other: CGST ₹3.00, SGST/UTGST ₹3.00',
    ]);
    expect(reversalLines(undefined)).toEqual([]);
  });

  it("puts the ITC detail's reversals and net credit into Table 4, nothing else", () => {
    const z = { iamt: 0, camt: 0, samt: 0, csamt: 0 };
    const gstr3b = {
      sup_details: { osup_det: { txval: 100, ...z } },
      itc_elg: {
        itc_avl: [{ ty: 'OTH', ...z, iamt: 9000 }],
        itc_rev: [
          { ty: 'RUL', ...z },
          { ty: 'OTH', ...z },
        ],
        itc_net: { ...z, iamt: 9000 },
        itc_inelg: [],
      },
    } as unknown as Gstr3bShown;
    const t = (iamt: string, camt = '0.00') => ({ iamt, camt, samt: camt, csamt: '0.00' });
    // 4(C) IGST 9,000 − 12.50 = 8,987.50; CGST and SGST 0 − 3 = −3 (tax to pay).
    const itc = {
      table4: {
        reversed: { rules: t('12.50'), others: t('0.00', '3.00') },
        net: t('8987.50', '-3.00'),
      },
    };
    const shown = withEnteredReversals(gstr3b, itc);
    expect(shown.itc_elg?.itc_rev).toEqual([
      { ty: 'RUL', ...z, iamt: 12.5 },
      { ty: 'OTH', ...z, camt: 3, samt: 3 },
    ]);
    expect(shown.itc_elg?.itc_net).toEqual({ iamt: 8987.5, camt: -3, samt: -3, csamt: 0 });
    expect(shown.itc_elg?.itc_avl).toBe(gstr3b.itc_elg?.itc_avl);
    expect(shown.sup_details).toBe(gstr3b.sup_details);
    expect(withEnteredReversals(gstr3b, undefined)).toBe(gstr3b);
  });
});
