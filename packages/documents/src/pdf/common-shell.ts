// The PDF builders' document shell: styles, pruning, the business document with its footer and
// stamp.
import type { DocDefinition, PageDecor, PdfNode, RenderTask } from './doc';
import { COLORS, PAGE_MARGINS } from './common-format';
import type { ShopInfo } from './types-shared';

/** The footer: 'Subject to <city> jurisdiction. This is a computer-generated <document>.' */
export function computerGenerated(shop: ShopInfo, document: string): string {
  const jurisdiction = shop.jurisdiction ? `Subject to ${shop.jurisdiction} jurisdiction. ` : '';
  return `${jurisdiction}This is a computer-generated ${document}.`;
}

/** A stamp drawn across every page (CANCELLED, REVERSED): red, faint, slanted. */
export function stampWatermark(text: string) {
  return { text, color: '#c53030', opacity: 0.18, bold: true, angle: -40 } as const;
}

/** The title band's text: 'CREDIT NOTE', or 'CREDIT NOTE — CANCELLED' when stamped. */
export function stampedTitle(title: string, stamp: string | null): string {
  return stamp ? `${title} — ${stamp}` : title;
}

/**
 * A business document (invoice, note, receipt, statement) as a render task: the shell with the
 * stamp's watermark on every page when there is one; from the second page on '<shop> ·
 * <heading> (continued)' at the top; on every page the jurisdiction and 'This is a
 * computer-generated <document>.' line and 'Page N of M'.
 */
export function businessDocument(options: {
  shop: ShopInfo;
  images: Record<string, string>;
  content: PdfNode[];
  /** The PDF's title property ('Payment Receipt RCT/26-27/0012'). */
  title: string;
  /** What the continued header names ('Payment Receipt RCT/26-27/0012 dated 08 Dec 2026'). */
  heading: string;
  /** What the footer calls the document ('receipt'). */
  document: string;
  /** 'CANCELLED', 'REVERSED' or null. */
  stamp: string | null;
  sections?: PageDecor['sections'];
}): RenderTask {
  const { shop, stamp } = options;
  const doc = documentShell(options.content, options.images, options.title, shop.name);
  if (stamp) doc.watermark = stampWatermark(stamp);
  const decor: PageDecor = {
    continuedHeader: `${shop.name}  ·  ${options.heading} (continued)`,
    footerLeft: computerGenerated(shop, options.document),
    footerRight: 'Page {page} of {pages}',
  };
  if (options.sections) decor.sections = options.sections;
  return { doc, decor };
}

export const BASE_STYLES: Record<string, Record<string, unknown>> = {
  boxHeading: {
    fontSize: 7,
    bold: true,
    color: COLORS.brand,
    characterSpacing: 0.6,
    margin: [0, 0, 0, 2],
  },
  th: { bold: true, fontSize: 7, color: COLORS.text, alignment: 'center' },
  num: { alignment: 'right' },
  totalLabel: { color: COLORS.muted, alignment: 'right' },
  grand: { bold: true, fontSize: 11, color: COLORS.brand },
};

/**
 * Drops the empty strings that optional parts leave in stacks and in the content (each would
 * print as a blank line); table cells stay, since a row needs every cell.
 */
export function prune(node: PdfNode): PdfNode {
  if (Array.isArray(node)) return node.map(prune);
  if (typeof node === 'string') return node;
  const out: Record<string, unknown> = { ...node };
  for (const key of ['stack', 'columns', 'ul', 'ol'] as const) {
    const value = out[key];
    if (Array.isArray(value)) {
      out[key] = (value as PdfNode[])
        .filter((child) => child !== '' || key === 'columns')
        .map(prune);
    }
  }
  const table = out.table as { body?: PdfNode[][] } | undefined;
  if (table?.body) out.table = { ...table, body: table.body.map((row) => row.map(prune)) };
  return out;
}

/** The document shell shared by every PDF. */
export function documentShell(
  content: PdfNode[],
  images: Record<string, string>,
  title: string,
  author: string,
): DocDefinition {
  return {
    pageSize: 'A4',
    pageMargins: PAGE_MARGINS,
    content: content.filter((node) => node !== '').map(prune),
    images,
    styles: BASE_STYLES,
    defaultStyle: { font: 'Roboto', fontSize: 8, color: COLORS.text, lineHeight: 1.15 },
    info: { title, author, creator: 'GST Platform' },
  };
}
