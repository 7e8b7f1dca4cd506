import { describe, expect, it } from 'vitest';
import { quoteDocument } from '../src/pdf/quote';
import type { QuoteData } from '../src/pdf/types';
import { quoteSample } from './fixtures/quote-samples';
import { flat, textOf } from './pdf-text';
import { renderAndKeep } from './render';

const render = (data: QuoteData, name: string) => renderAndKeep(quoteDocument(data), name);

describe('quotation PDF with the GST engine', () => {
  it('intra-state: CGST + SGST per line, per rate and in total; place of supply', async (ctx) => {
    const f = flat(textOf(ctx, await render(quoteSample(), 'quote-intra')));
    expect(f).toContain('Place of Supply: West Bengal (19)');
    expect(f).toContain('CGST (₹)');
    expect(f).toContain('SGST (₹)');
    expect(f).not.toContain('IGST');
    expect(f).toMatch(/5% 1,84,500\.00 2\.5% 4,612\.50 2\.5% 4,612\.50 9,225\.00/);
    expect(f).toMatch(/18% 32,500\.00 9% 2,925\.00 9% 2,925\.00 5,850\.00/);
    expect(f).toContain('SGST ₹7,537.50');
  });

  it('inter-state: IGST instead of CGST + SGST', async (ctx) => {
    const data = quoteSample({ placeOfSupply: 24 });
    const f = flat(textOf(ctx, await render(data, 'quote-inter')));
    expect(data.taxKind).toBe('IGST');
    expect(f).toContain('Place of Supply: Gujarat (24)');
    expect(f).toContain('IGST (₹)');
    expect(f).not.toMatch(/CGST|SGST/);
    expect(f).toMatch(/1,32,500\.00 5% 6,625\.00 1,39,125\.00/);
    expect(f).toContain('IGST ₹15,075.00');
    expect(f).toContain('Discount - ₹2,500.00');
  });

  it('prices including GST: gross rates, the given taxable values and tax', async (ctx) => {
    const data = { ...quoteSample({ taxIncluded: true }), totalAmount: '0' };
    data.totalAmount = data.totals.total;
    const f = flat(textOf(ctx, await render(data, 'quote-inclusive')));
    expect(f).toContain('Tax: Prices include GST');
    expect(f).toContain('Rate incl. GST (₹)');
    // 10 × 13,250 gross at 5 %: taxable 1,26,190.48, CGST = SGST = 3,154.76
    expect(f).toMatch(/13,250\.00 1,26,190\.48 5% 3,154\.76 3,154\.76 1,32,500\.00/);
    expect(f).not.toContain('Adjustment');
  });
});
