import { Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface NoticeCardProps {
  icon: ReactNode;
  color: string;
  title: string;
  /** Plain text is shown dimmed; pass elements for richer content. */
  children: ReactNode;
}

/** A centred card that replaces a whole screen with one message (disabled, not found, ...). */
export function NoticeCard({ icon, color, title, children }: NoticeCardProps) {
  return (
    <Center mih="70vh" p="md">
      <Paper withBorder shadow="sm" p="xl" maw={460} w="100%" role="alert">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color={color}>
            {icon}
          </ThemeIcon>
          <Title order={1} size="h3">
            {title}
          </Title>
          {typeof children === 'string' ? <Text c="dimmed">{children}</Text> : children}
        </Stack>
      </Paper>
    </Center>
  );
}
