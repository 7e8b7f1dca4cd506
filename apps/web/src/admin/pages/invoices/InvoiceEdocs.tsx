/** The invoice detail panel's e-invoice and e-way bill blocks (issue 17), wired to the API. */
import { SimpleGrid } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usePagePermissions } from '../../../components/data';
import { useTRPC } from '../../../lib/trpc';
import { EinvoiceBlock } from '../billing/EinvoiceBlock';
import { einvoiceScope, showsEinvoice, showsEwayBill } from '../billing/edocs';
import type { InvoiceDetail } from '../billing/types';
import { ewayGoodsValue } from '../billing/ewayGoods';
import { useEInvoicing } from '../billing/useEInvoicing';
import { EwayBillBlock } from './EwayBillBlock';

/**
 * Whether the IRP takes this invoice (the buyer as issued; exports always), when e-invoicing
 * applies to the shop and the invoice has a taxable line (issue 30).
 */
export function invoiceEinvoiceScope(invoice: InvoiceDetail, eInvoicing?: boolean) {
  return einvoiceScope({
    placeOfSupply: invoice.placeOfSupply,
    buyerGstin: invoice.billToSnapshot?.gstin ?? invoice.gstin,
    supplierGstin: invoice.supplier?.gstin,
    eInvoicing,
    billOfSupply: invoice.lines.every((line) => line.taxability !== 'taxable'),
  });
}

/** The goods the e-way bill counts (issue 30: as the server does), from the stored lines. */
export function invoiceEwayGoods(invoice: InvoiceDetail): string {
  return ewayGoodsValue(
    invoice.lines.map((line) => ({
      hsnCode: line.hsnCode,
      taxability: line.taxability,
      taxableValue: line.taxableValue,
      tax: line.taxAmount,
    })),
  );
}

export function InvoiceEdocs({ invoice }: { invoice: InvoiceDetail }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const can = usePagePermissions('manage-invoice');
  const eInvoicing = useEInvoicing();
  const id = invoice.id;
  // The list and this detail follow (the Edit button goes once an IRN is recorded).
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.tenant.invoices.pathKey() });
  };
  const recordIrn = useMutation(trpc.tenant.invoices.recordIrn.mutationOptions({ onSuccess: refresh })); // prettier-ignore
  const recordEwayBill = useMutation(trpc.tenant.invoices.recordEwayBill.mutationOptions({ onSuccess: refresh })); // prettier-ignore
  const fresh = { staleTime: 0, gcTime: 0 };

  const cancelled = invoice.status === 'cancelled';
  const scope = invoiceEinvoiceScope(invoice, eInvoicing);
  const einvoice = showsEinvoice({ irp: invoice.irp, scope, cancelled });
  const goods = invoiceEwayGoods(invoice);
  const ewayBill = showsEwayBill({ ewayBill: invoice.ewayBill, total: goods, cancelled });
  if (!einvoice && !ewayBill) return null;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
      {einvoice ? (
        <EinvoiceBlock
          what="invoice"
          documentName={`Invoice ${invoice.invoiceNumber}`}
          number={invoice.invoiceNumber}
          irp={invoice.irp}
          scope={scope}
          cancelled={cancelled}
          canExport={can('export')}
          canEdit={can('edit')}
          fetchJson={() =>
            queryClient.fetchQuery({
              ...trpc.tenant.invoices.einvoice.queryOptions({ id }),
              ...fresh,
            })
          }
          recordIrn={(answer) => recordIrn.mutateAsync({ id, answer })}
        />
      ) : null}
      {ewayBill ? (
        <EwayBillBlock
          number={invoice.invoiceNumber}
          total={invoice.totalAmount}
          ewayBill={invoice.ewayBill}
          cancelled={cancelled}
          canExport={can('export')}
          canEdit={can('edit')}
          fetchJson={() =>
            queryClient.fetchQuery({
              ...trpc.tenant.invoices.ewayBill.queryOptions({ id }),
              ...fresh,
            })
          }
          record={(answer) => recordEwayBill.mutateAsync({ id, answer })}
        />
      ) : null}
    </SimpleGrid>
  );
}
