import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_STATE_CODE, MESSAGES, formatDate, todayIN } from '@gst/domain';
import { confirmAction, usePagePermissions } from '../../../components/data';
import { toastText } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import {
  draftDifferenceNote,
  invoiceValuesFromDraft,
  type InvoiceFormValues,
} from '../invoices/invoiceForm';
import type { QuoteDetail, QuoteRow } from '../billing/types';
import { chooseLeadCustomer, leadCustomerValues } from './LeadCustomerModal';

type BillTo = { id: string; name: string; stateCode: number; isSez: boolean };

/**
 * What the confirmation says before a quote is invoiced (issue 29): an expired quote is warned
 * about (the shop may still honour it, so it is allowed), and a lead is told it needs a customer.
 */
export function invoicingMessage(
  row: Pick<QuoteDetail, 'displayStatus' | 'expiryDate'>,
  hasCustomer: boolean,
): string {
  const parts = [
    'The invoice form opens filled from this quote. Nothing is saved until you save the invoice.',
  ];
  if (row.displayStatus === 'Expired') {
    parts.push(
      `This quote expired on ${formatDate(row.expiryDate)}: invoice it only if you honour its prices.`,
    );
  }
  if (!hasCustomer) parts.push('It is for a lead, not a saved customer: you choose one next.');
  return parts.join(' ');
}

/**
 * Invoicing (spec §2, §4): after a confirmation, loads the quote (and its saved customer, for
 * the state that sets the place of supply) and hands the invoice drawer its filled values, which
 * carry the quote's id so that saving marks it Invoiced. A quote without a saved customer first
 * offers to create the customer from its lead (issue 29).
 */
export function useQuoteInvoicing(open: (values: InvoiceFormValues, note?: string) => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const canCustomers = usePagePermissions('manage-customer');
  const fromLead = useMutation(trpc.tenant.quotes.customerFromLead.mutationOptions());

  /** The quote's lead as a saved customer, or null to pick one in the drawer; undefined: stop. */
  async function leadBillTo(quote: QuoteDetail): Promise<BillTo | null | undefined> {
    const defaults = await queryClient
      .fetchQuery({ ...trpc.tenant.quotes.defaults.queryOptions(), staleTime: 60_000 })
      .catch(() => null);
    const choice = await chooseLeadCustomer(
      quote.quoteNumber,
      leadCustomerValues(quote, defaults?.supplierStateCode ?? DEFAULT_STATE_CODE),
      canCustomers('create'),
    );
    if (!choice) return undefined;
    if (choice.action === 'skip') return null;
    const { customer, created } = await fromLead.mutateAsync({
      id: quote.id,
      customer: { ...choice.values, stateCode: Number(choice.values.stateCode) },
    });
    notifications.show({
      color: 'green',
      message: created
        ? `Customer ${customer.name} created from quote ${quote.quoteNumber}`
        : `Quote ${quote.quoteNumber} now bills ${customer.name}, the customer with this GSTIN`,
    });
    void queryClient.invalidateQueries({ queryKey: trpc.tenant.quotes.pathKey() });
    return customer;
  }

  async function savedBillTo(customerId: string): Promise<BillTo | null> {
    try {
      // The picker's lookup: open to quote writers, not only to viewers of customers.
      const [customer] = await queryClient.fetchQuery(
        trpc.tenant.customers.pick.queryOptions({ id: customerId }),
      );
      return customer ?? null;
    } catch {
      // The customer is gone or not readable: the user picks one in the drawer.
      return null;
    }
  }

  return async (row: QuoteRow) => {
    try {
      const quote = await queryClient.fetchQuery({
        ...trpc.tenant.quotes.get.queryOptions({ id: row.id }),
        staleTime: 0,
      });
      const confirmed = await confirmAction({
        title: `Create an invoice from ${row.quoteType.toLowerCase()} ${row.quoteNumber}?`,
        message: invoicingMessage(quote, Boolean(quote.customerId)),
        confirmLabel: 'Continue',
      });
      if (!confirmed) return;
      const billTo = quote.customerId
        ? await savedBillTo(quote.customerId)
        : await leadBillTo(quote);
      if (billTo === undefined) return;
      // The invoice input for the quote: its discount spread into pre-tax line discounts (read
      // after the lead became a customer, whose state sets the place of supply).
      const draft = await queryClient.fetchQuery({
        ...trpc.tenant.quotes.invoiceDraft.queryOptions({ id: row.id }),
        staleTime: 0,
      });
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
