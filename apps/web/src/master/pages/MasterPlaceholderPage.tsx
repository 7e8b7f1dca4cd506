import { Paper } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { AppEmptyState } from '../../components/AppEmptyState';
import { PageHeader } from '../../components/PageHeader';
import { PRODUCT_TITLE } from '../../lib/brand';

/** Stands in for a master page until the tenants issue builds it. */
export default function MasterPlaceholderPage({ title }: { title: string }) {
  useDocumentTitle(`${title} | ${PRODUCT_TITLE} Master`);
  return (
    <>
      <PageHeader title={title} />
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <AppEmptyState />
      </Paper>
    </>
  );
}
