/**
 * The copies of an invoice to print (CGST Rule 48: original for the recipient, duplicate for the
 * transporter, triplicate for the supplier), asked in a small confirmation before printing.
 */
import { Radio, Stack } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { INVOICE_COPY_LABELS } from '@gst/domain';
import type { InvoiceCopies } from '../../../components/documents';

export const COPIES_OPTIONS: { value: InvoiceCopies; label: string; description: string }[] = [
  { value: 1, label: 'Original', description: INVOICE_COPY_LABELS.slice(0, 1).join(' · ') },
  {
    value: 2,
    label: 'Original + Duplicate',
    description: INVOICE_COPY_LABELS.slice(0, 2).join(' · '),
  },
  {
    value: 3,
    label: 'Original + Duplicate + Triplicate',
    description: INVOICE_COPY_LABELS.slice(0, 3).join(' · '),
  },
];

/** 1, 2 or 3 from a setting or a radio value ('2'); anything else is null. */
export function copiesOf(value: unknown): InvoiceCopies | null {
  const n = Number(value);
  return n === 1 || n === 2 || n === 3 ? n : null;
}

/**
 * Issue 15 adapter: the shop's `invoiceCopies` setting when `tenant.invoices.defaults` answers it
 * (it does not yet); 1 (Original only, the setting's own default) otherwise.
 */
export function defaultCopies(defaults: object | undefined): InvoiceCopies {
  if (!defaults || !('invoiceCopies' in defaults)) return 1;
  return copiesOf(defaults.invoiceCopies) ?? 1;
}

function CopiesChoice({
  initial,
  onChange,
}: {
  initial: InvoiceCopies;
  onChange: (copies: InvoiceCopies) => void;
}) {
  const [value, setValue] = useState(String(initial));
  return (
    <Radio.Group
      label="Copies"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(copiesOf(next) ?? 1);
      }}
    >
      <Stack gap="xs" mt="xs">
        {COPIES_OPTIONS.map((o) => (
          <Radio
            key={o.value}
            value={String(o.value)}
            label={o.label}
            description={o.description}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}

/** Asks which copies to print; resolves the choice, or null when cancelled (Escape, Cancel). */
export function chooseInvoiceCopies(
  invoiceNumber: string,
  initial: InvoiceCopies,
): Promise<InvoiceCopies | null> {
  return new Promise((resolve) => {
    let chosen = initial;
    let settled = false;
    const settle = (value: InvoiceCopies | null) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    modals.openConfirmModal({
      title: `Print invoice ${invoiceNumber}`,
      centered: true,
      closeOnEscape: true,
      children: <CopiesChoice initial={initial} onChange={(c) => (chosen = c)} />,
      labels: { confirm: 'Print', cancel: 'Cancel' },
      confirmProps: { 'data-autofocus': true },
      onConfirm: () => settle(chosen),
      onCancel: () => settle(null),
      onClose: () => settle(null),
    });
  });
}
