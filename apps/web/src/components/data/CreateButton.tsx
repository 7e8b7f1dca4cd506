/**
 * CreateButton — the floating 'Create {title}' button (spec §2), rendered by DataTable from its
 * `create` prop (`{ title, allowed, onClick }`; `allowed: false` renders nothing).
 *
 * It is `position: sticky` in its own row just above the table's footer: while that row is below
 * the screen the button floats at the bottom right over the rows (which scroll on under it), and
 * when the footer comes into view the button rests in its row, so it never covers the pagination
 * arrows or the page-size select, at any width. (A fixed Affix covered them whenever the footer
 * sat in the bottom 60 px of the window, as on a 1280×720 screen.)
 *
 * On phones (< 48em, where the rows are stacked cards) it does not float: a card's values are
 * right-aligned and the button, floating at the bottom right, covered them while the list scrolled
 * under it (issue 29). There it rests in its row under the last card, never over a card.
 */
import { Box, Button } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { MESSAGES } from '@gst/domain';

export interface CreateButtonProps {
  title: string;
  allowed?: boolean;
  onClick: () => void;
}

export function CreateButton({ title, allowed = true, onClick }: CreateButtonProps) {
  // The same query as DataTable's card layout.
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  if (!allowed) return null;
  return (
    <Box
      mt="sm"
      data-floating={isPhone ? undefined : true}
      style={{
        position: isPhone ? 'static' : 'sticky',
        bottom: 'calc(16px + env(safe-area-inset-bottom, 0px))',
        zIndex: 5,
        display: 'flex',
        justifyContent: 'flex-end',
        // The row itself lets clicks through to the rows it floats over; only the button takes them.
        pointerEvents: 'none',
      }}
    >
      <Button
        size="md"
        radius="xl"
        color="amber"
        leftSection={<IconPlus size={18} />}
        onClick={onClick}
        style={{ boxShadow: 'var(--mantine-shadow-md)', pointerEvents: 'auto' }}
      >
        {MESSAGES.createButton(title)}
      </Button>
    </Box>
  );
}
