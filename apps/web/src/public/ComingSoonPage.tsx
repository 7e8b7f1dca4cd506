import { Button, Container, EmptyState, Group, Title } from '@mantine/core';
import { IconHammer } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { QUOTE_PATH } from './links';

/** Placeholder for public pages that a later issue builds. */
export function ComingSoonPage({ title }: { title: string }) {
  useEffect(() => {
    document.title = `${title} | GST Platform`;
  }, [title]);

  return (
    <Container size="md" py={{ base: 40, md: 72 }}>
      <Title order={1} ta="center" mb="lg">
        {title}
      </Title>
      <EmptyState
        variant="light"
        icon={<IconHammer size={28} stroke={1.5} />}
        title="This page is coming soon"
        description="We are putting the finishing touches on it. Meanwhile, ask us for a quote or head back home."
      >
        <EmptyState.Actions>
          <Group justify="center" gap="sm">
            <Button component={Link} to="/" variant="default">
              Back to Home
            </Button>
            <Button component={Link} to={QUOTE_PATH} color="amber">
              Get a Quote Now
            </Button>
          </Group>
        </EmptyState.Actions>
      </EmptyState>
    </Container>
  );
}
