import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { MESSAGES, todayIN } from '@gst/domain';
import {
  EntityDrawer,
  useSaveRecord,
  type DrawerProps,
  type DrawerSection,
} from '../../../components/data';
import { useTRPC } from '../../../lib/trpc';
import { useBillingDefaults, useBillingRecord } from '../billing/useBillingRecord';
import { numberOf } from '../billing/money';
import { useCtrlMHeld } from '../billing/useCtrlM';
import {
  newQuoteValues,
  quoteErrors,
  quoteTotals,
  quoteValuesFromDetail,
  toQuoteInput,
  type QuoteFormValues,
} from './quoteForm';
import { QuoteLinesEditor } from './QuoteLinesEditor';
import {
  CustomerInfoSection,
  QuoteDetailsSection,
  QuoteTermsSection,
  TaxDetailsSection,
} from './QuoteSections';

/**
 * Create or edit a quote or proforma invoice (spec §2 Quote drawer). Mounted afresh for each
 * opening so the defaults (today, expiry today + 7, 5 kW) are those of the day it opens.
 */
export function QuoteDrawer(props: DrawerProps) {
  const { opened, editId } = props;
  const trpc = useTRPC();
  const isEdit = editId !== null;
  const [initialValues] = useState(() => newQuoteValues(todayIN(), ''));
  const form = useForm<QuoteFormValues>({ initialValues, validate: quoteErrors });
  const netProfitShown = useCtrlMHeld();

  const defaults = useBillingDefaults(trpc.tenant.quotes.defaults.queryOptions(), { isEdit, form });

  const { record, loadError } = useBillingRecord(
    trpc.tenant.quotes.get.queryOptions({ id: editId ?? '' }),
    { opened, isEdit, toValues: quoteValuesFromDetail, failed: MESSAGES.quotes.loadFailed },
  );

  const totals = quoteTotals(form.values, defaults.supplierStateCode, {
    roundOff: defaults.roundOff,
  });
  // Switching installation on starts the typed total from the computed one.
  const installation = form.values.isInstallationRequired;
  useEffect(() => {
    if (installation && numberOf(form.values.totalAmount) === 0 && totals) {
      form.setFieldValue('totalAmount', Number(totals.totals.grandTotal));
    }
  }, [installation]);

  const save = useSaveRecord(
    editId,
    trpc.tenant.quotes.create.mutationOptions(),
    trpc.tenant.quotes.update.mutationOptions(),
  );

  const sections: DrawerSection[] = [
    {
      value: 'customer',
      label: 'Customer Information',
      content: <CustomerInfoSection form={form} />,
    },
    {
      value: 'details',
      label: 'Quote Details',
      content: <QuoteDetailsSection form={form} isEdit={isEdit} />,
    },
    { value: 'terms', label: 'Terms and Conditions', content: <QuoteTermsSection form={form} /> },
    { value: 'products', label: 'Products', content: <QuoteLinesEditor form={form} /> },
    {
      value: 'tax',
      label: 'Tax Details',
      content: (
        <TaxDetailsSection
          form={form}
          totals={totals}
          supplierStateCode={defaults.supplierStateCode}
          showNetProfit={netProfitShown}
        />
      ),
    },
  ];

  return (
    <EntityDrawer
      {...props}
      entityName="Quote"
      form={form}
      record={record}
      loadError={loadError}
      sections={sections}
      defaultOpen={['customer', 'products']}
      recordName={(values) => values.quoteNumber}
      onSave={(values) => save(toQuoteInput(values))}
      messages={{ created: MESSAGES.quotes.saved, failed: MESSAGES.quotes.saveFailed }}
      refresh={[trpc.tenant.quotes.pathKey()]}
    />
  );
}
