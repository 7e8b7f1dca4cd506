import { describe, expect, it } from 'vitest';
import { whatsAppPhone, whatsAppUrl } from '@gst/domain/contracts';
import { whatsAppShareUrl } from './shareTarget';

const URL_ = 'https://alpha.example.com/s/AbC_123-xyz';

describe('wa.me links for "Share on WhatsApp"', () => {
  it('normalises Indian numbers however they are written to 91 + 10 digits', () => {
    for (const written of [
      '9830012345',
      '98300 12345',
      '+91 98300-12345',
      '+919830012345',
      '919830012345',
      '09830012345',
      '(+91) 98300 12345',
      '0091 98300 12345',
    ]) {
      expect(whatsAppPhone(written), written).toBe('919830012345');
    }
  });

  it('keeps another country code, and gives none for what is not a phone number', () => {
    expect(whatsAppPhone('+44 20 7946 0958')).toBe('442079460958');
    for (const bad of ['', '   ', null, undefined, '12345', 'call me', '+91 12345', '0000000000']) {
      expect(whatsAppPhone(bad), String(bad)).toBeNull();
    }
  });

  it('builds wa.me/<number>?text=… with the message encoded, and wa.me/?text=… with no number', () => {
    expect(whatsAppUrl('98300 12345', 'Pay here: https://x.test/s/a?b=1&c')).toBe(
      'https://wa.me/919830012345?text=Pay%20here%3A%20https%3A%2F%2Fx.test%2Fs%2Fa%3Fb%3D1%26c',
    );
    expect(whatsAppUrl('', 'Hello')).toBe('https://wa.me/?text=Hello');
    expect(whatsAppUrl('not a phone', 'Hello')).toBe('https://wa.me/?text=Hello');
  });

  it('prefills the buyer, the document, the amount due in rupees and the link', () => {
    const href = whatsAppShareUrl(
      'invoice',
      {
        shopName: 'Alpha Solar',
        customerName: 'Sunrise RWA',
        phone: '9830012345',
        reference: 'INV/25-26/0001',
        amountDue: '123456.5',
      },
      URL_,
    );
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe('https://wa.me/919830012345');
    expect(url.searchParams.get('text')).toBe(
      `Dear Sunrise RWA,\nHere is invoice INV/25-26/0001 from Alpha Solar. Amount due: ₹1,23,456.50.\nView and download it: ${URL_}`,
    );
    const quote = new URL(
      whatsAppShareUrl(
        'quote',
        { shopName: 'Alpha Solar', customerName: '', phone: '', reference: 'Q-7', amountDue: null },
        URL_,
      ),
    );
    expect(quote.pathname).toBe('/');
    expect(quote.searchParams.get('text')).toBe(
      `Here is quotation Q-7 from Alpha Solar.\nView and download it: ${URL_}`,
    );
  });
});
