import { describe, expect, it } from 'vitest';
import { computeGstr3bItc } from '@gst/domain';
import { figureSource, isFigureColumn } from './gstr3bSources';

const fig = (bills: string[], returns: string[] = []) => ({
  txval: '0.00',
  iamt: '0.00',
  camt: '0.00',
  samt: '0.00',
  csamt: '0.00',
  bills,
  returns,
});

// The ITC detail with a distinct bill per figure, so each row's mapping shows.
const base = computeGstr3bItc({ from: '2026-10-01', to: '2026-10-31', documents: [] });
const itc = {
  ...base,
  table4: {
    ...base.table4,
    available: { ...base.table4.available, OTH: fig(['b-oth1', 'b-oth2']), ISRC: fig(['b-rc']) },
    reversed: { rules: fig(['b-blocked']), others: fig(['b-r37']) },
    net: fig(['b-oth1', 'b-oth2', 'b-rc'], ['r-1']),
    ineligible: { reclaimed: fig(['b-reclaimed']), others: fig([]) },
  },
  reverseCharge: fig(['b-rc']),
  inward: {
    gst: { inter: fig(['b-exempt-inter']), intra: fig(['b-exempt-intra']) },
    nongst: { inter: fig([]), intra: fig(['b-nongst']) },
  },
};

describe('figureSource', () => {
  it("maps each Table 4 row to its figure's bills and returns", () => {
    expect(figureSource(itc, '4', 'avl-OTH', 'igst')).toEqual({
      title: 'Table 4 (A)(5) All other ITC',
      bills: ['b-oth1', 'b-oth2'],
      returns: [],
    });
    expect(figureSource(itc, '4', 'avl-ISRC', 'cgst')?.bills).toEqual(['b-rc']);
    expect(figureSource(itc, '4', 'rev-RUL', 'cgst')?.bills).toEqual(['b-blocked']);
    expect(figureSource(itc, '4', 'rev-OTH', 'cgst')?.bills).toEqual(['b-r37']);
    expect(figureSource(itc, '4', 'net', 'sgst')?.returns).toEqual(['r-1']);
    expect(figureSource(itc, '4', 'inelg-RUL', 'igst')?.bills).toEqual(['b-reclaimed']);
  });

  it('has nothing for a figure without bills, an unknown row or no detail yet', () => {
    expect(figureSource(itc, '4', 'inelg-OTH', 'igst')).toBeNull();
    expect(figureSource(itc, '4', 'avl-IMPG', 'igst')).toBeNull();
    expect(figureSource(itc, '4', 'nope', 'igst')).toBeNull();
    expect(figureSource(undefined, '4', 'avl-OTH', 'igst')).toBeNull();
  });

  it('gives 3.1 (d) only, of Table 3.1', () => {
    expect(figureSource(itc, '3.1', 'isup_rev', 'taxable')).toEqual({
      title: 'Table 3.1 (d) Inward supplies (liable to reverse charge)',
      bills: ['b-rc'],
      returns: [],
    });
    expect(figureSource(itc, '3.1', 'osup_det', 'igst')).toBeNull();
  });

  it('gives Table 5 per column: inter- and intra-State', () => {
    expect(figureSource(itc, '5', 'GST', 'inter')).toMatchObject({
      title: 'Table 5 Composition, exempt and nil-rated, inter-State',
      bills: ['b-exempt-inter'],
    });
    expect(figureSource(itc, '5', 'NONGST', 'intra')).toMatchObject({
      title: 'Table 5 Non-GST, intra-State',
      bills: ['b-nongst'],
    });
    expect(figureSource(itc, '5', 'NONGST', 'inter')).toBeNull();
    expect(figureSource(itc, '5', 'GST', 'nature')).toBeNull();
  });

  it('makes money columns clickable, not the label column', () => {
    expect(isFigureColumn('igst')).toBe(true);
    expect(isFigureColumn('intra')).toBe(true);
    expect(isFigureColumn('details')).toBe(false);
    expect(isFigureColumn('nature')).toBe(false);
  });
});
