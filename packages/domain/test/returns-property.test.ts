import { describe, expect, it } from 'vitest';
import { computeGstr1, computeGstr3b, type ReturnDocument } from '../src/returns';
import { BATTERY, MODULE, REG_GJ, REG_WB, SHOP, doc, line, split } from './returns-fixtures';

/**
 * GSTR-1 and GSTR-3B against the sales register over random months (issue 17), with nil-rated,
 * exempt and non-GST lines among them (issue 30: Table 8, 3.1 (c) and (e)).
 */
describe('reconciliation (property)', () => {
  it('every section together equals the register, to the paisa, over random months', async () => {
    const fc = (await import('fast-check')).default;
    const paise = (v: number) => Math.round(v * 100);
    const lineArb = fc
      .record({
        hsn: fc.constantFrom(MODULE, BATTERY, '8504'),
        rate: fc.constantFrom(0, 5, 12, 18, 28),
        qty: fc.integer({ min: 0, max: 20 }),
        txval: fc.integer({ min: 1, max: 30_000_000 }),
        taxability: fc.constantFrom(
          ...(['taxable', 'taxable', 'taxable', 'nil-rated', 'exempt', 'non-gst'] as const),
        ),
      })
      .map(({ hsn, rate, qty, txval, taxability }) => ({
        hsn,
        rate: taxability === 'taxable' ? rate : 0,
        qty,
        txval: txval / 100,
        taxability,
      }));
    const docArb = fc.record({
      kind: fc.constantFrom('invoice', 'invoice', 'invoice', 'credit-note', 'debit-note'),
      cancelled: fc.boolean(),
      registered: fc.boolean(),
      place: fc.constantFrom(19, 19, 27, 24, 96),
      sez: fc.boolean(),
      wopay: fc.boolean(),
      day: fc.integer({ min: 1, max: 28 }),
      lines: fc.array(lineArb, { minLength: 1, maxLength: 4 }),
      originalBig: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(docArb, { maxLength: 25 }), (specs) => {
        const documents = specs.map((s, i): ReturnDocument => {
          const inter = s.place !== SHOP;
          const zeroRated = s.place === 96 || (s.sez && s.registered);
          const lines = s.lines.map((l) => {
            const tax = zeroRated && s.wopay ? 0 : Math.round(l.txval * l.rate) / 100;
            const half = Math.round((l.txval * l.rate) / 2) / 100;
            return line(l.hsn, l.rate, l.qty, l.txval, {
              taxability: l.taxability,
              ...(inter || zeroRated ? { igst: tax } : { cgst: half, sgst: half }),
            });
          });
          const value = lines.reduce(
            (v, l) => v + Number(l.taxableValue) + Number(l.igst) + Number(l.cgst) + Number(l.sgst),
            0,
          );
          return doc({
            kind: s.kind,
            number: `D/${i + 1}`,
            date: `2025-10-${String(s.day).padStart(2, '0')}`,
            status: s.cancelled ? 'cancelled' : 'issued',
            recipientGstin:
              s.registered && s.place !== 96 ? (s.place === 19 ? REG_WB : REG_GJ) : '',
            placeOfSupply: s.place,
            isSez: s.sez && s.registered && s.place !== 96,
            supplyType: zeroRated ? (s.wopay ? 'WOPAY' : 'WPAY') : null,
            value: Math.round(value * 100) / 100,
            lines,
            ...(s.kind === 'invoice'
              ? {}
              : {
                  original: {
                    number: 'O',
                    date: '2025-09-01',
                    value: s.originalBig ? 200000 : 5000,
                  },
                }),
          });
        });
        const register = documents
          .filter((d) => d.status === 'issued')
          .flatMap((d) =>
            d.lines.map((l) => (d.kind === 'credit-note' ? -1 : 1) * paise(Number(l.taxableValue))),
          )
          .reduce((s, v) => s + v, 0);
        const r = computeGstr1({ gstin: 'X', period: '102025', documents });
        const itemsOf = (items: { itm_det: { txval: number } }[]) =>
          items.reduce((s, i) => s + paise(i.itm_det.txval), 0);
        const noteSign = (n: { ntty: string }) => (n.ntty === 'C' ? -1 : 1);
        const sections =
          r.b2b.flatMap((g) => g.inv).reduce((s, i) => s + itemsOf(i.itms), 0) +
          r.b2cl.flatMap((g) => g.inv).reduce((s, i) => s + itemsOf(i.itms), 0) +
          r.exp
            .flatMap((g) => g.inv)
            .flatMap((i) => i.itms)
            .reduce((s, i) => s + paise(i.txval), 0) +
          r.b2cs.reduce((s, row) => s + paise(row.txval), 0) +
          r.cdnr.flatMap((g) => g.nt).reduce((s, n) => s + noteSign(n) * itemsOf(n.itms), 0) +
          r.cdnur.reduce((s, n) => s + noteSign(n) * itemsOf(n.itms), 0) +
          (r.nil?.inv ?? []).reduce(
            (s, row) => s + paise(row.nil_amt) + paise(row.expt_amt) + paise(row.ngsup_amt),
            0,
          );
        expect(sections).toBe(register);
        // Table 12 leaves out non-GST supplies (Table 8's ngsup_amt).
        const nonGst = (r.nil?.inv ?? []).reduce((s, row) => s + paise(row.ngsup_amt), 0);
        const hsn = [...split(r.hsn).hsn_b2b, ...split(r.hsn).hsn_b2c].reduce(
          (s, row) => s + paise(row.txval),
          0,
        );
        expect(hsn).toBe(register - nonGst);
        const b3 = computeGstr3b({ documents });
        const d = b3.sup_details;
        expect(
          paise(d.osup_det.txval) +
            paise(d.osup_zero.txval) +
            paise(d.osup_nil_exmp.txval) +
            paise(d.osup_nongst.txval),
        ).toBe(register);
        // Table 8 and 3.1 (c), (e) agree.
        const nilExempt = (r.nil?.inv ?? []).reduce(
          (s, row) => s + paise(row.nil_amt) + paise(row.expt_amt),
          0,
        );
        expect([paise(d.osup_nil_exmp.txval), paise(d.osup_nongst.txval)]).toEqual([
          nilExempt,
          nonGst,
        ]);
      }),
      { numRuns: 300 },
    );
  });
});
