import { Avatar, Badge, Group, Stack, Text, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A person on one line: avatar (photo or initials), name over email, and a role badge at the
 * end (the user's roles modal, the master's tenant owner).
 */
export function PersonLine(props: {
  person: { name: string; email: string; image?: string | null };
  badge: ReactNode;
  badgeColor?: MantineColor;
  nameWeight: number;
}) {
  const { person } = props;
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={person.image || null} name={person.name} color="initials" radius="xl" alt="" />
      <Stack gap={0} miw={0}>
        <Text fw={props.nameWeight} truncate="end">
          {person.name}
        </Text>
        <Text size="sm" c="dimmed" truncate="end">
          {person.email}
        </Text>
      </Stack>
      <Badge color={props.badgeColor} variant="light" ml="auto">
        {props.badge}
      </Badge>
    </Group>
  );
}
