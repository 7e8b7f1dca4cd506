import { Stack } from '@mantine/core';
import { usePagePermissions } from '../../../components/data';
import { PageHeader } from '../../../components/PageHeader';
import type { AdminPageProps } from '../shared/pageProps';
import { ShopDataIntro } from './ShopDataIntro';
import { ShopExportPanel } from './ShopExportPanel';

/**
 * Shop Data (issue 33, "the shop's own data"): what the archive holds, the export with or
 * without PDFs, its progress, and the last exports to download. Admins only (page 'shop-data').
 */
export default function ShopDataPage({ title }: AdminPageProps) {
  const can = usePagePermissions('shop-data');
  return (
    <>
      <PageHeader title={title} />
      <Stack gap="md" maw={1100}>
        <ShopDataIntro />
        <ShopExportPanel canExport={can('export')} />
      </Stack>
    </>
  );
}
