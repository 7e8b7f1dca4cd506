import { Button, Container, EmptyState } from '@mantine/core';
import { IconMapSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageMeta } from './site/usePageMeta';

export function PublicNotFoundPage() {
  usePageMeta('Page not found', 'The page you are looking for does not exist or has moved.');
  return (
    <Container size="sm" py={{ base: 48, md: 80 }}>
      <EmptyState
        variant="light"
        color="orange"
        icon={<IconMapSearch size={28} stroke={1.5} />}
        title="Page not found"
        description="The page you are looking for does not exist or has moved."
      >
        <EmptyState.Actions>
          <Button component={Link} to="/">
            Back to Home
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Container>
  );
}
