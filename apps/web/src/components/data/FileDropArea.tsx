/**
 * FileDropArea: a dashed box that takes one file by drop, click, or Enter/Space (react-dropzone's
 * hook, which also gives the hidden file input tests and screen readers use). It replaces
 * @mantine/dropzone, whose 9.6+ releases declare Node 22 while the product supports Node 20.19+.
 */
import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDropzone, type Accept } from 'react-dropzone';

export interface FileDropAreaProps {
  onDrop: (files: File[]) => void;
  onReject: () => void;
  accept: Accept;
  maxSize: number;
  disabled?: boolean;
  /** Accessible name of the area (it acts as a button). */
  label: string;
  children: ReactNode;
}

export function FileDropArea(props: FileDropAreaProps) {
  const { getRootProps, getInputProps, isDragAccept, isDragReject } = useDropzone({
    onDropAccepted: props.onDrop,
    onDropRejected: props.onReject,
    accept: props.accept,
    maxSize: props.maxSize,
    multiple: false,
    disabled: props.disabled,
  });
  const borderColor = isDragReject
    ? 'var(--mantine-color-red-6)'
    : isDragAccept
      ? 'var(--mantine-color-blue-6)'
      : 'var(--mantine-color-default-border)';
  return (
    <Box
      {...getRootProps({ role: 'button', 'aria-label': props.label })}
      p="md"
      style={{
        border: `1px dashed ${borderColor}`,
        borderRadius: 'var(--mantine-radius-md)',
        cursor: props.disabled ? 'not-allowed' : 'pointer',
        opacity: props.disabled ? 0.6 : 1,
        backgroundColor: isDragAccept ? 'var(--mantine-color-blue-light)' : undefined,
      }}
    >
      <input {...getInputProps()} />
      {props.children}
    </Box>
  );
}
