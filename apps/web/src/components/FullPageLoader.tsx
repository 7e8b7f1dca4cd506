import { Center, Loader, Stack, Text } from '@mantine/core';

/** A centred spinner with a line of text, for whole-page waits (auth checks, lazy chunks). */
export function FullPageLoader({ label = 'Loading...' }: { label?: string }) {
  return (
    <Center mih="60vh" p="md" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader size="md" />
        <Text c="dimmed" size="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
