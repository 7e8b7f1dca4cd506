import { describe, expect, it } from 'vitest';
import { diffGstr2b, parseGstr2b, summarizeGstr2b, totalGstr2b } from '../src/returns';
import { consistent, reference, SHOP } from './gstr2b-fixtures';

/**
 * GSTR-2B import (issue 32) against the portal-format file in ../shared/refs/gst (its README):
 * india-compliance's test_gstr_2b.json, read at test time, never copied into the repository.
 */
describe('GSTR-2B parser', () => {
  it('refuses the reference file as published: its itcsumm is not the sum of its documents', () => {
    const result = parseGstr2b(reference(), SHOP);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatch(/^The documents of this GSTR-2B do not add up to its ITC summary/);
    // Sub-sections in order; the first differing head of each is named.
    expect(result.error).toContain(
      'itcavl.imports.impg (IGST 400.00 in itcsumm, 123.02 in the documents)',
    );
    expect(result.error).toContain(
      'itcunavl.nonrevsup.b2b (IGST 400.00 in itcsumm, 0.00 in the documents)',
    );
  });

  it('reads every document of the reference file, and its totals equal the hand-worked itcsumm', () => {
    const result = parseGstr2b(consistent(), SHOP);
    if (!result.ok) throw new Error(result.error);
    const { file } = result;
    expect(file).toMatchObject({ gstin: SHOP.gstin, period: '032020', generatedOn: '2020-04-14' });
    expect(file.documents.map((d) => `${d.section}:${d.number}`)).toEqual([
      'b2b:S008400',
      'b2ba:S008400',
      'cdnr:533515',
      'cdnra:533515',
      'isd:S0080',
      'isda:S0080',
      'impg:18272A/2566282',
      'impgsez:18272A/2566282',
    ]);
    expect(file.documents[0]).toMatchObject({
      supplierGstin: '01AABCE2207R1Z5',
      supplierName: 'GSTN',
      documentType: 'R',
      date: '2016-11-24',
      placeOfSupply: '06',
      reverseCharge: false,
      taxableValue: '400.00',
      igst: '0.00',
      cgst: '200.00',
      sgst: '200.00',
      cess: '0.00',
      itcAvailable: 'N',
      reason: 'P',
    });
    expect(file.documents[0]?.raw).toMatchObject({ inum: 'S008400', irn: expect.any(String) });
    expect(file.documents[6]).toMatchObject({
      supplierGstin: '',
      documentType: 'BOE',
      igst: '123.02',
      cess: '0.50',
    });
    // The recomputed summary is the hand-worked one, sub-section by sub-section, to the paisa.
    const summary = summarizeGstr2b(file.documents);
    expect(summary.itcavl?.imports?.impg).toEqual({
      igst: '123.02',
      cgst: '0.00',
      sgst: '0.00',
      cess: '0.50',
    });
    expect(summary.itcunavl?.othersup?.cdnr).toEqual({
      igst: '400.00',
      cgst: '0.00',
      sgst: '0.00',
      cess: '0.00',
    });
    expect(totalGstr2b(file.documents)).toEqual({
      count: 8,
      taxableValue: '1846.04',
      igst: '646.04',
      cgst: '1000.00',
      sgst: '1000.00',
      cess: '1.00',
    });
  });

  it('refuses a file for another GSTIN or another period, saying which', () => {
    const other = parseGstr2b(consistent(), { gstin: '27AAAAA0000A1Z5', period: '032020' });
    expect(other).toEqual({
      ok: false,
      error: "This GSTR-2B is for 01AABCE2207R1Z5; the shop's GSTIN is 27AAAAA0000A1Z5",
    });
    const period = parseGstr2b(consistent(), { ...SHOP, period: '042020' });
    expect(period).toEqual({ ok: false, error: 'This GSTR-2B is for 032020; you chose 042020' });
  });

  it('refuses what is not a GSTR-2B, with where the file went wrong', () => {
    for (const json of [null, {}, { data: { gstin: SHOP.gstin } }, [1, 2]]) {
      const r = parseGstr2b(json, SHOP);
      expect(r.ok).toBe(false);
      if (!r.ok)
        expect(r.error).toMatch(/^This file is not a GSTR-2B downloaded from the GST portal/);
    }
    const file = consistent();
    (file.data.docdata.b2b as { inv: { dt: string }[] }[])[0]!.inv[0]!.dt = '31-02-2020';
    const r = parseGstr2b(file, SHOP);
    expect(r).toEqual({
      ok: false,
      error:
        'This file is not a GSTR-2B downloaded from the GST portal (data.docdata.b2b[0].inv[0].dt: 31-02-2020 is not a date written dd-mm-yyyy)',
    });
    const fraction = consistent();
    (fraction.data.docdata.impg as { igst: number }[])[0]!.igst = 123.021;
    expect(parseGstr2b(fraction, SHOP).ok).toBe(false);
    const unknown = consistent();
    unknown.data.docdata.ecom = [{ x: 1 }];
    expect(parseGstr2b(unknown, SHOP)).toEqual({
      ok: false,
      error: 'This GSTR-2B has sections the product does not read yet: ecom',
    });
  });

  it('says which sub-section differs when one document is changed by a paisa', () => {
    const file = consistent();
    (
      file.data.docdata.cdnr as { nt: { items: { igst: number }[] }[] }[]
    )[0]!.nt[0]!.items[0]!.igst = 400.01;
    const r = parseGstr2b(file, SHOP);
    expect(r).toEqual({
      ok: false,
      error:
        'The documents of this GSTR-2B do not add up to its ITC summary (itcsumm) in itcunavl.othersup.cdnr (IGST 400.00 in itcsumm, 400.01 in the documents)',
    });
  });
});

describe('GSTR-2B diff', () => {
  it('lists documents added, removed and changed', () => {
    const first = parseGstr2b(consistent(), SHOP);
    if (!first.ok) throw new Error(first.error);
    const before = first.file.documents;
    const after = before
      .filter((d) => d.section !== 'isda')
      .map((d) =>
        d.section === 'b2b' ? { ...d, cgst: '201', itcAvailable: 'Y', reason: null } : d,
      );
    after.push({ ...before[0]!, number: 'S008401' });
    const diff = diffGstr2b(before, after);
    expect(diff.added).toEqual([
      { section: 'b2b', supplierGstin: '01AABCE2207R1Z5', documentType: 'R', number: 'S008401' },
    ]);
    expect(diff.removed).toEqual([
      { section: 'isda', supplierGstin: '16DEFPS8555D1Z7', documentType: 'ISDI', number: 'S0080' },
    ]);
    expect(diff.changed).toEqual([
      {
        section: 'b2b',
        supplierGstin: '01AABCE2207R1Z5',
        documentType: 'R',
        number: 'S008400',
        fields: {
          cgst: { before: '200.00', after: '201.00' },
          itcAvailable: { before: 'N', after: 'Y' },
          reason: { before: 'P', after: null },
        },
      },
    ]);
    expect(diffGstr2b(before, before)).toEqual({ added: [], removed: [], changed: [] });
  });
});
