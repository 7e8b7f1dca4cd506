import { IconReceiptRefund, IconReceiptTax } from '@tabler/icons-react';
import { usePagePermissions, type DataTableAction } from '../../../components/data';
import { useNoteDrawer } from './useNoteDrawer';

/**
 * The invoice list's 'Create credit note' and 'Create debit note' row buttons (issue 16): on an
 * issued invoice, for a user who may create that kind of note; each opens the note drawer on
 * that invoice's lines. Render `element` once on the page.
 */
export function useInvoiceNoteActions<T extends { id: string; status: string }>() {
  const canCredit = usePagePermissions('manage-credit-note');
  const canDebit = usePagePermissions('manage-debit-note');
  const drawer = useNoteDrawer();
  const notIssued = (row: T) => row.status !== 'issued';
  const actions: DataTableAction<T>[] = [
    {
      label: 'Create credit note',
      icon: <IconReceiptRefund size={16} />,
      allowed: canCredit('create'),
      hidden: notIssued,
      onClick: (row) => drawer.openCreate('credit', row.id),
    },
    {
      label: 'Create debit note',
      icon: <IconReceiptTax size={16} />,
      allowed: canDebit('create'),
      hidden: notIssued,
      onClick: (row) => drawer.openCreate('debit', row.id),
    },
  ];
  return { actions, element: drawer.element };
}
