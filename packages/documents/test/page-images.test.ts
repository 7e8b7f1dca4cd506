import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { setShortcuts, setupEngine } from '../runtime/pdf-engine.mjs';
import { installed } from '../runtime/shortcuts.mjs';
import { closePdfPool, renderDocuments } from '../src/pool';
import { renderInThread } from '../src/pdf/render';
import { invoiceDocument } from '../src/pdf/invoice';
import { renderPdf } from '../runtime/pdf-engine.mjs';
import { manyLinesSample, PAGE_SET, plainSample } from './fixtures/page-set';
import { keepDifference, pageImages, pixelDifference, readPage, writePage } from './page-images';
import type { PageImage } from './page-images';
import { PDFTOPPM } from './qr';

/**
 * Issue 20: the renderer was made faster without changing a pixel. The pages in
 * fixtures/pages/ were drawn (pdftoppm, 72 dpi, RGB) from the renderer as it was before that
 * work; each invoice of the fixed set is drawn again now and must match exactly. Exactly, not
 * within a tolerance: the fonts, images and poppler are the same, so any differing pixel is a
 * real change (a glyph moved by a fraction of a point changes its anti-aliasing).
 *
 * An intended change to the invoice layout redraws the references:
 *   UPDATE_PAGE_IMAGES=1 npx vitest run test/page-images.test.ts
 * and the commit says why. A page that differs is kept in .cache/page-images/ (actual, expected
 * and a copy with the differing pixels in red) for looking at.
 */
const DPI = 72;
const PAGES = fileURLToPath(new URL('./fixtures/pages/', import.meta.url));
const KEEP = fileURLToPath(new URL('../.cache/page-images/', import.meta.url));
const UPDATE = process.env.UPDATE_PAGE_IMAGES === '1';

const reference = (name: string, page: number) => join(PAGES, `${name}-${page}.ppm.gz`);

function expectSamePages(name: string, pdf: Uint8Array, pages: number, pass: string) {
  const images = pageImages(pdf, DPI);
  expect(images, `${name}: page count`).toHaveLength(pages);
  images.forEach((image: PageImage, index) => {
    const file = reference(name, index + 1);
    if (UPDATE && pass === 'first') {
      mkdirSync(PAGES, { recursive: true });
      writePage(file, image);
      return;
    }
    expect(existsSync(file), `${file} exists`).toBe(true);
    const expected = readPage(file);
    const difference = pixelDifference(image, expected);
    if (difference.pixels) keepDifference(KEEP, `${name}-${index + 1}.${pass}`, image, expected);
    expect(difference, `${name} page ${index + 1} (${pass})`).toEqual({ pixels: 0, box: '' });
  });
}

const names = Object.keys(PAGE_SET);

describe.skipIf(!PDFTOPPM)('invoice pages are drawn exactly as before', () => {
  afterAll(() => closePdfPool());

  it('every shortcut of the render thread is installed (so the pages below are drawn with them)', () => {
    setupEngine();
    expect(installed).toEqual({
      fontTables: true,
      wordLayouts: true,
      images: true,
      fontSubsets: true,
      styleLookups: true,
      contentStreams: true,
    });
  });

  it.each(names)('%s', async (name) => {
    const { task, pages } = PAGE_SET[name]!;
    expectSamePages(name, await renderInThread(task()), pages, 'first');
  });

  it('again, in the other order, once every cache of the thread is warm', async () => {
    for (const name of [...names].reverse()) {
      const { task, pages } = PAGE_SET[name]!;
      expectSamePages(name, await renderInThread(task()), pages, 'again');
    }
  });

  it('with every shortcut off (each document from scratch, the plain pdfmake and pdfkit way)', async () => {
    setShortcuts(false);
    try {
      for (const name of names) {
        const { task, pages } = PAGE_SET[name]!;
        expectSamePages(name, await renderInThread(task()), pages, 'plain');
      }
    } finally {
      setShortcuts(true);
    }
  });

  it('without images, the very same bytes with the shortcuts on and off', async () => {
    // With images the objects may be written in another order (a kept image is ready at once,
    // a decoded one a few ticks later), so those are compared as pixels above.
    const withoutImages = (data: ReturnType<typeof plainSample>) => ({
      ...data,
      shop: { ...data.shop, images: { shopLogo: '', partnerLogo: '', signature: '' } },
    });
    for (const data of [plainSample(), withoutImages(manyLinesSample())]) {
      const task = () => {
        const made = invoiceDocument(data);
        // A fixed date: it is written into the PDF and its file ID.
        made.doc.info = { ...made.doc.info, creationDate: new Date('2026-11-21T10:00:00Z') };
        return made;
      };
      setShortcuts(false);
      const plain = Buffer.from(await renderPdf(task()));
      setShortcuts(true);
      await renderPdf(task());
      const fast = Buffer.from(await renderPdf(task()));
      expect(fast.equals(plain)).toBe(true);
    }
  });

  it('through the worker pool, all at once', async () => {
    const pdfs = await renderDocuments(names.map((name) => PAGE_SET[name]!.task()));
    names.forEach((name, index) => {
      expectSamePages(name, pdfs[index]!, PAGE_SET[name]!.pages, 'pool');
    });
  });
});
