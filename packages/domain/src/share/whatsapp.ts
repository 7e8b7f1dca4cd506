/**
 * "Share on WhatsApp" (issue 34): WhatsApp's click-to-chat link `https://wa.me/<number>?text=…`
 * opens a chat with the number (digits only, country code first, no '+' or leading 0) and the
 * message typed in. Without a number wa.me lets the sender pick the chat.
 */

/**
 * A phone number as wa.me takes it: an Indian mobile or landline written any usual way
 * ('98300 12345', '+91-98300-12345', '09830012345', '919830012345') becomes '919830012345'; a
 * number already with another country code ('+44 20 7946 0958') keeps its digits. Anything that
 * cannot be a phone number gives null (then the link opens WhatsApp without a chat picked).
 */
export function whatsAppPhone(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const trimmed = phone.trim();
  if (!trimmed) return null;
  const international = trimmed.startsWith('+') || trimmed.startsWith('00');
  const digits = trimmed.replace(/\D/g, '');
  if (!digits) return null;
  if (international) {
    const number = trimmed.startsWith('00') ? digits.slice(2) : digits;
    // E.164: a country code and at most 15 digits in all; an Indian number is 91 + 10 digits.
    if (number.startsWith('91')) return /^91[1-9]\d{9}$/.test(number) ? number : null;
    return /^[1-9]\d{7,14}$/.test(number) ? number : null;
  }
  // The ways an Indian number is written: 10 digits, 0 + 10 digits, 91 + 10 digits.
  const indian = /^(?:91|0)?([1-9]\d{9})$/.exec(digits);
  return indian?.[1] ? `91${indian[1]}` : null;
}

/** `https://wa.me/<number>?text=<message>`, or `https://wa.me/?text=<message>` with no number. */
export function whatsAppUrl(phone: string | null | undefined, message: string): string {
  const number = whatsAppPhone(phone);
  const text = encodeURIComponent(message);
  return `https://wa.me/${number ?? ''}?text=${text}`;
}

export type ShareMessageInput = {
  kind: 'invoice' | 'quote' | 'statement';
  shopName: string;
  /** The buyer's name; the greeting is left out without one. */
  customerName?: string | null;
  /** The invoice or quote number; for a statement its period ('1 Apr 2026 to 30 Jun 2026'). */
  reference: string;
  /** Rupees due ('1234.50'), shown when above 0. */
  amountDue?: string | null;
  url: string;
};

const KIND_WORDS = { invoice: 'invoice', quote: 'quotation', statement: 'statement of account' };

/** '₹1,23,456.50' in the Indian grouping, for a message. */
function rupees(amount: string): string {
  const [whole = '0', fraction = '00'] = amount.split('.');
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${last3}` : last3;
  return `₹${grouped}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

/** The message the WhatsApp chat (and a copied link) is prefilled with. */
export function shareMessage(input: ShareMessageInput): string {
  const greeting = input.customerName?.trim() ? `Dear ${input.customerName.trim()},\n` : '';
  const what =
    input.kind === 'statement'
      ? `your ${KIND_WORDS.statement} for ${input.reference}`
      : `${input.kind === 'invoice' ? 'invoice' : 'quotation'} ${input.reference}`;
  const due =
    input.amountDue && /^\d+(\.\d+)?$/.test(input.amountDue) && Number(input.amountDue) > 0
      ? ` Amount due: ${rupees(input.amountDue)}.`
      : '';
  return `${greeting}Here is ${what} from ${input.shopName}.${due}\nView and download it: ${input.url}`;
}
