import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatINR, type PaymentStatus } from '@gst/domain';
import { useTRPC } from '../../../lib/trpc';
import type { InvoiceRow } from '../billing/types';

/** Colours and words of an invoice's payment status (issue 16). */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, { label: string; color: string }> = {
  unpaid: { label: 'Unpaid', color: 'dimmed' },
  // The light-variant text shades: AA contrast (4.5:1+) on the table in both schemes (theme.ts).
  'partly-paid': { label: 'Partly paid', color: 'var(--mantine-color-orange-light-color)' },
  paid: { label: 'Paid', color: 'var(--mantine-color-teal-light-color)' },
  overdue: { label: 'Overdue', color: 'var(--mantine-color-red-light-color)' },
};

/**
 * The invoice list's Total Amount cell with the payment status under it (issue 16): unpaid,
 * partly paid, paid or overdue, and what is still due; read for the rows on the page in one call.
 * Under the amount rather than in a column of its own, so the row actions keep their room.
 */
export function usePaymentStatusCell(
  rows: readonly InvoiceRow[],
  amount: (row: InvoiceRow) => string,
): (row: InvoiceRow) => ReactNode {
  const trpc = useTRPC();
  const ids = rows.filter((r) => r.status !== 'cancelled').map((r) => r.id);
  const balances = useQuery({
    ...trpc.tenant.payments.invoiceBalances.queryOptions({ ids }),
    enabled: ids.length > 0,
  });
  const byId = new Map((balances.data ?? []).map((b) => [b.invoiceId, b]));
  return (row) => {
    const found = byId.get(row.id);
    const status = found ? PAYMENT_STATUS_LABELS[found.status] : null;
    return (
      <Stack gap={2} align="flex-end">
        <span>{amount(row)}</span>
        {found && status ? (
          <Text size="xs" fw={600} c={status.color} style={{ whiteSpace: 'nowrap' }}>
            {status.label}
            {found.status === 'partly-paid' || found.status === 'overdue'
              ? ` · ${formatINR(found.balance)} due`
              : ''}
          </Text>
        ) : null}
      </Stack>
    );
  };
}
