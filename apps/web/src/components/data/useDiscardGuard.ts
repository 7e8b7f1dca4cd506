/**
 * The discard guard of every drawer (issue 29 item 3): Escape, the close button, a click outside
 * and Cancel close a drawer at once while its form is unchanged, and ask 'Discard changes?'
 * (Keep editing / Discard) once it holds changes. Keep editing (or Escape on the question) leaves
 * the drawer open with everything typed.
 */
import { useRef } from 'react';
import { confirmAction, type ConfirmActionOptions } from './confirm';

export const DISCARD_CHANGES: ConfirmActionOptions = {
  title: 'Discard changes?',
  message: 'What you entered in this form has not been saved and will be lost.',
  confirmLabel: 'Discard',
  cancelLabel: 'Keep editing',
  color: 'red',
};

/**
 * Returns the drawer's close request: `close()` at once when `isDirty()` is false, else after the
 * user confirms the discard. A second request while the question is open is ignored.
 */
export function useDiscardGuard(isDirty: () => boolean, close: () => void): () => Promise<void> {
  const asking = useRef(false);
  return async () => {
    if (asking.current) return;
    if (!isDirty()) {
      close();
      return;
    }
    asking.current = true;
    try {
      if (await confirmAction(DISCARD_CHANGES)) close();
    } finally {
      asking.current = false;
    }
  };
}
