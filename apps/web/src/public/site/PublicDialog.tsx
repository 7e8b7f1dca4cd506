import { CloseButton, Title } from '@mantine/core';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import classes from './PublicDialog.module.css';

/**
 * The public site's modal, on the native <dialog> element: focus moves in and back, Escape and a
 * click on the backdrop close it, the page behind is inert. Mantine's Modal would add about
 * 45 kB gzip (scroll area, floating-ui, focus trap, scroll lock) to a public page's 150 kB budget.
 */
export function PublicDialog({
  opened,
  onClose,
  title,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (opened && !dialog.open) {
      dialog.showModal();
      const root = document.documentElement;
      const previous = root.style.overflow;
      root.style.overflow = 'hidden';
      return () => {
        root.style.overflow = previous;
        if (dialog.open) dialog.close();
      };
    }
    if (!opened && dialog.open) dialog.close();
    return undefined;
  }, [opened]);

  return (
    <dialog
      ref={ref}
      className={classes.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the dialog box itself (not its content) is a click on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {opened ? (
        <>
          <div className={classes.header}>
            <Title order={2} size="h4" id={titleId}>
              {title}
            </Title>
            <CloseButton aria-label="Close" onClick={onClose} size="lg" />
          </div>
          <div className={classes.body}>{children}</div>
        </>
      ) : null}
    </dialog>
  );
}
