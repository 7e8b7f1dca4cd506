import { Alert, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { MESSAGES, todayIN } from '@gst/domain';
import { EntityDrawer, type DrawerProps, type DrawerSection } from '../../../components/data';
import { useTRPC } from '../../../lib/trpc';
import { useBillingDefaults, useBillingRecord } from '../billing/useBillingRecord';
import { newIdempotencyKey } from '../billing/keys';
import { TotalsSummary } from '../billing/TotalsSummary';
import { gstFigures } from '../billing/gst';
import { irnEditRefusal } from '../billing/edocs';
import {
  INVOICE_DRAWER_OPEN,
  invoiceErrors,
  invoiceTotals,
  invoiceValuesFromDetail,
  newInvoiceValues,
  toInvoiceInput,
  type InvoiceFormValues,
} from './invoiceForm';
import { InvoiceLinesEditor } from './InvoiceLinesEditor';
import {
  CustomerDetailsSection,
  InvoiceDetailsSection,
  PricingSection,
  ShippingSection,
  TermsSection,
} from './InvoiceSections';
import { TRANSPORT_BLUR_FIELDS } from './TransportFields';

/** `editId` null: create (from `prefill` when given, e.g. a quote); an id: edit that invoice. */
export interface InvoiceDrawerProps extends DrawerProps {
  prefill?: InvoiceFormValues;
  /** Shown above the products (e.g. a quote total the invoice cannot reach to the paisa). */
  prefillNote?: string;
}

/**
 * Create or edit an invoice (spec §2 Invoice drawer). Mount it afresh for each opening (a `key`)
 * so the defaults (today, today + 7) and the idempotency key belong to that one submission: a
 * retried save after a lost answer replays the first result instead of issuing a second number.
 */
export function InvoiceDrawer({ prefill, prefillNote, ...drawer }: InvoiceDrawerProps) {
  const { opened, editId } = drawer;
  const trpc = useTRPC();
  const isEdit = editId !== null;
  const [initialValues] = useState(() => prefill ?? newInvoiceValues(todayIN(), ''));
  const [idempotencyKey] = useState(newIdempotencyKey);
  const form = useForm<InvoiceFormValues>({
    initialValues,
    validate: invoiceErrors,
    validateInputOnBlur: TRANSPORT_BLUR_FIELDS,
  });

  const defaults = useBillingDefaults(trpc.tenant.invoices.defaults.queryOptions(), {
    isEdit,
    form,
  });

  const { record, loadError, detail } = useBillingRecord(
    trpc.tenant.invoices.get.queryOptions({ id: editId ?? '' }),
    { opened, isEdit, toValues: invoiceValuesFromDetail, failed: MESSAGES.invoices.fetchFailed },
  );
  // Issue 17: an invoice with an IRN is read-only (the server refuses the edit with a 409).
  const irnLock =
    isEdit && detail?.irp ? irnEditRefusal(`Invoice ${detail.invoiceNumber}`, detail.irp) : null;

  const create = useMutation(trpc.tenant.invoices.create.mutationOptions());
  const update = useMutation(trpc.tenant.invoices.update.mutationOptions());
  const totals = invoiceTotals(form.values, defaults.supplierStateCode, {
    roundOff: defaults.roundOff,
  });

  const sections: DrawerSection[] = [
    // The first, open section starts with the required Bill to, where the eye starts (issue 19:
    // it used to sit in the collapsed Customer Details section, found by trial).
    {
      value: 'details',
      label: 'Invoice Details',
      content: <InvoiceDetailsSection form={form} isEdit={isEdit} />,
    },
    {
      value: 'customer',
      label: 'Customer Details',
      content: <CustomerDetailsSection form={form} />,
    },
    {
      value: 'shipping',
      label: 'Shipping & Transport',
      content: <ShippingSection form={form} total={totals?.totals.grandTotal} />,
    },
    {
      value: 'products',
      label: 'Products',
      content: (
        <Stack gap="sm">
          {prefillNote ? (
            <Alert color="yellow" variant="light" title="Quote total">
              {prefillNote}
            </Alert>
          ) : null}
          <PricingSection form={form} />
          <InvoiceLinesEditor form={form} totals={totals} />
          {totals ? (
            <TotalsSummary
              figures={gstFigures(totals)}
              note={
                defaults.isError
                  ? 'The shop state could not be read; the tax split is settled when you save.'
                  : undefined
              }
            />
          ) : null}
        </Stack>
      ),
    },
    { value: 'terms', label: 'Terms and Conditions', content: <TermsSection form={form} /> },
  ];

  return (
    <EntityDrawer
      {...drawer}
      entityName="Invoice"
      form={form}
      record={record}
      loadError={loadError ?? irnLock}
      sections={sections}
      defaultOpen={INVOICE_DRAWER_OPEN}
      confirmSave={(values, editing) => ({
        title: editing ? `Save invoice ${values.invoiceNumber}?` : 'Create this invoice?',
        message: MESSAGES.confirm.invoice,
        confirmLabel: editing ? 'Save' : 'Create',
      })}
      onSave={(values) =>
        editId === null
          ? create.mutateAsync({ ...toInvoiceInput(values), idempotencyKey })
          : update.mutateAsync({ ...toInvoiceInput(values), id: editId })
      }
      messages={{ created: MESSAGES.invoices.saved, failed: MESSAGES.invoices.submitFailed }}
      refresh={[trpc.tenant.invoices.pathKey(), trpc.tenant.items.pathKey()]}
    />
  );
}
