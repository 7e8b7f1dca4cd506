/**
 * Formatting for the share page, on the decimal strings the server sends (never floats): rupees in
 * the Indian grouping ('₹1,23,456.78'), dates as 'dd MMM yyyy', and each status's words and colour.
 */
export function rupees(amount: string): string {
  const negative = amount.trim().startsWith('-');
  const [whole = '0', fraction = ''] = amount.trim().replace(/^-/, '').split('.');
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${last3}` : last3;
  return `${negative ? '-' : ''}₹${grouped}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

/** True when a decimal string is above zero. */
export function isPositive(amount: string): boolean {
  return /^\d*\.?\d+$/.test(amount) && /[1-9]/.test(amount);
}

type Status = { label: string; color: string };

export const INVOICE_STATUS: Record<string, Status> = {
  paid: { label: 'Paid', color: 'green' },
  'partly-paid': { label: 'Partly paid', color: 'yellow' },
  unpaid: { label: 'Due', color: 'orange' },
  overdue: { label: 'Overdue', color: 'red' },
  cancelled: { label: 'Cancelled', color: 'gray' },
};

export const QUOTE_STATUS: Record<string, Status> = {
  valid: { label: 'Valid', color: 'green' },
  accepted: { label: 'Accepted', color: 'green' },
  expired: { label: 'Expired', color: 'gray' },
  rejected: { label: 'Declined', color: 'red' },
  invoiced: { label: 'Converted to invoice', color: 'blue' },
};

export const STATEMENT_KINDS: Record<string, string> = {
  invoice: 'Invoice',
  'credit-note': 'Credit note',
  'debit-note': 'Debit note',
  receipt: 'Payment',
  refund: 'Refund',
};
