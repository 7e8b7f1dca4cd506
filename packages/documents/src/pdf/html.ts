/**
 * POST /api/print-dashboard: third-party dashboard HTML ({htmlToPrint}) → a PDF. The HTML is
 * first reduced to the subset in html-parse.ts (no attributes, scripts, styles or URLs survive),
 * then laid out with pdfmake: headings, paragraphs, bold/italic/underline, lists and tables.
 */
import { renderDocument } from '../pool';
import type { PdfNode, RenderTask } from './doc';
import { KEPT_TAGS, parseHtml, type HtmlElement, type HtmlNode } from './html-parse';

export { parseHtml, sanitiseHtml, KEPT_TAGS } from './html-parse';

type Inline = { text: string; bold?: boolean; italics?: boolean; decoration?: 'underline' };
type Marks = Omit<Inline, 'text'>;

const HEADING_SIZES: Record<string, number> = {
  h1: 18,
  h2: 15,
  h3: 13,
  h4: 11.5,
  h5: 10.5,
  h6: 10,
};
/** The kept tags laid out inline; every other kept tag is a block. */
const INLINE = new Set<string>(['span', 'br', 'strong', 'b', 'em', 'i', 'u']);
const BLOCK = new Set<string>(KEPT_TAGS.filter((tag) => !INLINE.has(tag)));
const MAX_COLUMNS = 30;

function isBlock(node: HtmlNode): node is HtmlElement {
  return node.type === 'element' && BLOCK.has(node.tag);
}

function marksOf(tag: string, marks: Marks): Marks {
  if (tag === 'strong' || tag === 'b' || tag === 'th') return { ...marks, bold: true };
  if (tag === 'em' || tag === 'i') return { ...marks, italics: true };
  if (tag === 'u') return { ...marks, decoration: 'underline' };
  return marks;
}

/**
 * pdfmake lays out a word wider than the line in time that grows with the square of its length
 * (a 20,000-character word took 46 s and 1 GB), so runs of more than 40 unbroken characters get a
 * zero-width space (a line-break opportunity that prints nothing) every 40 characters.
 */
export function breakLongWords(text: string): string {
  return text.replace(/[^\s\u200b]{41,}/g, (word) =>
    word.replace(/[^\s\u200b]{40}(?=.)/gu, '$&\u200b'),
  );
}

/** Inline runs of a node list; nested blocks become line breaks. Whitespace collapses. */
function inlines(nodes: HtmlNode[], marks: Marks, out: Inline[] = []): Inline[] {
  for (const node of nodes) {
    if (node.type === 'text') {
      const text = breakLongWords(node.text.replace(/[ \t\r\n\f]+/g, ' '));
      if (text) out.push({ text, ...marks });
    } else if (node.tag === 'br') {
      out.push({ text: '\n' });
    } else {
      if (isBlock(node) && out.length) out.push({ text: '\n' });
      inlines(node.children, marksOf(node.tag, marks), out);
    }
  }
  return out;
}

/** Trims the paragraph's outer spaces and the spaces around line breaks. */
function tidy(runs: Inline[]): Inline[] {
  const result = runs.map((r) => ({ ...r }));
  for (let i = 0; i < result.length; i++) {
    const run = result[i];
    if (!run) continue;
    const prev = result[i - 1];
    if (i === 0 || prev?.text.endsWith('\n') || prev?.text.endsWith(' '))
      run.text = run.text.replace(/^ +/, '');
    const next = result[i + 1];
    if (i === result.length - 1 || next?.text.startsWith('\n'))
      run.text = run.text.replace(/ +$/, '');
  }
  return result.filter((r) => r.text.length > 0);
}

/** pdfmake's layout time grows with the square of a paragraph's length across pages. */
const MAX_PARAGRAPH_CHARS = 2000;

/** Runs cut into pieces of at most MAX_PARAGRAPH_CHARS characters (at a space when there is one). */
function chunks(runs: Inline[]): Inline[][] {
  const out: Inline[][] = [[]];
  let size = 0;
  for (const run of runs) {
    let rest = run.text;
    while (rest.length) {
      const room = MAX_PARAGRAPH_CHARS - size;
      if (rest.length <= room) {
        out.at(-1)?.push({ ...run, text: rest });
        size += rest.length;
        break;
      }
      const space = Math.max(rest.lastIndexOf(' ', room), rest.lastIndexOf('\u200b', room));
      let cut = space > room / 2 ? space + 1 : room;
      // Never split a surrogate pair.
      if (/[\ud800-\udbff]/.test(rest.charAt(cut - 1))) cut--;
      if (cut > 0) out.at(-1)?.push({ ...run, text: rest.slice(0, cut) });
      rest = rest.slice(Math.max(cut, 0));
      out.push([]);
      size = 0;
    }
  }
  return out.filter((c) => c.length);
}

function paragraph(runs: Inline[], extra: Record<string, unknown> = {}): PdfNode | null {
  const text = tidy(runs);
  if (!text.length) return null;
  const length = text.reduce((n, r) => n + r.text.length, 0);
  if (length <= MAX_PARAGRAPH_CHARS) return { text, margin: [0, 0, 0, 4], ...extra };
  // A very long paragraph is printed as consecutive pieces, each laid out on its own.
  return { stack: chunks(text).map((piece) => ({ text: piece })), margin: [0, 0, 0, 4], ...extra };
}

/** Block content of a node list: runs of inline nodes become paragraphs. */
function blocks(nodes: HtmlNode[], marks: Marks): PdfNode[] {
  const out: PdfNode[] = [];
  let pending: HtmlNode[] = [];
  const flush = () => {
    const p = paragraph(inlines(pending, marks));
    if (p) out.push(p);
    pending = [];
  };
  for (const node of nodes) {
    if (!isBlock(node)) {
      pending.push(node);
      continue;
    }
    flush();
    const block = blockOf(node, marks);
    if (block) out.push(block);
  }
  flush();
  return out;
}

function blockOf(node: HtmlElement, marks: Marks): PdfNode | null {
  const heading = HEADING_SIZES[node.tag];
  if (heading) {
    return paragraph(inlines(node.children, { ...marks, bold: true }), {
      fontSize: heading,
      margin: [0, 6, 0, 4],
    });
  }
  if (node.tag === 'ul' || node.tag === 'ol') {
    const items = node.children
      .filter((c): c is HtmlElement => c.type === 'element' && c.tag === 'li')
      .map((li) => ({ stack: blocks(li.children, marks) }));
    return items.length ? { [node.tag]: items, margin: [0, 0, 0, 6] } : null;
  }
  if (node.tag === 'table') return table(node, marks);
  // p, div, li, and table parts met outside a table: their content as blocks.
  const inner = blocks(node.children, marks);
  return inner.length ? { stack: inner } : null;
}

function rowsOf(
  node: HtmlElement,
  inHead: boolean,
  out: { cells: HtmlElement[]; head: boolean }[],
) {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (child.tag === 'tr') {
      const cells = child.children.filter(
        (c): c is HtmlElement => c.type === 'element' && (c.tag === 'td' || c.tag === 'th'),
      );
      out.push({ cells, head: inHead });
    } else if (child.tag === 'thead' || child.tag === 'tbody' || child.tag === 'tfoot') {
      rowsOf(child, child.tag === 'thead', out);
    }
  }
  return out;
}

function table(node: HtmlElement, marks: Marks): PdfNode | null {
  const rows = rowsOf(node, false, []).filter((r) => r.cells.length > 0);
  if (!rows.length) return null;
  const columns = Math.min(MAX_COLUMNS, Math.max(...rows.map((r) => r.cells.length)));
  const body = rows.map((row) =>
    Array.from({ length: columns }, (_, i) => {
      const cell = row.cells[i];
      if (!cell) return '';
      const content = blocks(cell.children, marksOf(cell.tag, marks));
      return content.length === 1 ? content[0] : { stack: content };
    }),
  );
  let headerRows = 0;
  while (rows[headerRows]?.head) headerRows++;
  return {
    table: { headerRows, widths: Array.from({ length: columns }, () => '*'), body },
    layout: 'lightHorizontalLines',
    fontSize: 8.5,
    margin: [0, 2, 0, 8],
  };
}

/** The pdfmake content for sanitised HTML (exported for tests). */
export function htmlToContent(html: string): PdfNode[] {
  return blocks(parseHtml(html), {});
}

/** The PDF of sanitised HTML: A4, Roboto, a footer with the title and page numbers. */
export function htmlDocument(html: string, options: { title: string }): RenderTask {
  const content = htmlToContent(html);
  return {
    doc: {
      info: { title: options.title, creator: 'GST Platform' },
      pageSize: 'A4',
      pageMargins: [40, 40, 40, 40],
      defaultStyle: { font: 'Roboto', fontSize: 9.5 },
      content: content.length ? content : [{ text: 'No content.', color: '#868e96' }],
    },
    decor: { footerLeft: options.title },
  };
}

/** Rendered on the PDF worker pool. */
export function printHtmlToPdf(html: string, options: { title: string }): Promise<Uint8Array> {
  return renderDocument(htmlDocument(html, options));
}
