// The PDF builders' formatters: brand colours and margins, amounts, dates, states, images.
import { formatDate, formatIndianNumber, formatINR, stateName } from '@gst/domain';
import type { DocDefinition, PdfNode } from './doc';
import type { ShopImages } from './types-shared';

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
