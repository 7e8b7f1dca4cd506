import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { MESSAGES, formatDateTimeIN, todayIN } from '@gst/domain';
import { EntityDrawer, type DrawerProps, type DrawerSection } from '../../../components/data';
import { useTRPC } from '../../../lib/trpc';
import { useBillingDefaults, useBillingRecord } from '../billing/useBillingRecord';
import { newIdempotencyKey, nextLineKey } from '../billing/keys';
import { TotalsSummary } from '../billing/TotalsSummary';
import { costBasisNote } from '../billing/cost';
import { gstFigures } from '../billing/gst';
import { useCtrlMHeld } from '../billing/useCtrlM';
import { irnEditRefusal } from '../billing/edocs';
import {
  INVOICE_DRAWER_OPEN,
  ewayGoodsOf,
  invoiceErrors,
  isExportInvoice,
  invoiceTotals,
  invoiceValuesFromDetail,
  lineCosts,
  newInvoiceValues,
  toInvoiceInput,
  type InvoiceFormValues,
} from './invoiceForm';
import { InvoiceLinesEditor } from './InvoiceLinesEditor';
import { heldByProduct, stockWarnings } from './stockWarnings';
import { useStockOnHand } from './useStockOnHand';
import {
  CustomerDetailsSection,
  InvoiceDetailsSection,
  PricingSection,
  ShippingSection,
  TermsSection,
} from './InvoiceSections';
import { ExportSection } from './InvoiceSupplyFields';
import { TRANSPORT_BLUR_FIELDS } from './TransportFields';
import {
  browserStorage,
  readDraft,
  restoredValues,
  useDraftKey,
  useInvoiceDraftWriter,
  type InvoiceDraft,
} from './invoiceDraft';
import { MissingParticularsNotice } from '../settings/MissingParticularsNotice';
import type { DrawerAmend } from './AmendNotice';

/** `editId` null: create (from `prefill` when given, e.g. a quote); an id: edit that invoice. */
export interface InvoiceDrawerProps extends DrawerProps {
  prefill?: InvoiceFormValues;
  /** Shown above the products (e.g. a quote total the invoice cannot reach to the paisa). */
  prefillNote?: string;
  /** Issue 30: amend mode (an invoice of a filed period): its notice and the amend call. */
  amend?: DrawerAmend<ReturnType<typeof toInvoiceInput> & { id: string }>;
}

/** The save toast names the invoice (issue 29): 'Invoice INV/26-27/0224 saved'. */
export function invoiceSavedMessage(saved: unknown): string {
  const number =
    saved && typeof saved === 'object' && 'invoiceNumber' in saved ? saved.invoiceNumber : null;
  return typeof number === 'string' && number ? `Invoice ${number} saved` : MESSAGES.invoices.saved;
}

/** 'Draft restored' above a new invoice brought back from a draft, with 'Discard draft'. */
function DraftNotice({ draft, onDiscard }: { draft: InvoiceDraft; onDiscard: () => void }) {
  return (
    <Alert color="blue" variant="light" mb="md" title="Draft restored" data-testid="draft-notice">
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          The invoice you were filling in on {formatDateTimeIN(draft.savedAt)} is back, unsaved.
        </Text>
        <Button size="xs" variant="default" onClick={onDiscard}>
          Discard draft
        </Button>
      </Group>
    </Alert>
  );
}

/**
 * Create or edit an invoice (spec §2 Invoice drawer). Mount it afresh for each opening (a `key`)
 * so the defaults (today, today + 7) and the idempotency key belong to that one submission: a
 * retried save after a lost answer replays the first result instead of issuing a second number.
 * A new invoice (not one from a quote) is kept as a draft while it is filled in and restored on
 * the next opening, e.g. after a reload (invoiceDraft.ts, issue 29 item 3).
 */
export function InvoiceDrawer({ prefill, prefillNote, amend, ...drawer }: InvoiceDrawerProps) {
  const { opened, editId } = drawer;
  const trpc = useTRPC();
  const isEdit = editId !== null;
  const [initialValues] = useState(() => prefill ?? newInvoiceValues(todayIN(), ''));
  const storedKey = useDraftKey();
  const draftKey = isEdit || prefill ? null : storedKey;
  const [restored, setRestored] = useState(() => {
    const storage = browserStorage();
    return draftKey && storage ? readDraft(storage, draftKey) : null;
  });
  const [idempotencyKey, setIdempotencyKey] = useState(
    () => restored?.idempotencyKey ?? newIdempotencyKey(),
  );
  const form = useForm<InvoiceFormValues>({
    initialValues,
    validate: invoiceErrors,
    validateInputOnBlur: TRANSPORT_BLUR_FIELDS,
  });

  const defaults = useBillingDefaults(trpc.tenant.invoices.defaults.queryOptions(), {
    isEdit,
    form,
  });
  // The draft goes over the defaults after they are set, so the form counts it as changes:
  // closing asks before it is thrown away.
  useEffect(() => {
    if (restored) form.setValues(restoredValues(restored, initialValues, nextLineKey));
  }, []);
  const draft = useInvoiceDraftWriter(draftKey, form, idempotencyKey);
  const discardDraft = () => {
    draft.clear();
    form.reset();
    setRestored(null);
    // A save of the draft may have reached the server unanswered: a new invoice gets a new key.
    setIdempotencyKey(newIdempotencyKey());
  };

  const { record, loadError, detail } = useBillingRecord(
    trpc.tenant.invoices.get.queryOptions({ id: editId ?? '' }),
    { opened, isEdit, toValues: invoiceValuesFromDetail, failed: MESSAGES.invoices.fetchFailed },
  );
  // Issue 17: an invoice with an IRN is read-only (the server refuses the edit with a 409).
  const irnLock =
    isEdit && detail?.irp ? irnEditRefusal(`Invoice ${detail.invoiceNumber}`, detail.irp) : null;

  const create = useMutation(trpc.tenant.invoices.create.mutationOptions());
  const update = useMutation(trpc.tenant.invoices.update.mutationOptions());
  // Issue 31: stock now of the lines' products: the 'Only N in stock' warning and the average
  // cost a new line's net profit takes.
  const stock = useStockOnHand(
    form.values.lines.map((l) => l.productId),
    opened,
  );
  const heldStock = useMemo(
    () => (isEdit && detail?.status === 'issued' ? heldByProduct(detail.lines) : undefined),
    [isEdit, detail],
  );
  const warnings = stockWarnings(form.values.lines, stock.onHand, heldStock);
  const totals = invoiceTotals(form.values, defaults.supplierStateCode, {
    roundOff: defaults.roundOff,
    averageCosts: stock.averageCosts,
  });
  // Ctrl+M: the net profit, from each line's recorded cost, else the stock's average cost, else
  // its minimum price (issue 31).
  const netProfitShown = useCtrlMHeld();
  const costBasis = costBasisNote(lineCosts(form.values, stock.averageCosts).map((c) => c.source));

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
    // Issue 30: a bill-to abroad (state 96) gets the export's shipping particulars.
    ...(isExportInvoice(form.values)
      ? [{ value: 'export', label: 'Export Details', content: <ExportSection form={form} /> }]
      : []),
    {
      value: 'shipping',
      label: 'Shipping & Transport',
      content: <ShippingSection form={form} goods={ewayGoodsOf(form.values, totals)} />,
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
          <InvoiceLinesEditor form={form} totals={totals} stockWarnings={warnings} />
          {totals ? (
            <TotalsSummary
              figures={{ ...gstFigures(totals), netProfitBasis: costBasis }}
              showNetProfit={netProfitShown}
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
      banner={
        <>
          {amend?.banner}
          {restored ? <DraftNotice draft={restored} onDiscard={discardDraft} /> : null}
          <MissingParticularsNotice error={create.error} />
        </>
      }
      onDiscard={draft.clear}
      sections={sections}
      defaultOpen={INVOICE_DRAWER_OPEN}
      confirmSave={(values, editing) => ({
        title: editing ? `Save invoice ${values.invoiceNumber}?` : 'Create this invoice?',
        message: MESSAGES.confirm.invoice,
        confirmLabel: editing ? 'Save' : 'Create',
      })}
      onSave={async (values) => {
        if (editId !== null)
          return (amend?.save ?? update.mutateAsync)({ ...toInvoiceInput(values), id: editId });
        const saved = await create.mutateAsync({ ...toInvoiceInput(values), idempotencyKey });
        draft.clear();
        return saved;
      }}
      messages={{ created: invoiceSavedMessage, failed: MESSAGES.invoices.submitFailed }}
      // Quotes too: an invoice made from a quote marks it Invoiced (issue 29).
      refresh={[
        trpc.tenant.invoices.pathKey(),
        trpc.tenant.items.pathKey(),
        trpc.tenant.quotes.pathKey(),
      ]}
    />
  );
}
