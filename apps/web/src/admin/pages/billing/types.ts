import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../lib/trpc';

type Out = inferRouterOutputs<AppRouter>['tenant'];
type In = inferRouterInputs<AppRouter>['tenant'];

export type InvoiceRow = Out['invoices']['list']['data'][number];
export type InvoiceDetail = Out['invoices']['get'];
export type InvoiceCreateInput = In['invoices']['create'];
export type QuoteRow = Out['quotes']['list']['data'][number];
export type QuoteDetail = Out['quotes']['get'];
export type QuoteCreateInput = In['quotes']['create'];
/** A product as the billing pickers get it: only the fields a line takes (tenant.products.pick). */
export type ProductOption = Out['products']['pick'][number];
/** A customer as the billing pickers get it (tenant.customers.pick). */
export type CustomerOption = Out['customers']['pick'][number];
