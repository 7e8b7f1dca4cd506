import { EmptyState } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { MESSAGES } from '@gst/domain';

interface AppEmptyStateProps {
  title?: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
}

/** The spec's empty state ('Inbox Empty !!'), used by every list and chart with no data. */
export function AppEmptyState({
  title = MESSAGES.emptyState.title,
  description = MESSAGES.emptyState.body,
  icon = <IconInbox size={28} stroke={1.5} />,
  children,
}: AppEmptyStateProps) {
  return (
    <EmptyState py="xl" variant="light" title={title} description={description} icon={icon}>
      {children}
    </EmptyState>
  );
}

/** A panel's catch-all route: 'Page not found' and what the panel has no page for. */
export function PageNotFound({ description }: { description: string }) {
  return <AppEmptyState title="Page not found" description={description} />;
}
