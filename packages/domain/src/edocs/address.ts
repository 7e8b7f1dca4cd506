import { STATES } from '../states';

/**
 * The shop keeps addresses as free text; both portals want address lines, a place and a PIN.
 * This reads them out of the text the way a person would: the last 6-digit number not part of a
 * longer number is the PIN, the last line or comma-separated part (skipping a state name) is the
 * place, and what is left is the address. Nothing is invented: a text without a PIN gives no PIN,
 * and the schema then names the missing field.
 */
export type PortalAddress = {
  /** 1–100 characters. */
  addr1: string;
  /** The overflow of a long address, when there is one. */
  addr2?: string;
  /** The town or city (Loc / fromPlace / toPlace), at most 50 characters. */
  place: string;
  pin?: number;
};

const PIN = /(?<!\d)([1-9]\d{5})(?!\d)/g;
const PIN_LABEL = /(?:\bpin\s*code|\bpincode|\bpin)\s*(?:no\.?)?\s*[:.-]?\s*$/i;
const EDGE_PUNCTUATION = /^[\s,.:;-]+|[\s,.:;-]+$/g;
const STATE_NAMES = new Set(STATES.map((s) => s.name.toUpperCase()));

/** Collapses whitespace and drops the characters the IRP refuses in text (" and \). */
export function portalText(value: string, maxLength = 100): string {
  return value.replace(/["\\]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, maxLength).trim();
}

function pinOf(text: string): { pin?: number; rest: string } {
  const matches = [...text.matchAll(PIN)];
  const last = matches.at(-1);
  if (!last) return { rest: text };
  const before = text.slice(0, last.index).replace(EDGE_PUNCTUATION, '').replace(PIN_LABEL, '');
  const after = text.slice(last.index + last[0].length);
  return { pin: Number(last[1]), rest: `${before}\n${after}` };
}

/** Address lines of at most 100 characters, breaking between parts where it can. */
function addressLines(parts: string[]): { addr1: string; addr2?: string } {
  const joined = portalText(parts.join(', '), 1000);
  if (joined.length <= 100) return { addr1: joined };
  let addr1 = '';
  let index = 0;
  for (; index < parts.length; index++) {
    const next = addr1 === '' ? (parts[index] ?? '') : `${addr1}, ${parts[index] ?? ''}`;
    if (next.length > 100) break;
    addr1 = next;
  }
  if (addr1 === '')
    return { addr1: joined.slice(0, 100).trim(), addr2: portalText(joined.slice(100)) };
  const addr2 = portalText(parts.slice(index).join(', '));
  return addr2.length >= 3 ? { addr1, addr2 } : { addr1 };
}

/**
 * `city` given (issue 30: the party's own city field): the place is that city, and the address
 * lines keep every part of the text but the PIN, a closing state name and a closing part that
 * only repeats the city. Without it, the place is read out of the text (the last part).
 */
export function splitAddress(text: string, city?: string): PortalAddress {
  const { pin, rest } = pinOf(text);
  const parts = rest
    .split(/[\n,]+/)
    .map((part) => portalText(part.replace(EDGE_PUNCTUATION, ''), 1000))
    .filter((part) => part !== '');
  if (parts.length > 1 && STATE_NAMES.has((parts.at(-1) ?? '').toUpperCase())) parts.pop();
  if (city !== undefined) {
    const place = portalText(city, 50);
    const last = (parts.at(-1) ?? '').toUpperCase();
    if (parts.length > 1 && place !== '' && last === place.toUpperCase()) parts.pop();
    const result: PortalAddress = { ...addressLines(parts), place };
    if (pin !== undefined) result.pin = pin;
    return result;
  }
  const last = parts.at(-1) ?? '';
  let place = last;
  let lines = parts.length > 1 ? parts.slice(0, -1) : parts;
  if (parts.length === 1) {
    // One run of text: the place is its last word when that is a word.
    const lastWord = last.split(' ').at(-1) ?? '';
    place = /^[A-Za-z][A-Za-z.]{2,}$/.test(lastWord) ? lastWord : last;
    lines = [last];
  }
  const result: PortalAddress = { ...addressLines(lines), place: portalText(place, 50) };
  if (pin !== undefined) result.pin = pin;
  return result;
}

/** A six-digit PIN kept apart from the address, as a number; undefined when not one. */
export function pinNumber(pinCode: string | undefined): number | undefined {
  const pin = (pinCode ?? '').trim();
  return /^[1-9]\d{5}$/.test(pin) ? Number(pin) : undefined;
}

/** Digits only, kept when the IRP's 6–12 digit rule allows (a leading +91 or 0 is dropped). */
export function portalPhone(value: string): string | undefined {
  let digits = value.replace(/\D/g, '');
  if (digits.length > 10 && digits.startsWith('91')) digits = digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return digits.length >= 6 && digits.length <= 12 ? digits : undefined;
}

/** Kept only when it looks like an e-mail address of 6–100 characters. */
export function portalEmail(value: string): string | undefined {
  const email = value.trim();
  return /^[A-Za-z0-9+_.-]+@[A-Za-z0-9.-]+$/.test(email) && email.length >= 6 && email.length <= 100
    ? email
    : undefined;
}
