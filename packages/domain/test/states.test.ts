import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STATE_CODE,
  SELECTABLE_STATES,
  STATES,
  ZSelectableStateCode,
  ZStateCode,
  getState,
  isKnownStateCode,
  isUtgstTerritory,
  stateCodeFromName,
  stateCodeLabel,
  stateName,
} from '../src';

describe('STATES', () => {
  it('covers 1..38 plus 96, 97 and 99, each once, in code order', () => {
    const codes = STATES.map((s) => s.code);
    const expected = [...Array.from({ length: 38 }, (_, i) => i + 1), 96, 97, 99];
    expect(codes).toEqual(expected);
    expect(new Set(STATES.map((s) => s.name)).size).toBe(STATES.length);
  });

  it.each([
    [1, 'Jammu and Kashmir'],
    [7, 'Delhi'],
    [19, 'West Bengal'],
    [27, 'Maharashtra'],
    [29, 'Karnataka'],
    [33, 'Tamil Nadu'],
    [36, 'Telangana'],
    [37, 'Andhra Pradesh'],
    [38, 'Ladakh'],
    [96, 'Other Country'],
    [97, 'Other Territory'],
    [99, 'Centre Jurisdiction'],
    [26, 'Dadra and Nagar Haveli and Daman and Diu'],
  ])('has the spec sample name of %i: %s', (code, name) => {
    expect(stateName(code)).toBe(name);
  });

  it('marks exactly 25 and 28 as legacy and keeps them out of SELECTABLE_STATES', () => {
    expect(STATES.filter((s) => s.legacy).map((s) => s.code)).toEqual([25, 28]);
    const selectable = SELECTABLE_STATES.map((s) => s.code);
    expect(selectable).not.toContain(25);
    expect(selectable).not.toContain(28);
    expect(selectable).toHaveLength(STATES.length - 2);
    expect(getState(28)?.name).toBe('Andhra Pradesh (Old)');
  });

  it('classifies kinds', () => {
    expect(getState(19)?.kind).toBe('state');
    for (const code of [1, 7, 34]) expect(getState(code)?.kind).toBe('ut-with-legislature');
    for (const code of [4, 26, 31, 35, 38]) expect(getState(code)?.kind).toBe('ut');
    for (const code of [96, 97, 99]) expect(getState(code)?.kind).toBe('special');
  });

  it('defaults to West Bengal', () => {
    expect(DEFAULT_STATE_CODE).toBe(19);
  });
});

describe('stateName / stateCodeLabel / isKnownStateCode', () => {
  it('returns undefined or the bare code for unknown codes', () => {
    expect(stateName(0)).toBeUndefined();
    expect(stateName(39)).toBeUndefined();
    expect(stateCodeLabel(42)).toBe('42');
    expect(isKnownStateCode(98)).toBe(false);
    expect(isKnownStateCode(28)).toBe(true);
  });

  it('labels like "19 - West Bengal"', () => {
    expect(stateCodeLabel(19)).toBe('19 - West Bengal');
    expect(stateCodeLabel(4)).toBe('4 - Chandigarh');
    expect(stateCodeLabel(99)).toBe('99 - Centre Jurisdiction');
  });
});

describe('isUtgstTerritory', () => {
  it('is true only for UTs without a legislature and Other Territory', () => {
    const utgst = STATES.filter((s) => isUtgstTerritory(s.code)).map((s) => s.code);
    expect(utgst).toEqual([4, 25, 26, 31, 35, 38, 97]);
  });

  it('is false for UTs with a legislature, states and foreign supply', () => {
    for (const code of [1, 7, 34, 19, 27, 96, 99]) expect(isUtgstTerritory(code)).toBe(false);
  });
});

describe('stateCodeFromName', () => {
  it.each([
    ['West Bengal', 19],
    ['west bengal', 19],
    ['  WEST   BENGAL ', 19],
    ['Jammu & Kashmir', 1],
    ['Jammu and Kashmir', 1],
    ['Andaman & Nicobar Islands', 35],
    ['Dadra & Nagar Haveli & Daman & Diu', 26],
    ['Dadra and Nagar Haveli', 26],
    ['Daman and Diu', 26],
    ['Andhra Pradesh', 37],
    ['Tamil-Nadu', 33],
    ['NCT of Delhi', 7],
    ['Orissa', 21],
    ['Pondicherry', 34],
    ['Other Country', 96],
  ])('%s → %i', (name, code) => {
    expect(stateCodeFromName(name)).toBe(code);
  });

  it('never returns a legacy code and returns undefined for unknown names', () => {
    expect(stateCodeFromName('Andhra Pradesh (Old)')).toBeUndefined();
    expect(stateCodeFromName('Atlantis')).toBeUndefined();
    expect(stateCodeFromName('')).toBeUndefined();
    expect(stateCodeFromName('Bengal')).toBeUndefined();
  });

  it('round-trips every selectable name', () => {
    for (const s of SELECTABLE_STATES) expect(stateCodeFromName(s.name)).toBe(s.code);
  });
});

describe('ZStateCode', () => {
  it('accepts known codes, including legacy ones, as numbers or numeric strings', () => {
    expect(ZStateCode.parse(19)).toBe(19);
    expect(ZStateCode.parse('07')).toBe(7);
    expect(ZStateCode.parse(' 99 ')).toBe(99);
    expect(ZStateCode.parse(28)).toBe(28);
  });

  it.each([0, 39, 98, 19.5, -1, '1a', '', '100'])('rejects %j', (value) => {
    expect(ZStateCode.safeParse(value).success).toBe(false);
  });

  it('reports "Unknown state code"', () => {
    const result = ZStateCode.safeParse(40);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Unknown state code');
  });

  it('ZSelectableStateCode refuses legacy codes', () => {
    expect(ZSelectableStateCode.parse(37)).toBe(37);
    expect(ZSelectableStateCode.safeParse(28).success).toBe(false);
    expect(ZSelectableStateCode.safeParse(25).success).toBe(false);
  });
});
