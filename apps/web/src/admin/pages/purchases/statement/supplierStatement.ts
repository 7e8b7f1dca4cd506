import { todayIN } from '@gst/domain';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../../lib/trpc';
import { financialYearRange, type DateRange } from '../dateRange';

type Out = inferRouterOutputs<AppRouter>['tenant'];
export type SupplierStatement = Out['supplierPayments']['statement'];
export type SupplierStatementLine = SupplierStatement['lines'][number];
export type StatementFile = Out['documents']['supplierStatementFile'];

/**
 * A supplier statement's default range: the whole financial year (1 April to 31 March) that
 * today falls in, on the Indian calendar.
 */
export function supplierStatementRange(today: string = todayIN()): DateRange {
  return financialYearRange(today);
}

/** How each entry reads from the shop's side (the server's PDF and workbook say the same). */
export const SUPPLIER_STATEMENT_KIND_LABELS: Record<SupplierStatementLine['kind'], string> = {
  opening: 'Opening balance',
  bill: 'Bill',
  'purchase-return': 'Return',
  payment: 'Payment',
};

/** The columns, as the server's PDF and workbook name them. */
export const SUPPLIER_STATEMENT_COLUMNS = [
  'Date',
  'Document',
  'Number',
  'Billed',
  'Paid / returned',
  'Payable',
] as const;

/** The file a file procedure answered (base64 bytes) as a Blob to save. */
export function blobOfFile(file: Pick<StatementFile, 'base64' | 'contentType'>): Blob {
  const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: file.contentType });
}
