import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../lib/trpc';

type Out = inferRouterOutputs<AppRouter>['tenant']['payments'];
type In = inferRouterInputs<AppRouter>['tenant']['payments'];

export type ReceiptRow = Out['list']['data'][number];
export type ReceiptDetail = Out['get'];
export type OpenInvoice = Out['openInvoices'][number];
export type Receivables = Out['receivables'];
export type ReceivablesRow = Receivables['data'][number];
export type Statement = Out['statement'];
export type StatementLine = Statement['lines'][number];
export type PaymentCreateInput = In['create'];
export type PaymentMode = PaymentCreateInput['mode'];
