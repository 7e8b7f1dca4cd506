import { Center, Loader, Overlay, Paper, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@gst/domain';

export interface GeneratingOverlayProps {
  /** Shown while true. */
  visible: boolean;
  /** Defaults to the spec's 'Generating PDF Report...'. */
  text?: string;
}

/**
 * The spec's generating overlay: covers the page (and blocks clicks) while a PDF is made.
 * Announced to screen readers as a status.
 */
export function GeneratingOverlay({
  visible,
  text = MESSAGES.pdf.generatingReport,
}: GeneratingOverlayProps) {
  if (!visible) return null;
  return (
    <Overlay fixed zIndex={400} backgroundOpacity={0.45} blur={1}>
      <Center h="100%">
        <Paper shadow="md" radius="md" p="lg" withBorder role="status" aria-live="polite">
          <Stack align="center" gap="sm">
            <Loader size="md" />
            <Text fw={500}>{text}</Text>
          </Stack>
        </Paper>
      </Center>
    </Overlay>
  );
}
