/**
 * The steps every list page repeats around a row or the whole list: delete after a confirmation
 * naming the record, cancel a numbered document, and the Edit / Delete row buttons (exports:
 * fileExport.ts).
 */
import { Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { MESSAGES } from '@gst/domain';
import { toastText } from '../../lib/errors';
import { confirmAction, confirmDelete } from './confirm';
import type { DataTableAction } from './types';

/** Runs a confirmed change: a green toast and `after` (refresh), else a red one (server text). */
/** What a confirmed change does after it worked: refresh the lists it changed. */
type Refreshes = { after: () => Promise<unknown> };

/** A confirmed change: `run` it, then `after`, with its success and failure toasts. */
type ConfirmedRun = Refreshes & {
  run: () => Promise<unknown>;
  messages: { done: string; failed: string };
};

async function runWithToasts(options: ConfirmedRun): Promise<void> {
  try {
    await options.run();
    notifications.show({ color: 'green', message: options.messages.done });
    await options.after();
  } catch (error) {
    notifications.show({ color: 'red', message: toastText(error, options.messages.failed) });
  }
}

/**
 * Asks 'Delete {entity} {name}?', then calls `remove` and `after` (refresh the lists); a green
 * toast on success, else a red one with the server's reason (or `messages.failed`).
 */
export async function deleteAfterConfirm(
  options: Refreshes & {
    entity: string;
    name: string;
    remove: () => Promise<unknown>;
    messages: { deleted: string; failed: string };
  },
): Promise<void> {
  if (!(await confirmDelete({ entity: options.entity, name: options.name }))) return;
  await runWithToasts({
    run: options.remove,
    after: options.after,
    messages: { done: options.messages.deleted, failed: options.messages.failed },
  });
}

/** The most a cancellation reason may hold (the API's limit). */
export const VOID_REASON_MAX = 500;

/**
 * Cancels or reverses a numbered document after a red confirmation ('Cancel invoice "…"?'): the
 * `consequence` line, then 'This action cannot be undone.'; `keepLabel` on the way out. With
 * `askReason`, the dialog has a Reason field (kept with the document and in the audit trail) and
 * `run` gets what was typed, trimmed ('' when left empty).
 */
export async function voidAfterConfirm(
  options: Omit<ConfirmedRun, 'run'> & {
    run: (reason: string) => Promise<unknown>;
    title: string;
    consequence: ReactNode;
    confirmLabel: string;
    keepLabel: string;
    askReason?: boolean;
  },
): Promise<void> {
  let reason = '';
  const confirmed = await confirmAction({
    title: options.title,
    message: (
      <Stack gap={4}>
        <Text size="sm">{options.consequence}</Text>
        <Text size="sm">{MESSAGES.confirm.irreversible}</Text>
        {options.askReason ? (
          <Textarea
            mt="xs"
            label="Reason"
            description="Kept with the document and in the audit trail"
            placeholder="e.g. Billed to the wrong customer"
            autosize
            minRows={2}
            maxLength={VOID_REASON_MAX}
            onChange={(event) => {
              reason = event.currentTarget.value;
            }}
          />
        ) : null}
      </Stack>
    ),
    confirmLabel: options.confirmLabel,
    cancelLabel: options.keepLabel,
    color: 'red',
  });
  if (confirmed) await runWithToasts({ ...options, run: () => options.run(reason.trim()) });
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
