/**
 * CreateButton — the floating 'Create {title}' button at the bottom right (spec §2).
 * Props: `title` ('Product' → 'Create Product'), `allowed` (the page's create flag: false renders
 * nothing), `onClick`. On phones it stays a labelled pill above the content's bottom edge.
 */
import { Affix, Box, Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { MESSAGES } from '@gst/domain';

export function CreateButton({
  title,
  allowed = true,
  onClick,
}: {
  title: string;
  allowed?: boolean;
  onClick: () => void;
}) {
  if (!allowed) return null;
  return (
    <>
      {/* Room under the list, so its last row can scroll clear of the floating button. */}
      <Box h={72} aria-hidden />
      <Affix position={{ bottom: 20, right: 20 }} zIndex={150}>
        <Button
          size="md"
          radius="xl"
          color="amber"
          leftSection={<IconPlus size={18} />}
          onClick={onClick}
          style={{ boxShadow: 'var(--mantine-shadow-md)' }}
        >
          {MESSAGES.createButton(title)}
        </Button>
      </Affix>
    </>
  );
}
