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

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The address with its city and PIN after it ('4 Lake Road, Kolkata - 700029'), each left out when
 * the text already holds it (addresses typed before issue 30 often end with both).
 */
export function addressText(place: { address: string; city?: string; pinCode?: string }): string {
  const address = place.address.trim();
  const city = (place.city ?? '').trim();
  // Without a PIN of its own, one the address ends with is the PIN.
  const pin = (place.pinCode ?? '').trim() || (/(?<!\d)[1-9]\d{5}$/.exec(address)?.[0] ?? '');
  const cityShown = city !== '' && new RegExp(`\\b${escapeRegExp(city)}\\b`, 'i').test(address);
  const pinShown = pin !== '' && address.includes(pin);
  const cityPart = cityShown ? '' : city;
  const pinPart = pinShown ? '' : pin;
  // An address that ends with its PIN ('5 Park Street - 700016', as issued invoices store the
  // shop's) takes the city before it.
  if (cityPart && pinShown && address.endsWith(pin)) {
    const head = address.slice(0, -pin.length).replace(/[\s,–-]+$/, '');
    return head ? `${head}, ${cityPart} - ${pin}` : `${cityPart} - ${pin}`;
  }
  if (!cityPart && !pinPart) return address;
  if (!address) return [cityPart, pinPart].filter(Boolean).join(' - ');
  if (!cityPart) return `${address} - ${pinPart}`;
  return `${address}, ${[cityPart, pinPart].filter(Boolean).join(' - ')}`;
}
