// @engines pglite
// Image decoding and PDF rendering; the settings row is the same upsert settings.test.ts runs on
// every engine (docs/CONVENTIONS.md, Engines).
import { afterAll, describe, expect, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { closeDocumentRenderer } from '../../src/services/documents/documents.service';
import { renderDocument } from '@gst/documents';
import { auditLog } from '@gst/db/schema';
import type { ServiceCtx } from '../../src/services/context';
import { prepareFile } from '../../src/services/documents/stored-files';
import { ZInvoiceCreate } from '../../src/services/invoices/invoices.schema';
import { createInvoice } from '../../src/services/invoices/invoices.service';
import { ZSettingsUpdate } from '../../src/services/settings/settings.schema';
import { getSettings, updateSettings } from '../../src/services/settings/settings.service';
import { appErrorOf, asProcedure, serviceSuite } from '../service-harness';
import { batteryInvoice, seedBilling, setSetting } from './billing-fixtures';
import {
  blankPng,
  bytesOf,
  decode,
  fakePng,
  halfTransparent,
  opaque,
  pdfImageSizes,
  typeOf,
} from './image-fixtures';

/**
 * Issue 28, item 6: a shop image is refused over 16 megapixels (read from its header, never
 * decoded) and stored at print size (logos within 600 × 600, the signature within 600 × 200);
 * a PDF draws a stored image that is too big fitted, or leaves it out when it is over the budget.
 */
const suite = serviceSuite({ seed: ({ tx }) => seedBilling(tx) });
const update = asProcedure(ZSettingsUpdate, updateSettings);
const create = asProcedure(ZInvoiceCreate, createInvoice);

afterAll(() => closeDocumentRenderer());

const settingsAudits = async ({ tx }: ServiceCtx) =>
  (await tx.select().from(auditLog).where(eq(auditLog.action, 'settings.update'))).length;

describe('the pixel budget', () => {
  suite.it(
    'refuses a 12000 × 12000 PNG of a few hundred KB, naming its size and the limit; saves nothing',
    async (ctx) => {
      const huge = await blankPng(12000, 12000);
      expect(bytesOf(huge).length).toBeLessThan(600 * 1024); // inside the 1 MB byte limit
      const before = await getSettings(ctx);
      const audits = await settingsAudits(ctx);
      const error = await appErrorOf(update(ctx, { shopName: 'Changed', shopLogo: huge }));
      expect(error.appCode).toBe('BAD_REQUEST');
      expect(error.message).toBe(
        'Shop Logo: the image is 12000 × 12000 pixels (144 megapixels); ' +
          'the largest accepted is 4000 × 4000 (16 megapixels)',
      );
      expect(error.details).toEqual({ field: 'shopLogo' });
      expect(await getSettings(ctx)).toEqual(before);
      expect(await settingsAudits(ctx)).toBe(audits);
    },
    120_000,
  );

  suite.it(
    'accepts 4000 × 4000 (exactly 16 megapixels) and stores it within 600 × 600',
    async (ctx) => {
      const saved = await update(ctx, { partnerLogo: await blankPng(4000, 4000) });
      const stored = await decode(saved.partnerLogo);
      expect([stored.format, stored.width, stored.height]).toEqual(['png', 600, 600]);
    },
    60_000,
  );

  suite.it('refuses an image that passes the byte check but does not decode', async (ctx) => {
    const error = await appErrorOf(update(ctx, { signature: fakePng() }));
    expect(error.message).toBe(
      'Signature: the file could not be read as a PNG, JPEG or WebP image',
    );
    expect((await getSettings(ctx)).signature).toBe('');
  });
});

describe('print size', () => {
  suite.it('stores a 3000 × 1500 logo at 600 × 300 and keeps its transparency', async (ctx) => {
    const saved = await update(ctx, { shopLogo: await halfTransparent(3000, 1500) });
    expect(typeOf(saved.shopLogo)).toBe('image/png');
    const logo = await decode((await getSettings(ctx)).shopLogo);
    expect([logo.format, logo.width, logo.height, logo.hasAlpha]).toEqual(['png', 600, 300, true]);
    expect(logo.alphaAt(10, 150)).toBe(0); // the transparent half
    expect(logo.alphaAt(590, 150)).toBe(255);
  });

  suite.it('fits the signature within 600 × 200 (3000 × 1500 → 400 × 200)', async (ctx) => {
    const saved = await update(ctx, { signature: await halfTransparent(3000, 1500) });
    const signature = await decode(saved.signature);
    expect([signature.width, signature.height, signature.hasAlpha]).toEqual([400, 200, true]);
  });

  suite.it('a JPEG stays JPEG; a WebP becomes PNG (with alpha) or JPEG (opaque)', async (ctx) => {
    const saved = await update(ctx, {
      shopLogo: await opaque(1600, 1200, 'jpeg'),
      partnerLogo: await halfTransparent(1200, 1200, 'webp'),
      signature: await opaque(900, 300, 'webp'),
    });
    const [logo, partner, signature] = await Promise.all(
      [saved.shopLogo, saved.partnerLogo, saved.signature].map(decode),
    );
    expect(typeOf(saved.shopLogo)).toBe('image/jpeg');
    expect([logo?.format, logo?.width, logo?.height]).toEqual(['jpeg', 600, 450]);
    expect(typeOf(saved.partnerLogo)).toBe('image/png');
    expect([partner?.width, partner?.height, partner?.alphaAt(5, 5)]).toEqual([600, 600, 0]);
    expect(typeOf(saved.signature)).toBe('image/jpeg');
    expect([signature?.width, signature?.height]).toEqual([600, 200]);
  });

  suite.it('keeps an image already within its box byte for byte', async (ctx) => {
    const small = await halfTransparent(300, 100);
    const jpeg = await opaque(500, 500, 'jpeg');
    const saved = await update(ctx, { shopLogo: small, partnerLogo: jpeg });
    expect([saved.shopLogo === small, saved.partnerLogo === jpeg]).toEqual([true, true]);
  });
});

describe('PDFs', () => {
  const log = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

  suite.it('the invoice PDF draws the stored logo at its stored size', async (ctx) => {
    const saved = await update(ctx, { shopLogo: await halfTransparent(3000, 1500) });
    const invoice = await create(ctx, batteryInvoice(suite.fx, '2025-11-21', '65000'));
    const prepared = await prepareFile({ ...ctx, log: log() }, 'invoice', invoice.id);
    if (prepared.state !== 'render') throw new Error('expected a new file');
    expect(prepared.task.doc.images?.shopLogo === saved.shopLogo).toBe(true);
    const pdf = await renderDocument(prepared.task);
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(pdfImageSizes(pdf)).toContainEqual([600, 300]);
  });

  suite.it(
    'a stored image over the budget is left out with a warning; one too big is fitted',
    async (ctx) => {
      // Stored before the budget existed: written straight into the table.
      await setSetting(ctx.tx, 'shopLogo', await blankPng(5000, 4000));
      await setSetting(ctx.tx, 'signature', await halfTransparent(3000, 1500));
      const invoice = await create(ctx, batteryInvoice(suite.fx, '2025-11-21', '65000'));
      const warnings = log();
      const prepared = await prepareFile({ ...ctx, log: warnings }, 'invoice', invoice.id);
      if (prepared.state !== 'render') throw new Error('expected a new file');
      const images = prepared.task.doc.images ?? {};
      expect('shopLogo' in images).toBe(false);
      expect(warnings.warn).toHaveBeenCalledWith(
        { image: 'shopLogo', reason: 'too-large' },
        'Shop Logo left out of the PDF: the image is 5000 × 4000 pixels (20 megapixels); ' +
          'the largest accepted is 4000 × 4000 (16 megapixels)',
      );
      const signature = await decode(images.signature ?? '');
      expect([signature.width, signature.height]).toEqual([400, 200]);
      const pdf = await renderDocument(prepared.task);
      expect(pdfImageSizes(pdf)).toContainEqual([400, 200]);
    },
    60_000,
  );
});
