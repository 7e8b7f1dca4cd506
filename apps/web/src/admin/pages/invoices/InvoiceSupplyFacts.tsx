/** Issue 30 on the invoice detail panel: reverse charge, and an export's shipping particulars. */
import { Text } from '@mantine/core';
import { countryName, formatDate } from '@gst/domain';
import type { InvoiceDetail } from '../billing/types';

function Fact({ label, children }: { label: string; children: string }) {
  return (
    <Text size="sm">
      <Text span c="dimmed">
        {label}:{' '}
      </Text>
      {children}
    </Text>
  );
}

/** 'Reverse charge: Yes' and, for an export, what of its shipping bill is known. */
export function InvoiceSupplyFacts({ invoice }: { invoice: InvoiceDetail }) {
  const e = invoice.exportDetails;
  const bill = e?.shippingBillNumber
    ? `${e.shippingBillNumber}${e.shippingBillDate ? ` dated ${formatDate(e.shippingBillDate)}` : ''}`
    : '';
  return (
    <>
      {invoice.reverseCharge ? (
        <Fact label="Reverse charge">Yes (the buyer pays the tax)</Fact>
      ) : null}
      {e?.countryCode ? (
        <Fact label="Destination">{`${countryName(e.countryCode) || e.countryCode} (${e.countryCode})`}</Fact>
      ) : null}
      {e?.portCode ? <Fact label="Port">{e.portCode}</Fact> : null}
      {bill ? <Fact label="Shipping bill">{bill}</Fact> : null}
    </>
  );
}
