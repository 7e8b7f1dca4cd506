import { Button, FileButton } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode, RefObject } from 'react';
import { IMAGE_ACCEPT } from './imageFile';

/** A small button that opens the file picker (or the camera, with `capture`) for an image. */
export function PickImageButton(props: {
  onPick: (file: File | null) => void;
  resetRef: RefObject<(() => void) | null>;
  icon: ReactNode;
  children: ReactNode;
  accept?: string;
  capture?: 'user' | 'environment';
  'aria-label'?: string;
}) {
  return (
    <FileButton
      onChange={props.onPick}
      accept={props.accept ?? IMAGE_ACCEPT}
      capture={props.capture}
      resetRef={props.resetRef}
    >
      {(fileProps) => (
        <Button
          {...fileProps}
          size="xs"
          variant="light"
          leftSection={props.icon}
          aria-label={props['aria-label']}
        >
          {props.children}
        </Button>
      )}
    </FileButton>
  );
}

/** The red 'Remove' beside a chosen image. */
export function RemoveImageButton(props: { onClick: () => void; 'aria-label'?: string }) {
  return (
    <Button
      size="xs"
      variant="subtle"
      color="red"
      leftSection={<IconTrash size={16} />}
      onClick={props.onClick}
      aria-label={props['aria-label']}
    >
      Remove
    </Button>
  );
}
