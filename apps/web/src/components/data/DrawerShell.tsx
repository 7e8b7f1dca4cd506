/**
 * DrawerShell — the one drawer frame of the back-office and master panel (ui.md): opens from
 * the right, `xl` wide (full width on phones, below 48em), Escape or the close button closes it
 * unless `busy` (a save is running) or a confirmation (@mantine/modals) is open over it (Escape
 * then answers the confirmation, not the drawer below), `loading` shows skeleton lines instead of
 * the content, and an optional sticky `footer` (normally `DrawerFooter`: Cancel and the submit
 * button).
 * EntityDrawer (create/edit forms), Apply advance and the Returns section rows all use it.
 */
import { Box, Button, Drawer, Group, Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useModals } from '@mantine/modals';
import type { FormEvent, ReactNode } from 'react';
import { confirmationJustClosed } from './confirm';

export interface DrawerShellProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** A save is running: Escape, the close button and a click outside do nothing. */
  busy?: boolean;
  /** Skeleton lines in place of the content (a record still loading). */
  loading?: boolean;
  /** Desktop width (`xl` unless told); phones always get the full width. */
  size?: string;
  /** Sticky at the bottom of the drawer, below the content. */
  footer?: ReactNode;
  /** Makes the content and footer one `<form>` (no browser validation: the form checks). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}

export function DrawerShell(props: DrawerShellProps) {
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const busy = props.busy ?? false;
  // Every open drawer and modal hears Escape on the window, the one opened first before the
  // others: a question over the drawer ('Discard changes?', 'Create this invoice?') would never
  // get it. So the drawer leaves Escape alone while a confirmation is open.
  const covered = useModals().modals.length > 0;
  const body = (
    <>
      {props.loading ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading record">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} h={36} />
          ))}
        </Stack>
      ) : (
        props.children
      )}
      {props.footer ? (
        <Box
          pos="sticky"
          bottom={0}
          py="md"
          mt="md"
          bg="var(--mantine-color-body)"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)', zIndex: 2 }}
        >
          {props.footer}
        </Box>
      ) : null}
    </>
  );
  return (
    <Drawer
      opened={props.opened}
      onClose={() => (busy || confirmationJustClosed() ? undefined : props.onClose())}
      position="right"
      size={isPhone ? '100%' : (props.size ?? 'xl')}
      title={props.title}
      closeOnEscape={!busy && !covered}
      closeOnClickOutside={!busy}
      styles={props.footer ? { body: { paddingBottom: 0 } } : undefined}
    >
      {props.onSubmit ? (
        <form onSubmit={props.onSubmit} noValidate>
          {body}
        </form>
      ) : (
        body
      )}
    </Drawer>
  );
}

/**
 * Cancel and the submit button of a drawer form (a shell given `onSubmit`); `busy` shows the
 * submit's loader and disables both.
 */
export function DrawerFooter(props: {
  onCancel: () => void;
  busy: boolean;
  submitLabel?: string;
  /** The submit is disabled (the record failed to load, or is not loaded yet). */
  disabled?: boolean;
}) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={props.onCancel} disabled={props.busy}>
        Cancel
      </Button>
      <Button type="submit" loading={props.busy} disabled={props.busy || Boolean(props.disabled)}>
        {props.submitLabel ?? 'Save'}
      </Button>
    </Group>
  );
}
