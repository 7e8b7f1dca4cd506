// The PDF engine: a docDefinition (plain, structured-cloneable data) in, PDF bytes out.
//
// Plain JavaScript on purpose: the worker threads of the render pool import this file directly,
// under any runner (plain node, tsx, vitest) and with no build step. Types: engine.d.mts.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { installReuse } from './pdf-reuse.mjs';

const require = createRequire(import.meta.url);
/** pdfmake's server build is a singleton per module instance (so: per worker thread). */
const pdfmake = require('pdfmake');

const FONT_FILES = {
  normal: 'Roboto-Regular.ttf',
  bold: 'Roboto-Medium.ttf',
  italics: 'Roboto-Italic.ttf',
  bolditalics: 'Roboto-MediumItalic.ttf',
};

let ready = false;

/**
 * Loads Roboto (which has the ₹ sign) once into pdfmake's in-memory file system, so no document
 * ever reads a font file, and closes every door to the outside: documents may not read local
 * files or fetch URLs (images come only as data URLs in the `images` dictionary).
 */
export { setShortcuts } from './shortcuts.mjs';

export function setupEngine() {
  if (ready) return;
  const fontDir = join(dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
  const buffers = Object.values(FONT_FILES).map((file) => {
    const bytes = readFileSync(join(fontDir, file));
    pdfmake.virtualfs.writeFileSync(file, bytes);
    // The virtual file system hands back this very buffer, which keys the shared tables.
    return pdfmake.virtualfs.readFileSync(file);
  });
  // Font tables, shaped words and decoded images are kept for later documents, and a few hot
  // paths take less work (pdf-reuse.mjs, font-subset.mjs, pdf-lean.mjs; issue 20).
  installReuse(buffers);
  pdfmake.setFonts({ Roboto: { ...FONT_FILES } });
  pdfmake.setLocalAccessPolicy(() => false);
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setTableLayouts(TABLE_LAYOUTS);
  ready = true;
}

const RULE = '#9aa5b1';
const FAINT = '#d5dbe1';

/** Named table layouts (functions cannot cross a thread boundary, names can). */
const TABLE_LAYOUTS = {
  /** Items table: outer box, header rule, faint row rules, column rules. */
  gstItems: {
    hLineWidth: (i, node) => (i === 0 || i === node.table.body.length || i === 1 ? 0.8 : 0.4),
    vLineWidth: (i, node) => (i === 0 || i === node.table.widths.length ? 0.8 : 0.4),
    hLineColor: (i, node) => (i === 0 || i === 1 || i === node.table.body.length ? RULE : FAINT),
    vLineColor: () => FAINT,
    paddingLeft: () => 3,
    paddingRight: () => 3,
    paddingTop: () => 2.5,
    paddingBottom: () => 2.5,
    fillColor: (row) => (row === 0 ? '#eef2f5' : null),
  },
  /** A box around a group of cells, rules inside. */
  gstBox: {
    hLineWidth: () => 0.6,
    vLineWidth: () => 0.6,
    hLineColor: () => RULE,
    vLineColor: () => RULE,
    paddingLeft: () => 5,
    paddingRight: () => 5,
    paddingTop: () => 4,
    paddingBottom: () => 4,
  },
  /** Totals: no verticals, light rules. */
  gstTotals: {
    hLineWidth: (i, node) => (i === node.table.body.length - 1 ? 0.8 : 0),
    vLineWidth: () => 0,
    hLineColor: () => RULE,
    paddingLeft: () => 4,
    paddingRight: () => 4,
    paddingTop: () => 1.5,
    paddingBottom: () => 1.5,
  },
};

/** '{page}' and '{pages}' in a page decoration's text. */
function fill(template, page, pages) {
  return template.replaceAll('{page}', String(page)).replaceAll('{pages}', String(pages));
}

/**
 * The first page of each section: the top-level content nodes whose `id` is in `decor.sections`
 * (one per invoice copy). Read when headers and footers are drawn, after the content is laid out
 * and pdfmake has written each node's positions into it.
 */
function sectionStarts(doc, ids) {
  if (!ids || !ids.length) return [1];
  const wanted = new Set(ids);
  const starts = doc.content
    .filter((node) => node && typeof node === 'object' && wanted.has(node.id))
    .map((node) => Math.min(...(node.positions ?? []).map((p) => p.pageNumber)))
    .filter((page) => Number.isFinite(page));
  return starts.length ? [...new Set([1, ...starts])].sort((a, b) => a - b) : [1];
}

/** A page's number and page count inside its section (the whole document without sections). */
function inSection(starts, page, pages) {
  let index = 0;
  while (index + 1 < starts.length && starts[index + 1] <= page) index += 1;
  const first = starts[index];
  const next = starts[index + 1] ?? pages + 1;
  return { page: page - first + 1, pages: next - first };
}

/**
 * `decor` turns into pdfmake's header/footer functions inside the worker:
 * footerLeft / footerRight (with {page} and {pages}) on every page, and `continuedHeader` at the
 * top of every page after the first. With `sections`, both count within each section.
 */
function withDecor(doc, decor) {
  if (!decor) return doc;
  const margins = Array.isArray(doc.pageMargins) ? doc.pageMargins : [40, 40, 40, 40];
  const side = margins[0] ?? 40;
  // Worked out on every call: pdfmake may lay the content out again (page-break retries).
  const local = (page, pages) => inSection(sectionStarts(doc, decor.sections), page, pages);
  return {
    ...doc,
    background: decor.frame ? frame : undefined,
    header: decor.continuedHeader
      ? (page, pages) => {
          const at = local(page, pages);
          return at.page > 1
            ? {
                text: fill(decor.continuedHeader, at.page, at.pages),
                margin: [side, 14, side, 0],
                fontSize: 7.5,
                color: '#52606d',
              }
            : null;
        }
      : undefined,
    footer: (page, pages) => {
      const at = local(page, pages);
      return {
        columns: [
          { text: fill(decor.footerLeft ?? '', at.page, at.pages), alignment: 'left' },
          {
            text: fill(decor.footerRight ?? 'Page {page} of {pages}', at.page, at.pages),
            alignment: 'right',
          },
        ],
        margin: [side, 8, side, 0],
        fontSize: 7.5,
        color: '#52606d',
      };
    },
  };
}

/** A double border around the page, made afresh for each page (pdfmake mutates nodes). */
function frame(_page, pageSize) {
  const { width, height } = pageSize;
  return {
    canvas: [
      {
        type: 'rect',
        x: 18,
        y: 18,
        w: width - 36,
        h: height - 36,
        lineWidth: 2,
        lineColor: '#0f5132',
      },
      {
        type: 'rect',
        x: 24,
        y: 24,
        w: width - 48,
        h: height - 48,
        lineWidth: 0.6,
        lineColor: '#b08d2e',
      },
    ],
  };
}

/** Renders one document. `task.doc` is a pdfmake docDefinition without functions. */
export async function renderPdf(task) {
  setupEngine();
  const doc = withDecor(task.doc, task.decor);
  const buffer = await pdfmake.createPdf(doc).getBuffer();
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
