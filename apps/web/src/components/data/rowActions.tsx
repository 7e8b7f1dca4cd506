/**
 * The steps every list page repeats around a row or the whole list: delete after a confirmation
 * naming the record, download the server's Excel export, and the Edit / Delete row buttons.
 */
import { notifications } from '@mantine/notifications';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { MESSAGES } from '@gst/domain';
import { toastText } from '../../lib/errors';
import { confirmDelete } from './confirm';
import { downloadFromRest } from './excel';
import type { DataTableAction } from './types';

/**
 * Asks 'Delete {entity} {name}?', then calls `remove` and `after` (refresh the lists); a green
 * toast on success, else a red one with the server's reason (or `messages.failed`).
 */
export async function deleteAfterConfirm(options: {
  entity: string;
  name: string;
  remove: () => Promise<unknown>;
  after: () => Promise<unknown>;
  messages: { deleted: string; failed: string };
}): Promise<void> {
  if (!(await confirmDelete({ entity: options.entity, name: options.name }))) return;
  try {
    await options.remove();
    notifications.show({ color: 'green', message: options.messages.deleted });
    await options.after();
  } catch (error) {
    notifications.show({ color: 'red', message: toastText(error, options.messages.failed) });
  }
}

/** Downloads a server-built .xlsx (the list's REST export) with the spec's toasts. */
export async function downloadExport(url: string, fileName: string, success: string) {
  try {
    await downloadFromRest(url, fileName);
    notifications.show({ color: 'green', message: success });
  } catch (error) {
    notifications.show({
      color: 'red',
      message: toastText(error, MESSAGES.uploads.excelDownloadFailed),
    });
  }
}

/** The Edit and Delete row buttons, each shown only with its flag (spec §6). */
export function editDeleteActions<T>(options: {
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
  /** Rows that may not be deleted (a sold item): their Delete button is hidden. */
  keep?: (row: T) => boolean;
}): DataTableAction<T>[] {
  return [
    {
      label: 'Edit',
      icon: <IconPencil size={16} />,
      allowed: options.canEdit,
      onClick: options.onEdit,
    },
    {
      label: 'Delete',
      icon: <IconTrash size={16} />,
      color: 'red',
      allowed: options.canDelete,
      ...(options.keep ? { hidden: options.keep } : {}),
      onClick: options.onDelete,
    },
  ];
}

/** A create/edit drawer's state: closed, open to create (no id) or open on one record. */
export function useDrawerState() {
  const [state, setState] = useState<{ opened: boolean; editId: string | null }>({
    opened: false,
    editId: null,
  });
  return {
    ...state,
    openCreate: () => setState({ opened: true, editId: null }),
    openEdit: (id: string) => setState({ opened: true, editId: id }),
    close: () => setState({ opened: false, editId: null }),
  };
}

/** The DataTable props a list query gives: its rows, total and first-load state; rows keyed by id. */
export function listTableProps<T extends { id: string }>(list: {
  data?: { data: T[]; total: number };
  isPending: boolean;
}) {
  return {
    rows: list.data?.data ?? [],
    total: list.data?.total ?? 0,
    loading: list.isPending,
    rowKey: (row: T) => row.id,
  };
}
