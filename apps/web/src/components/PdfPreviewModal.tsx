import { Alert, Box, Button, Group, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconAlertTriangle,
  IconDownload,
  IconExternalLink,
  IconPrinter,
} from '@tabler/icons-react';
import { useRef } from 'react';
import { MESSAGES } from '@gst/domain';
import { downloadUrl, fileIdFromLink, viewerUrl } from './documents/fileLink';

export interface PdfPreviewModalProps {
  opened: boolean;
  onClose: () => void;
  /** A file link such as '/files/<id>' (the id is found as a run of 25+ word or dash characters). */
  fileLink: string | null | undefined;
  /** Modal title, e.g. 'Invoice INV/26-27/0001'. */
  title?: string;
}

/**
 * The spec's PDF preview modal, showing the file from the app's own viewer: an iframe of
 * `/files/<id>` (the browser's PDF viewer), with Download, Print and open-in-a-tab. Without an
 * id in the link it says 'Invalid or missing file link.'.
 */
export function PdfPreviewModal({
  opened,
  onClose,
  fileLink,
  title = 'PDF',
}: PdfPreviewModalProps) {
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const frame = useRef<HTMLIFrameElement>(null);
  const fileId = fileIdFromLink(fileLink);

  const print = () => {
    // Same-origin PDF in the browser's viewer: print that frame; else open it to print there.
    try {
      const view = frame.current?.contentWindow;
      if (!view) throw new Error('no frame');
      view.focus();
      view.print();
    } catch {
      if (fileId) window.open(viewerUrl(fileId), '_blank', 'noopener');
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="80rem"
      fullScreen={isPhone}
      centered
      closeOnEscape
      padding="sm"
    >
      {fileId ? (
        <>
          <Group justify="flex-end" gap="xs" mb="xs">
            <Button
              component="a"
              href={viewerUrl(fileId)}
              target="_blank"
              rel="noopener"
              variant="subtle"
              size="xs"
              leftSection={<IconExternalLink size={16} />}
            >
              Open in new tab
            </Button>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPrinter size={16} />}
              onClick={print}
            >
              Print
            </Button>
            <Button
              component="a"
              href={downloadUrl(fileId)}
              download
              size="xs"
              leftSection={<IconDownload size={16} />}
            >
              Download
            </Button>
          </Group>
          <Box
            component="iframe"
            ref={frame}
            src={viewerUrl(fileId)}
            title={title}
            w="100%"
            h={isPhone ? 'calc(100dvh - 9rem)' : '75vh'}
            style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
          />
        </>
      ) : (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
          {MESSAGES.pdf.invalidLink}
        </Alert>
      )}
    </Modal>
  );
}
