import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

/** The View button's window on a quote or invoice: large, full screen on phones. */
export function DetailModal({
  title,
  onClose,
  children,
}: {
  /** Null: closed. */
  title: string | null;
  onClose: () => void;
  children: ReactNode;
}) {
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  return (
    <Modal
      opened={title !== null}
      onClose={onClose}
      title={title ?? ''}
      size="xl"
      fullScreen={isPhone}
    >
      {children}
    </Modal>
  );
}
