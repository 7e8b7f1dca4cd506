/**
 * The pieces the numbered-document lists share (invoices, quotes, credit and debit notes,
 * receipts): the number cell (struck through and dimmed once cancelled or reversed), a cell that
 * never wraps, and the View and PDF row buttons.
 */
import { Text } from '@mantine/core';
import { IconEye, IconFileTypePdf } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { DataTableAction } from '../../../components/data';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** A document's number in its list; `voided` (cancelled, reversed) strikes it through. */
export function DocNumber({ number, voided = false }: { number: string; voided?: boolean }) {
  return (
    <Text
      size="sm"
      fw={600}
      style={nowrap}
      td={voided ? 'line-through' : undefined}
      c={voided ? 'dimmed' : undefined}
    >
      {number}
    </Text>
  );
}

/** A cell that keeps to one line (dates, amounts). */
export function NoWrap({ children }: { children: ReactNode }) {
  return <span style={nowrap}>{children}</span>;
}

/** The View row button (the document's detail), shown with the view flag. */
export function viewAction<T>(allowed: boolean, onClick: (row: T) => void): DataTableAction<T> {
  return { label: 'View', icon: <IconEye size={16} />, allowed, onClick };
}

/** The PDF row button (the document's preview), shown with the view flag. */
export function pdfAction<T>(allowed: boolean, onClick: (row: T) => void): DataTableAction<T> {
  return { label: 'PDF', icon: <IconFileTypePdf size={16} />, allowed, onClick };
}
