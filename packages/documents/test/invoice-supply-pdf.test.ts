import { describe, expect, it } from 'vitest';
import { addressText } from '../src/pdf/common-format';
import { invoiceDocument } from '../src/pdf/invoice';
import { noteDocument } from '../src/pdf/note';
import type { InvoiceData } from '../src/pdf/types';
import {
  citiesApart,
  creditOnReverseCharge,
  creditWithExempt,
  exemptOnly,
  exportShipped,
  forwardCharge,
  mixedTaxability,
  reverseChargeIntra,
} from './fixtures/supply-samples';
import { flat, pages, textOf } from './pdf-text';
import { renderAndKeep } from './render';

/** Issue 30 on the PDFs. Set PDF_DUMP_DIR to keep the rendered PDFs (to look at them). */
async function invoiceText(ctx: Parameters<typeof textOf>[0], data: InvoiceData, name: string) {
  const text = textOf(ctx, await renderAndKeep(invoiceDocument(data), name));
  expect(pages(text)).toHaveLength(1);
  return flat(text);
}

describe('reverse charge (Rule 46 (p); CGST Act s.9(3))', () => {
  it('says Yes, shows the tax as payable by the recipient and leaves it out of the amount payable', async (ctx) => {
    const f = await invoiceText(ctx, reverseChargeIntra(), 'rc-intra');
    expect(f).toContain('Tax payable on reverse charge: Yes');
    expect(f).not.toContain('Tax payable on reverse charge: No');
    // Each line still shows its tax (the recipient's), its amount is the taxable value.
    expect(f).toMatch(/25,000\.00 25,000\.00 2,250\.00 2,250\.00 25,000\.00/);
    expect(f).toMatch(/1,250\.50 2,501\.00 62\.53 62\.53 2,501\.00/);
    expect(f).toMatch(/Total 27,501\.00 2,312\.53 2,312\.53 27,501\.00/);
    expect(f).toContain('CGST (reverse charge) ₹2,312.53');
    expect(f).toContain('SGST (reverse charge) ₹2,312.53');
    expect(f).toContain('Tax payable by recipient ₹4,625.06');
    expect(f).toContain('Amount Payable ₹27,501.00');
    expect(f).not.toContain('Grand Total');
    expect(f).toContain('(in words): Twenty Seven Thousand Five Hundred One Rupees Only');
    expect(f).toContain(
      'Tax payable by the recipient under reverse charge: ₹4,625.06 (CGST ₹2,312.53, SGST ₹2,312.53); not included in the amount payable.',
    );
  });

  it('a forward-charge invoice says No and collects the tax', async (ctx) => {
    const f = await invoiceText(ctx, forwardCharge(), 'rc-forward');
    expect(f).toContain('Tax payable on reverse charge: No');
    expect(f).toMatch(/25,000\.00 25,000\.00 2,250\.00 2,250\.00 29,500\.00/);
    expect(f).toMatch(/Total 27,501\.00 2,312\.53 2,312\.53 32,126\.06/);
    expect(f).toContain('Total Tax ₹4,625.06');
    expect(f).toContain('Grand Total ₹32,126.06');
    expect(f).not.toContain('reverse charge:  ₹');
    expect(f).not.toContain('payable by the recipient');
  });
});

describe('a credit note on a reverse-charge invoice', () => {
  it('shows the recipient’s tax, credits the taxable value only, and says why', async (ctx) => {
    const bytes = await renderAndKeep(noteDocument(creditOnReverseCharge()), 'rc-credit');
    const f = flat(textOf(ctx, bytes));
    expect(f).toContain('Tax payable on reverse charge: Yes');
    expect(f).toMatch(/1,250\.50 31\.26 31\.26 1,250\.50/);
    expect(f).toContain('Tax payable by recipient ₹62.52');
    expect(f).toContain('Total credited ₹1,250.50');
    expect(f).toContain(
      'Tax payable by the recipient under reverse charge: ₹62.52 (CGST ₹31.26, SGST ₹31.26); not included in the amount credited.',
    );
  });
});

describe('nil-rated, exempt and non-GST lines', () => {
  it('say so in the rate under their tax; the title is an invoice-cum-bill of supply (Rule 46A)', async (ctx) => {
    const f = await invoiceText(ctx, mixedTaxability(), 'taxability-mixed');
    expect(f).toContain('INVOICE-CUM-BILL OF SUPPLY');
    expect(f).not.toContain('TAX INVOICE');
    // The taxable module: its tax at 2.5 % each way.
    expect(f).toMatch(/26,500\.00 662\.50 662\.50 27,825\.00/);
    expect(f).toContain('@ 2.5%');
    // Each untaxed line: no tax, and its kind where the rate would be (both columns).
    expect(f).toMatch(/350\.00 350\.00 0\.00 0\.00 350\.00 NOS Nil rated Nil rated/);
    expect(f).toMatch(/1,500\.00 1,500\.00 0\.00 0\.00 1,500\.00 NOS Exempt Exempt/);
    expect(f).toMatch(/92\.50 925\.00 0\.00 0\.00 925\.00 LTR Non-GST Non-GST/);
    expect(f).not.toContain('@ 0%');
    // The 0 % row of the summary mixes three kinds, so it keeps its rate.
    expect(f).toMatch(/0% 2,775\.00 0% 0\.00 0% 0\.00 0\.00/);
    expect(f).toContain('Total Tax ₹1,325.00');
    expect(f).toContain('Grand Total ₹30,600.00');
  });

  it('an invoice wholly of exempt supplies is a bill of supply, with no tax columns', async (ctx) => {
    const f = await invoiceText(ctx, exemptOnly(), 'taxability-exempt-only');
    expect(f).toContain('BILL OF SUPPLY');
    expect(f).not.toContain('TAX INVOICE');
    expect(f).not.toContain('CGST');
    expect(f).not.toContain('Tax Summary');
    expect(f).toContain('GST Exempt');
    expect(f).toContain('Grand Total ₹1,500.00');
    expect(f).toContain('Tax payable on reverse charge: No');
  });

  it('a credit note names an exempt line in its tax cells and summary', async (ctx) => {
    const bytes = await renderAndKeep(noteDocument(creditWithExempt()), 'taxability-credit');
    const f = flat(textOf(ctx, bytes));
    expect(f).toMatch(/500\.00 0\.00 0\.00 500\.00 (scheme )?Exempt Exempt/);
    expect(f).toMatch(/13,250\.00 331\.25 331\.25 13,912\.50/);
    // The summary's 0 % row holds only the exempt line.
    expect(f).toMatch(/Exempt 500\.00 0% 0\.00 0% 0\.00 0\.00/);
    expect(f).toContain('Total credited ₹14,412.50');
  });
});

describe('exports (CGST Rule 46 proviso)', () => {
  it('prints the country of destination, port code and shipping bill once known', async (ctx) => {
    const f = await invoiceText(ctx, exportShipped(), 'export-shipped');
    expect(f).toContain('Place of Supply: Other Country (96)');
    expect(f).toContain('Country of Destination: United Arab Emirates (AE)');
    expect(f).toContain('Port Code: INMAA1');
    expect(f).toContain('Shipping Bill No.: 4123456 dated 25 Nov 2026');
    expect(f).toContain('Office 1204, Al Moosa Tower 2, Sheikh Zayed Road, Dubai');
  });

  it('leaves out what is not known yet', async (ctx) => {
    const f = await invoiceText(ctx, exportShipped('country'), 'export-country-only');
    expect(f).toContain('Country of Destination: United Arab Emirates (AE)');
    expect(f).not.toContain('Port Code');
    expect(f).not.toContain('Shipping Bill');
  });
});

describe('city and PIN kept apart from the address', () => {
  it('are printed after the shop, bill-to and delivery addresses', async (ctx) => {
    const f = await invoiceText(ctx, citiesApart(), 'cities-apart');
    expect(f).toContain('12 B, Rash Behari Avenue, Gariahat, Kolkata - 700019');
    expect(f).toContain('Block C, Salt Lake Sector III, Bidhannagar - 700106');
    expect(f).toContain('Plot 9, Rajarhat Main Road, New Town - 700156');
  });

  it('are not repeated when the address already holds them', () => {
    expect(addressText({ address: '4 Lake Road, Kolkata - 700029', city: 'kolkata', pinCode: '700029' })).toBe('4 Lake Road, Kolkata - 700029'); // prettier-ignore
    expect(addressText({ address: '4 Lake Road, Kolkata', city: 'Kolkata', pinCode: '700029' })).toBe('4 Lake Road, Kolkata - 700029'); // prettier-ignore
    expect(addressText({ address: '4 Lake Road 700029', city: 'Kolkata', pinCode: '700029' })).toBe('4 Lake Road, Kolkata - 700029'); // prettier-ignore
    expect(addressText({ address: '5 Park Street - 700016', city: 'Kolkata', pinCode: '700016' })).toBe('5 Park Street, Kolkata - 700016'); // prettier-ignore
    expect(addressText({ address: '5 Park Street - 700016', city: 'Kolkata' })).toBe('5 Park Street, Kolkata - 700016'); // prettier-ignore
    expect(addressText({ address: '', city: 'Kolkata', pinCode: '700029' })).toBe('Kolkata - 700029'); // prettier-ignore
    expect(addressText({ address: '4 Lake Road' })).toBe('4 Lake Road');
    expect(addressText({ address: 'Plot 1234567', city: 'Kolkata' })).toBe('Plot 1234567, Kolkata');
    // 'Kolkata' inside another word is not the city.
    expect(addressText({ address: '4 Kolkatagarh Road', city: 'Kolkata' })).toBe('4 Kolkatagarh Road, Kolkata'); // prettier-ignore
  });
});
