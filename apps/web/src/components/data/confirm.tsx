/**
 * Confirmation dialogs (@mantine/modals). Escape and Cancel both cancel; the dialog names the
 * record it acts on.
 * - `confirmAction({ title, message, confirmLabel?, color?, onConfirm })` for edits, status
 *   changes, invoicing… Resolves true when confirmed, false when cancelled.
 * - `confirmDelete({ entity, name, onConfirm? })` says 'Delete {entity} "{name}"?' and
 *   'This action cannot be undone.', with a red Delete button.
 */
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { MESSAGES } from '@gst/domain';

export interface ConfirmActionOptions {
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  color?: string;
}

let justClosed = false;

/**
 * True while the event that answered a confirmation is still being handled. Escape reaches every
 * open modal's and drawer's window listener, the confirmation's first: a drawer under it must not
 * take the same key press as its own close request (issue 29 item 3; DrawerShell asks this).
 */
export function confirmationJustClosed(): boolean {
  return justClosed;
}

/** Opens a confirmation and resolves true (confirmed) or false (cancelled, Escape, closed). */
export function confirmAction(options: ConfirmActionOptions): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (value: boolean) => {
      if (settled) return;
      settled = true;
      justClosed = true;
      setTimeout(() => {
        justClosed = false;
      }, 0);
      resolve(value);
    };
    modals.openConfirmModal({
      title: options.title,
      centered: true,
      closeOnEscape: true,
      children:
        typeof options.message === 'string' ? (
          <Text size="sm">{options.message}</Text>
        ) : (
          options.message
        ),
      labels: {
        confirm: options.confirmLabel ?? 'Confirm',
        cancel: options.cancelLabel ?? 'Cancel',
      },
      confirmProps: { color: options.color, 'data-autofocus': true },
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      onClose: () => settle(false),
    });
  });
}

/** 'Delete Product "Mono PERC 540"?' / 'This action cannot be undone.' */
export function confirmDelete(options: { entity: string; name: string }): Promise<boolean> {
  return confirmAction({
    title: `Delete ${options.entity} "${options.name}"?`,
    message: MESSAGES.confirm.irreversible,
    confirmLabel: 'Delete',
    color: 'red',
  });
}
