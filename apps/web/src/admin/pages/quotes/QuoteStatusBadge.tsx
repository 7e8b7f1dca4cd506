import { Anchor, Badge, type MantineSize } from '@mantine/core';
import { Link } from 'react-router';

const COLORS: Record<string, string> = {
  Pending: 'orange',
  Approved: 'green',
  // Issue 29: derived on read; an invoiced quote is done, an expired one lapsed.
  Invoiced: 'blue',
  Expired: 'gray',
};

/**
 * Pending orange, Approved green, Invoiced blue, Expired gray, anything else (Rejected) red
 * (spec §4, ui.md, issue 29). Upper case, as the list shows it.
 */
export function QuoteStatusBadge({ status, size = 'sm' }: { status: string; size?: MantineSize }) {
  return (
    <Badge
      color={COLORS[status] ?? 'red'}
      variant="light"
      size={size}
      style={{ flexShrink: 0, minWidth: 'max-content' }}
    >
      {status}
    </Badge>
  );
}

/** The invoice list filtered to `invoiceNumber` (a quote's link to the invoice it became). */
export function invoiceHref(invoiceNumber: string): string {
  return `/admin/manage-invoice?search=${encodeURIComponent(invoiceNumber)}`;
}

/** A link to the invoice a quote became. */
export function InvoiceLink({ number, size = 'xs' }: { number: string; size?: MantineSize }) {
  return (
    <Anchor component={Link} to={invoiceHref(number)} size={size} style={{ whiteSpace: 'nowrap' }}>
      {number}
    </Anchor>
  );
}
