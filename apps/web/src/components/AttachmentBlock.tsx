import { useState } from 'react';
import { Anchor, Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPaperclip, IconTrash } from '@tabler/icons-react';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MIME_TYPES, formatBytes } from '@gst/domain';
import { toastText } from '../lib/errors';
import { readAttachment, type Attachment } from './attachmentFile';

export type { Attachment };

/**
 * The document attached to a record (issue 31: the supplier's bill beside a purchase bill, the
 * receipt beside an expense): its link and, for an image, a preview; Attach / Replace and Remove
 * for a user who may.
 */
export function AttachmentBlock(props: {
  attachment: Attachment | null;
  /** What is attached, e.g. "the supplier's bill". */
  what: string;
  canAttach: boolean;
  canRemove: boolean;
  upload: (input: { file: string; name: string }) => Promise<unknown>;
  remove: () => Promise<unknown>;
}) {
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const run = async (kind: 'upload' | 'remove', work: () => Promise<unknown>, done: string) => {
    setBusy(kind);
    try {
      await work();
      notifications.show({ color: 'green', message: done });
    } catch (error) {
      notifications.show({ color: 'red', message: toastText(error, 'The attachment failed') });
    } finally {
      setBusy(null);
    }
  };
  const pick = async (file: File | null) => {
    if (!file) return;
    const read = await readAttachment(file);
    if (!read.ok) {
      notifications.show({ color: 'red', message: read.error });
      return;
    }
    await run(
      'upload',
      () => props.upload({ file: read.dataUrl, name: file.name }),
      `Attached ${file.name}`,
    );
  };
  const a = props.attachment;
  return (
    <Stack gap={6} mt="sm" aria-label="Attachment">
      <Text size="sm" fw={600}>
        Attachment
      </Text>
      {a ? (
        <Group gap="xs" wrap="wrap">
          <IconPaperclip size={14} aria-hidden />
          <Anchor href={a.fileLink} target="_blank" rel="noopener" size="sm">
            {a.name}
          </Anchor>
          <Text size="xs" c="dimmed">
            {formatBytes(a.size)}
          </Text>
        </Group>
      ) : (
        <Text size="xs" c="dimmed">
          No file attached: {props.what} can be attached as a PDF or an image (at most{' '}
          {formatBytes(ATTACHMENT_MAX_BYTES)}).
        </Text>
      )}
      {a?.contentType.startsWith('image/') ? (
        <Image src={a.fileLink} alt={a.name} mah={240} w="auto" fit="contain" radius="sm" />
      ) : null}
      {props.canAttach || (a && props.canRemove) ? (
        <Group gap="xs">
          {props.canAttach ? (
            <FileButton onChange={(f) => void pick(f)} accept={ATTACHMENT_MIME_TYPES.join(',')}>
              {(button) => (
                <Button
                  {...button}
                  size="xs"
                  variant="light"
                  leftSection={<IconPaperclip size={14} />}
                  loading={busy === 'upload'}
                >
                  {a ? 'Replace file' : `Attach ${props.what}`}
                </Button>
              )}
            </FileButton>
          ) : null}
          {a && props.canRemove ? (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} />}
              loading={busy === 'remove'}
              onClick={() => void run('remove', props.remove, `Removed ${a.name}`)}
            >
              Remove file
            </Button>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}
