/**
 * Whether e-invoicing applies to the shop (issue 30: the `eInvoicing` setting, Settings → GST &
 * Legal), as the invoice defaults answer it. The e-invoice block shows only then. While the answer
 * is on its way: no; when it cannot be read (e.g. no invoice permission): yes, and the server
 * decides (it refuses the JSON with a message when e-invoicing is off).
 */
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { eInvoicingOf } from './edocs';

export function useEInvoicing(): boolean {
  const trpc = useTRPC();
  const defaults = useQuery({ ...trpc.tenant.invoices.defaults.queryOptions(), staleTime: 60_000 });
  return eInvoicingOf(defaults.data, defaults.isError);
}
