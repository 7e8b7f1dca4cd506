import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES, todayIN } from '@gst/domain';
import { confirmAction } from '../../../components/data';
import { toastText } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import {
  draftDifferenceNote,
  invoiceValuesFromDraft,
  type InvoiceFormValues,
} from '../invoices/invoiceForm';
import type { QuoteRow } from '../billing/types';

/**
 * Invoicing (spec §2, §4): after a confirmation, loads the quote (and its saved customer, for
 * the state that sets the place of supply) and hands the invoice drawer its filled values.
 */
export function useQuoteInvoicing(open: (values: InvoiceFormValues, note?: string) => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();

  return async (row: QuoteRow) => {
    const confirmed = await confirmAction({
      title: `Create an invoice from ${row.quoteType.toLowerCase()} ${row.quoteNumber}?`,
      message:
        'The invoice form opens filled from this quote. Nothing is saved until you save the invoice.',
      confirmLabel: 'Continue',
    });
    if (!confirmed) return;
    try {
      const [quote, draft] = await Promise.all([
        queryClient.fetchQuery({
          ...trpc.tenant.quotes.get.queryOptions({ id: row.id }),
          staleTime: 0,
        }),
        // The invoice input for the quote: its discount spread into pre-tax line discounts.
        queryClient.fetchQuery({
          ...trpc.tenant.quotes.invoiceDraft.queryOptions({ id: row.id }),
          staleTime: 0,
        }),
      ]);
      let billTo: { id: string; name: string; stateCode: number; isSez: boolean } | null = null;
      if (quote.customerId) {
        try {
          // The picker's lookup: open to quote writers, not only to viewers of customers.
          const [customer] = await queryClient.fetchQuery(
            trpc.tenant.customers.pick.queryOptions({ id: quote.customerId }),
          );
          billTo = customer ?? null;
        } catch {
          // The customer is gone or not readable: the user picks one in the drawer.
          billTo = null;
        }
      }
      const defaults = await queryClient
        .fetchQuery({ ...trpc.tenant.invoices.defaults.queryOptions(), staleTime: 60_000 })
        .catch(() => null);
      const terms = defaults?.termsAndConditions ?? '';
      open(
        invoiceValuesFromDraft(quote, draft, billTo, todayIN(), terms),
        draftDifferenceNote(draft),
      );
    } catch (error) {
      notifications.show({ color: 'red', message: toastText(error, MESSAGES.quotes.loadFailed) });
    }
  };
}
