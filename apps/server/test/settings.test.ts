// @engines pglite postgres
// Requests within one shop's schema: on Citus the whole query goes to the worker holding it, as on
// PostgreSQL, so no Citus round (scripts/test-engines.mjs, the rule).
import { describe, expect, it } from 'vitest';
import { blankPng, fakePng } from '../../../packages/api/test/services/image-fixtures';
import { expectRestError, ownerSuite, staffSession, trpcData, trpcError } from './helpers';

/**
 * Shop settings over tRPC and REST: every field validated, one transaction, nothing stored when
 * anything is wrong. The keys, normalising, images and the audit row are tested on the verbs in
 * packages/api/test/services/settings.test.ts.
 */
const suite = ownerSuite();

const { asOwner } = suite;
const MB = 1024 * 1024;

/** A PNG data URL of exactly `bytes` decoded bytes (a PNG signature, then padding). */
export function pngDataUrl(bytes = 256): string {
  const buffer = Buffer.alloc(bytes);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(buffer);
  return `data:image/png;base64,${buffer.toString('base64')}`;
}

/** Real images (a 1 × 1 and a 2 × 1 PNG): a changed image is decoded when it is saved. */
const PNG_1X1 =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const PNG_2X1 =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADklEQVQImWMQ0TjxH4QBDsMEB2ih4FwAAAAASUVORK5CYII=';

const VALID = {
  shopName: 'Alpha Solar Pvt Ltd',
  shopDescription: 'Rooftop solar for homes',
  email: 'accounts@alpha.test',
  mobileNumber: '+91 98300 12345',
  website: 'https://alpha.example.com',
  address: '1 Park Street, Kolkata 700016',
  pinCode: '700016',
  city: 'Kolkata',
  invoiceNumberingFormat: 'TAX-{number:3}/{fiscalYear}',
  quoteNumberingFormat: 'QT/{financialYear}/{number:4}',
  creditNoteNumberingFormat: 'CRN/{fiscalYear}/{number:3}',
  debitNoteNumberingFormat: 'DBN/{fiscalYear}/{number:3}',
  gstin: '19AAACR5055K1Z4',
  gstRegistration: 'registered',
  invoiceStyle: '1',
  stateCode: '19',
  jurisdiction: 'Kolkata',
  // Issue 15: LUT reference, round-off, Rule 48 copies, HSN digits.
  lutNumber: 'AD190425001234X',
  lutDate: '2025-04-01',
  roundOffTotals: '1',
  invoiceCopies: '3',
  hsnMinDigits: '6',
  returnFrequency: 'quarterly',
  // Issue 30: the test shops start with e-invoicing on; this turns it off.
  eInvoicing: '0',
  defTermsQuote: 'Valid for 7 days.',
  defTermsInvoice: 'Goods once sold will not be taken back.',
  bankName: 'State Bank of India',
  accountNumber: '123456789012',
  ifscCode: 'SBIN0001234',
  branch: 'Park Street',
  upiId: 'alphasolar@okhdfcbank',
  openingCashBalance: '1000.00',
  openingBalancesDate: '2025-04-01',
  invoiceFolder: 'invoices',
  quoteFolder: 'quotes',
  shopLogo: PNG_1X1,
  partnerLogo: '',
  topText: 'TAX INVOICE',
  signature: PNG_2X1,
  // Issue 31: the buying half's series, the bill tolerance and selling beyond stock.
  purchaseBillNumberingFormat: 'PUR/{fiscalYear}/{number:4}',
  purchaseReturnNumberingFormat: 'PR/{fiscalYear}/{number:4}',
  supplierPaymentNumberingFormat: 'SP/{fiscalYear}/{number:4}',
  expenseNumberingFormat: 'EX/{fiscalYear}/{number:4}',
  purchaseTotalTolerance: '2.50',
  negativeStock: 'refuse',
  reconciliationTolerance: '2.00',
};

async function storedSettings(): Promise<Record<string, string>> {
  const rows = await suite.h.sql<{ key: string; value: string }>(
    `select key, value from ${suite.h.a.schemaName}.settings`,
  );
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

describe('settings get', () => {
  it('REST GET /api/settings: {success, data}', async () => {
    const reply = await suite.h.rest('GET', '/api/settings', asOwner());
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.success).toBe(true);
    expect(reply.body.data.shopName).toBe('Alpha Solar');
  });
});

describe('settings update', () => {
  it('REST PATCH /api/settings with the whole object: {success}; stored; shop details follow', async () => {
    const reply = await suite.h.rest('PATCH', '/api/settings', { ...asOwner(), body: VALID });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.success).toBe(true);
    expect(await storedSettings()).toEqual(VALID);
    const shop = trpcData(
      await suite.h.trpcQuery('tenant.auth.shopDetails', undefined, { tenant: 'alpha' }),
    );
    expect(shop).toMatchObject({
      shopName: 'Alpha Solar Pvt Ltd',
      shopLogo: VALID.shopLogo,
      email: 'accounts@alpha.test',
    });
  });

  it.each([
    ['gstin', '19AAACR5055K1Z5', 'gstin: GSTIN check character is wrong'],
    ['gstin', '19AAACR5055', 'gstin: GSTIN must be 15 characters'],
    ['stateCode', '42', 'stateCode: Unknown state code'],
    ['stateCode', '27', 'stateCode: must match the GSTIN, which was issued in 19 - West Bengal'],
    ['invoiceStyle', '2', 'invoiceStyle: must be 0 (Default) or 1 (KW)'],
    ['invoiceNumberingFormat', 'INVOICE/{financialYear}/{number:4}', 'CGST Rule 46(b)'],
    ['invoiceNumberingFormat', 'INV {number}', 'a space'],
    ['quoteNumberingFormat', 'QT/{fiscalYear}', '{number}'],
    ['shopLogo', pngDataUrl(MB + 1), 'shopLogo: the image is 1.0 MB; the limit is 1.0 MB'],
    ['partnerLogo', pngDataUrl(2 * MB), 'partnerLogo: the image is 2.0 MB'],
    [
      'signature',
      `data:image/svg+xml;base64,${Buffer.from('<svg onload="alert(1)"/>').toString('base64')}`,
      'signature: SVG images are not accepted',
    ],
    [
      'shopLogo',
      `data:application/pdf;base64,${Buffer.from('%PDF-1.4').toString('base64')}`,
      "shopLogo: 'application/pdf' is not accepted",
    ],
    [
      'shopLogo',
      `data:image/png;base64,${Buffer.from('GIF89a....').toString('base64')}`,
      'not a valid PNG',
    ],
    ['shopLogo', 'https://evil.example/logo.png', 'shopLogo: must be an image file'],
    ['shopName', '', 'shopName: Shop name is required'],
    ['email', 'nope', 'email: Enter a valid email address'],
    ['ifscCode', 'SBIN123', 'IFSC'],
    ['accountNumber', '12-34', 'accountNumber'],
  ])('refuses %s = %s (tRPC and REST) and stores nothing', async (key, value, message) => {
    const before = await storedSettings();
    const reply = await suite.h.trpcMutation(
      'tenant.settings.update',
      { ...VALID, topText: 'CHANGED', [key]: value },
      asOwner(),
    );
    expect(reply.status, reply.text).toBe(400);
    expect(trpcError(reply).message).toContain(message);
    const rest = await suite.h.rest('PATCH', '/api/settings', {
      ...asOwner(),
      body: { ...VALID, topText: 'CHANGED', [key]: value },
    });
    expectRestError(rest, 400, message);
    expect(await storedSettings()).toEqual(before);
  });

  it('refuses an image over 16 megapixels with its size and the limit (tRPC and REST)', async () => {
    const before = await storedSettings();
    const body = { ...VALID, topText: 'CHANGED', shopLogo: await blankPng(5000, 4000) };
    const message =
      'Shop Logo: the image is 5000 × 4000 pixels (20 megapixels); ' +
      'the largest accepted is 4000 × 4000 (16 megapixels)';
    const reply = await suite.h.trpcMutation('tenant.settings.update', body, asOwner());
    expect(reply.status, reply.text).toBe(400);
    expect(trpcError(reply).message).toBe(message);
    expect(reply.body.error.data.details).toEqual({ field: 'shopLogo' });
    const rest = await suite.h.rest('PATCH', '/api/settings', { ...asOwner(), body });
    expect(rest.status).toBe(400);
    expect(rest.body).toEqual({
      error: message,
      code: 'BAD_REQUEST',
      details: { field: 'shopLogo' },
    });
    const unreadable = await suite.h.rest('PATCH', '/api/settings', {
      ...asOwner(),
      body: { ...body, shopLogo: VALID.shopLogo, signature: fakePng() },
    });
    expect(unreadable.body).toEqual({
      error: 'Signature: the file could not be read as a PNG, JPEG or WebP image',
      code: 'BAD_REQUEST',
      details: { field: 'signature' },
    });
    expect(await storedSettings()).toEqual(before);
    // Without the edit permission the image is never looked at: a plain 403.
    const viewer = await staffSession(suite.h, 'viewer@alpha.test', { 'change-details': ['view'] });
    const refused = await suite.h.rest('PATCH', '/api/settings', {
      tenant: 'alpha',
      cookie: viewer,
      body,
    });
    expectRestError(refused, 403, /permission/i);
    expect(await storedSettings()).toEqual(before);
  });

  it('refuses unknown keys and stores nothing', async () => {
    const before = await storedSettings();
    const reply = await suite.h.rest('PATCH', '/api/settings', {
      ...asOwner(),
      body: { ...VALID, topText: 'CHANGED', theme: 'dark', _id: 'abc' },
    });
    expectRestError(reply, 400, /Unrecognized keys/);
    expect(await storedSettings()).toEqual(before);
  });
});
