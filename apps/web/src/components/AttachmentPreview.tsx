/**
 * A record's document beside its drawer (issue 31: the supplier's bill beside the purchase bill
 * being typed). `usePickedAttachment` keeps a file picked before the record is saved (checked as
 * the server checks it, shown from an object URL that is revoked when the file is replaced,
 * removed or the drawer goes); `AttachmentPicker` is the button shown while there is no file;
 * `AttachmentPreview` shows the picked file, or the record's saved one, with its controls. On a
 * phone (below `lg`) the preview can be folded away.
 */
import {
  Anchor,
  Badge,
  Box,
  Button,
  Collapse,
  FileButton,
  Group,
  Paper,
  Stack,
  Text,
  useMantineTheme,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconEye, IconEyeOff, IconPaperclip, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MIME_TYPES, formatBytes } from '@gst/domain';
import {
  fileSummary,
  pickAttachment,
  previewKindOf,
  releasePicked,
  type Attachment,
  type PickedAttachment,
} from './attachmentFile';

const ACCEPT = ATTACHMENT_MIME_TYPES.join(',');

/** The file picked in a drawer, its refusal, and the object URL's life. */
export function usePickedAttachment() {
  const [picked, setPicked] = useState<PickedAttachment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const current = useRef<PickedAttachment | null>(null);
  const turn = useRef(0);
  const replace = (next: PickedAttachment | null) => {
    releasePicked(current.current);
    current.current = next;
    setPicked(next);
  };
  // The drawer stays mounted while it slides shut; unmounting frees what is still held.
  useEffect(() => () => releasePicked(current.current), []);
  return {
    picked,
    error,
    /** Checks and previews a file; a refused one leaves the earlier pick as it was. */
    pick: async (file: File | null) => {
      if (!file) return;
      const mine = ++turn.current;
      const result = await pickAttachment(file);
      if (mine !== turn.current) {
        if (result.ok) releasePicked(result.picked);
        return;
      }
      setError(result.ok ? null : result.error);
      if (result.ok) replace(result.picked);
    },
    /** Drops the pick (Remove file). */
    clear: () => {
      turn.current += 1;
      setError(null);
      replace(null);
    },
    /**
     * The drawer closes (its record saved, or its changes discarded): the object URL is freed,
     * while the preview already drawn stays in the drawer sliding shut (it does not narrow as it
     * goes). The drawer is mounted afresh for its next opening.
     */
    release: () => {
      turn.current += 1;
      releasePicked(current.current);
      current.current = null;
    },
  };
}

/** Attach button and hint while the record has no file: `what` is e.g. "the supplier's bill". */
export function AttachmentPicker(props: {
  what: string;
  error: string | null;
  onPick: (file: File | null) => void;
  hint: string;
}) {
  return (
    <Stack gap={4} aria-label="Attachment">
      <Group gap="sm" wrap="wrap">
        <FileButton onChange={props.onPick} accept={ACCEPT}>
          {(button) => (
            <Button {...button} size="xs" variant="light" leftSection={<IconPaperclip size={14} />}>
              Attach {props.what}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          PDF or image, at most {formatBytes(ATTACHMENT_MAX_BYTES)}. {props.hint}
        </Text>
      </Group>
      {props.error ? (
        <Text size="xs" c="red" role="alert">
          {props.error}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The picked file (sent when the record is saved) or, failing that, the record's saved one. */
export function AttachmentPreview(props: {
  what: string;
  picked: PickedAttachment | null;
  saved: Attachment | null;
  error: string | null;
  /** Replace file (and, with no file yet, Attach) is offered. */
  canPick: boolean;
  onPick: (file: File | null) => void;
  onRemove: () => void;
  /** Under the file's name while it waits: e.g. 'Attached when the bill is saved'. */
  pendingNote: string;
}) {
  const theme = useMantineTheme();
  const isWide = useMediaQuery(`(min-width: ${theme.breakpoints.lg})`) ?? false;
  const [shown, setShown] = useState(true);
  const { picked, saved } = props;
  const file = picked
    ? { name: picked.name, size: picked.size, url: picked.url, kind: picked.kind }
    : saved
      ? {
          name: saved.name,
          size: saved.size,
          url: saved.fileLink,
          kind: previewKindOf(saved.contentType),
        }
      : null;
  if (!file) return null;
  const open = isWide || shown;
  // Wide: the drawer's height less its header, this card's own lines and the footer.
  const height = isWide ? 'calc(100dvh - 18rem)' : '60dvh';
  return (
    <Box pos={isWide ? 'sticky' : undefined} top={isWide ? 72 : undefined}>
      <Paper withBorder p="sm" radius="md" aria-label="Attachment">
        <Stack gap="xs">
          <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
            <Box miw={0}>
              <Group gap={6} wrap="nowrap">
                <IconPaperclip size={14} aria-hidden style={{ flexShrink: 0 }} />
                <Anchor href={file.url} target="_blank" rel="noopener" size="sm" truncate="end">
                  {file.name}
                </Anchor>
              </Group>
              <Text size="xs" c="dimmed">
                {formatBytes(file.size)}
                {picked ? ` · ${props.pendingNote}` : ''}
              </Text>
            </Box>
            {picked ? (
              <Badge size="sm" variant="light" style={{ flexShrink: 0 }}>
                New
              </Badge>
            ) : null}
          </Group>
          {picked && saved ? (
            <Text size="xs" c="dimmed">
              Replaces {fileSummary(saved)}.
            </Text>
          ) : null}
          <Group gap="xs" wrap="wrap">
            {props.canPick ? (
              <FileButton onChange={props.onPick} accept={ACCEPT}>
                {(button) => (
                  <Button
                    {...button}
                    size="xs"
                    variant="light"
                    leftSection={<IconPaperclip size={14} />}
                  >
                    Replace file
                  </Button>
                )}
              </FileButton>
            ) : null}
            {picked ? (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconX size={14} />}
                onClick={props.onRemove}
              >
                {saved ? `Keep ${saved.name}` : 'Remove file'}
              </Button>
            ) : null}
            {isWide ? null : (
              <Button
                size="xs"
                variant="subtle"
                leftSection={shown ? <IconEyeOff size={14} /> : <IconEye size={14} />}
                onClick={() => setShown((s) => !s)}
                aria-expanded={shown}
              >
                {shown ? 'Hide preview' : 'Show preview'}
              </Button>
            )}
          </Group>
          {props.error ? (
            <Text size="xs" c="red" role="alert">
              {props.error}
            </Text>
          ) : null}
          <Collapse expanded={open}>
            {file.kind === 'image' ? (
              <img
                src={file.url}
                alt={`Preview of ${file.name}`}
                style={{
                  display: 'block',
                  maxWidth: '100%',
                  maxHeight: isWide ? height : '45dvh',
                  margin: '0 auto',
                  objectFit: 'contain',
                  borderRadius: 'var(--mantine-radius-sm)',
                }}
              />
            ) : (
              <Box
                component="iframe"
                src={file.url}
                title={`Preview of ${file.name}`}
                w="100%"
                h={height}
                style={{
                  display: 'block',
                  border: '1px solid var(--mantine-color-default-border)',
                  borderRadius: 'var(--mantine-radius-sm)',
                }}
              />
            )}
          </Collapse>
        </Stack>
      </Paper>
    </Box>
  );
}
