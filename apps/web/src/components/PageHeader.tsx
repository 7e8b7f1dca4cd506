import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The title row of a back-office page: the page name and, on the right, its primary action. */
export function PageHeader({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <Group justify="space-between" align="center" mb="md" gap="sm">
      <Title order={1} size="h2">
        {title}
      </Title>
      {action}
    </Group>
  );
}
