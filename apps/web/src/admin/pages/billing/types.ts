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
export type ProductRecord = Out['products']['list']['data'][number];
export type CustomerRecord = Out['customers']['list']['data'][number];
