import { Paper } from '@mantine/core';
import { AppEmptyState } from '../../components/AppEmptyState';
import { PageHeader } from '../../components/PageHeader';
import type { AdminPageProps } from './shared/pageProps';

/** Stands in for a back-office page until its own issue builds it: title row + empty state. */
export default function PlaceholderPage({ title }: AdminPageProps) {
  return (
    <>
      <PageHeader title={title} />
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <AppEmptyState />
      </Paper>
    </>
  );
}
