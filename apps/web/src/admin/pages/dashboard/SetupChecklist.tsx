import { Anchor, Badge, Group, List, Paper, Progress, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTRPC } from '../../../lib/trpc';

/**
 * A new shop's setup checklist (issue 29 item 1) on the dashboard: each step done or not as the
 * server reads it from the shop's own records, with a link to where it is done. Shown until every
 * required step is done (bank/UPI and logo are recommended), then gone for good. Nothing is shown
 * while it loads or if it fails: the dashboard's figures come first.
 */
export function SetupChecklist() {
  const trpc = useTRPC();
  const checklist = useQuery(trpc.tenant.setup.checklist.queryOptions());
  const data = checklist.data;
  if (!data || data.complete) return null;
  const done = data.items.filter((item) => item.done).length;
  return (
    <Paper withBorder p="md" radius="md" mb="md" component="section" aria-labelledby="setup-title">
      <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
        <Title order={2} size="h4" id="setup-title">
          Set up your shop
        </Title>
        <Text size="sm" c="dimmed">
          {done} of {data.items.length} done
        </Text>
      </Group>
      <Progress
        value={(done / data.items.length) * 100}
        size="sm"
        mt="xs"
        mb="sm"
        aria-label={`Setup ${done} of ${data.items.length} done`}
      />
      <List spacing="sm" listStyleType="none" aria-label="Setup checklist">
        {data.items.map((item) => (
          <List.Item
            key={item.key}
            data-done={item.done}
            icon={
              <ThemeIcon
                color={item.done ? 'teal' : 'gray'}
                variant={item.done ? 'filled' : 'light'}
                size={22}
                radius="xl"
                aria-hidden
              >
                {item.done ? <IconCheck size={14} /> : <IconCircleDashed size={14} />}
              </ThemeIcon>
            }
          >
            <Group gap={6} wrap="wrap">
              <Anchor
                component={Link}
                to={item.href}
                fw={500}
                td={item.done ? 'line-through' : undefined}
              >
                {item.label}
              </Anchor>
              {item.done || !item.required ? (
                <Text span size="sm" c="dimmed">
                  {item.done ? '(done)' : '(recommended)'}
                </Text>
              ) : null}
              {!item.done && item.required ? (
                <Badge size="xs" variant="light" color="orange">
                  Needed
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed">
              {item.hint}
            </Text>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}
