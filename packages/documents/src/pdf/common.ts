import { formatDate, formatIndianNumber, formatINR, stateName } from '@gst/domain';
import type { DocDefinition, PageDecor, PdfNode, RenderTask } from './doc';
import type { Party, ShopImages, ShopInfo } from './types';

/** Brand colours: a deep grid green and an amber accent (ui.md), greys for rules and notes. */
export const COLORS = {
  brand: '#0b5d4b',
  accent: '#b7791f',
  text: '#1f2933',
  muted: '#52606d',
  band: '#eef4f2',
} as const;

/** A4 with 28 pt margins: 539 pt of usable width. */
export const PAGE_MARGINS: [number, number, number, number] = [28, 32, 28, 36];

/** '123456.5' → '1,23,456.50' (Indian grouping; table cells carry the ₹ in their header). */
export function amount(value: string): string {
  return formatIndianNumber(value, { decimals: 2 });
}

/** '123456.5' → '₹1,23,456.50'. */
export function rupees(value: string): string {
  return formatINR(value);
}

/** '10.000' → '10', '2.500' → '2.5'. */
export function plainNumber(value: string): string {
  const n = Number(value);
  if (!Number.isFinite(n)) return value;
  return String(Math.round(n * 1000) / 1000);
}

/**
 * The font size at which a number fits its column on one line: Roboto's digits are 0.56 em
 * wide (commas and points narrower), so this errs on the small side. Never below 5 pt; a value
 * that does not fit even then wraps inside its cell rather than running out of it.
 */
export function fitSize(text: string, width: number, base: number): number {
  const needed = text.length * 0.56 * base;
  if (needed <= width) return base;
  return Math.max(5, Math.floor(((width - 0.5) / (text.length * 0.56)) * 10) / 10);
}

/** '18.00' → '18%'. */
export function percent(value: string): string {
  return `${plainNumber(value)}%`;
}

export function dateText(value: string | null): string {
  return value ? formatDate(value) : '';
}

/** 'West Bengal (19)': the state name with its two-digit GST code (Rule 46 (e), (n)). */
export function stateText(code: number | null): string {
  if (code === null) return '';
  const name = stateName(code) ?? 'Unknown state';
  return `${name} (${String(code).padStart(2, '0')})`;
}

const EMBEDDABLE = /^data:image\/(png|jpe?g);base64,[A-Za-z0-9+/]+={0,2}$/i;

/** PNG and JPEG data URLs only: pdfkit embeds nothing else, and nothing is read from disk. */
export function embeddable(dataUrl: string): boolean {
  return dataUrl.length > 0 && EMBEDDABLE.test(dataUrl);
}

/** The shop's images that can go into the PDF, keyed by their settings names. */
export function imagesOf(images: ShopImages): Record<string, string> {
  return Object.fromEntries(Object.entries(images).filter(([, url]) => embeddable(url)));
}

export function hasImage(doc: Pick<DocDefinition, 'images'>, name: keyof ShopImages): boolean {
  return Boolean(doc.images?.[name]);
}

/** A label–value line: 'GSTIN: 19AAB…' with the label muted. Empty values print nothing. */
export function field(label: string, value: string, options: { bold?: boolean } = {}): PdfNode {
  if (!value) return '';
  return {
    text: [
      { text: `${label}: `, color: COLORS.muted },
      { text: value, bold: options.bold ?? false },
    ],
  };
}

function contactLine(shop: ShopInfo): string {
  return [
    shop.mobileNumber && `Ph: ${shop.mobileNumber}`,
    shop.email && shop.email,
    shop.website && shop.website,
  ]
    .filter(Boolean)
    .join('  |  ');
}

/**
 * The letterhead: topText, then shop logo | name, address, contacts, GSTIN and state | partner
 * logo, then the document title on a band.
 */
export function letterhead(
  shop: ShopInfo,
  images: Record<string, string>,
  title: string,
  subtitle = '',
): PdfNode[] {
  const logo = (name: 'shopLogo' | 'partnerLogo', alignment: 'left' | 'right'): PdfNode =>
    images[name]
      ? { image: name, fit: [78, 52], alignment, width: 82 }
      : { text: '', width: images.shopLogo || images.partnerLogo ? 82 : 0 };
  const stateLine = [
    ...(shop.gstin
      ? [{ text: 'GSTIN: ', color: COLORS.muted }, { text: shop.gstin, bold: true }, '      ']
      : []),
    { text: 'State: ', color: COLORS.muted },
    stateText(shop.stateCode),
  ];
  return [
    shop.topText
      ? {
          text: shop.topText,
          alignment: 'center',
          fontSize: 7.5,
          color: COLORS.muted,
          margin: [0, 0, 0, 4],
        }
      : '',
    {
      columns: [
        logo('shopLogo', 'left'),
        {
          width: '*',
          alignment: 'center',
          stack: [
            { text: shop.name, fontSize: 17, bold: true, color: COLORS.brand },
            { text: shop.address, fontSize: 8, margin: [0, 2, 0, 0] },
            { text: contactLine(shop), fontSize: 8, color: COLORS.muted },
            { text: stateLine, fontSize: 8, margin: [0, 1, 0, 0] },
          ],
        },
        logo('partnerLogo', 'right'),
      ],
      columnGap: 8,
    },
    {
      margin: [0, 6, 0, 6],
      table: {
        widths: ['*', 'auto'],
        body: [
          [
            {
              text: title,
              bold: true,
              fontSize: 12.5,
              color: '#ffffff',
              characterSpacing: 0.6,
              fillColor: COLORS.brand,
              margin: [4, 2, 0, 1],
            },
            {
              text: subtitle,
              fontSize: 7,
              color: '#ffffff',
              fillColor: COLORS.brand,
              alignment: 'right',
              margin: [0, 5, 4, 0],
            },
          ],
        ],
      },
      layout: 'noBorders',
    },
  ];
}

/** A party's name, address, GSTIN, state and contact, under a heading. */
export function partyBlock(heading: string, party: Party | null, fallback = ''): PdfNode {
  if (!party) {
    return {
      stack: [
        { text: heading.toUpperCase(), style: 'boxHeading' },
        { text: fallback, color: COLORS.muted, italics: true },
      ],
    };
  }
  const contact = [party.phoneNumber && `Ph: ${party.phoneNumber}`, party.email]
    .filter(Boolean)
    .join('  |  ');
  return {
    stack: [
      { text: heading.toUpperCase(), style: 'boxHeading' },
      { text: party.name, bold: true, fontSize: 9.5 },
      party.address ? { text: party.address } : '',
      field('GSTIN', party.gstin || 'Unregistered', { bold: Boolean(party.gstin) }),
      field('State', stateText(party.stateCode)),
      contact ? { text: contact, color: COLORS.muted } : '',
    ],
  };
}

/** 'For <shop>', the signature image and 'Authorised Signatory'. */
export function signatureBlock(shop: ShopInfo, images: Record<string, string>): PdfNode {
  return {
    stack: [
      { text: `For ${shop.name}`, bold: true, alignment: 'right' },
      images.signature
        ? { image: 'signature', fit: [130, 46], alignment: 'right', margin: [0, 4, 0, 2] }
        : { text: ' ', margin: [0, 26, 0, 0] },
      { text: 'Authorised Signatory', alignment: 'right', color: COLORS.muted, fontSize: 7.5 },
    ],
    unbreakable: true,
  };
}

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

/** Free text under a REMARKS heading, or nothing. */
export function remarksBlock(remarks: string): PdfNode {
  if (!remarks.trim()) return '';
  return {
    stack: [
      { text: 'REMARKS', style: 'boxHeading' },
      { text: remarks.trim(), fontSize: 7.5 },
    ],
  };
}

/** Numbered terms from a textarea (one per line), or nothing. */
export function termsBlock(terms: string, heading = 'Terms & Conditions'): PdfNode {
  const lines = terms
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (!lines.length) return '';
  return {
    stack: [
      { text: heading, style: 'boxHeading' },
      { ol: lines, fontSize: 7.5, color: COLORS.text, separator: ['', '.'] },
    ],
  };
}

export function bankBlock(shop: ShopInfo): PdfNode {
  const { bank } = shop;
  if (!bank.bankName && !bank.accountNumber) return '';
  return {
    stack: [
      { text: 'Bank Details', style: 'boxHeading' },
      field('Bank', bank.bankName),
      field('A/c No.', bank.accountNumber, { bold: true }),
      field('IFSC', bank.ifscCode),
      field('Branch', bank.branch),
    ],
  };
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
