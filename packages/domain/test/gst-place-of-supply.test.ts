import { describe, expect, it } from 'vitest';
import { defaultPlaceOfSupply } from '../src/gst';

/** Issue 30 item 1: the place of supply of goods when the invoice does not choose one (IGST Act s.10(1)). */
describe('defaultPlaceOfSupply', () => {
  const mumbaiRegistered = { stateCode: 27, gstin: '27ABCPK1234L1ZS' };
  const mumbaiUnregistered = { stateCode: 27, gstin: '' };

  it("is the bill-to's state without a delivery address, or with one in the same state", () => {
    expect(defaultPlaceOfSupply(mumbaiRegistered)).toBe(27);
    expect(defaultPlaceOfSupply(mumbaiUnregistered, null)).toBe(27);
    expect(defaultPlaceOfSupply(mumbaiUnregistered, 27)).toBe(27);
  });

  it("is the registered bill-to's state for goods sent elsewhere (s.10(1)(b))", () => {
    // A Mumbai buyer with a GSTIN has the goods delivered in Ahmedabad (24): 27.
    expect(defaultPlaceOfSupply(mumbaiRegistered, 24)).toBe(27);
  });

  it('is the delivery state for an unregistered bill-to (s.10(1)(ca), Circular 209/3/2024-GST)', () => {
    expect(defaultPlaceOfSupply(mumbaiUnregistered, 24)).toBe(24);
    expect(defaultPlaceOfSupply({ stateCode: 27 }, 24)).toBe(24);
  });

  it('stays 96 for a bill-to abroad', () => {
    expect(defaultPlaceOfSupply({ stateCode: 96, gstin: '' }, 27)).toBe(96);
  });
});
