import { Paper, Tabs } from '@mantine/core';
import { IconReceipt, IconShoppingCart } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeader } from '../../../components/PageHeader';
import type { AdminPageProps } from '../shared/pageProps';
import { RegisterTab } from './RegisterTab';
import type { RegisterSide } from './register';

/**
 * Reports (issue 33): the sales register and the purchase register, a row per document with its
 * taxable value and tax by head and rate, the totals of the range, Excel and PDF downloads.
 */
export default function ReportsPage({ title }: AdminPageProps) {
  const [tab, setTab] = useState<RegisterSide>('sales');
  return (
    <>
      <PageHeader title={title} />
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <Tabs value={tab} onChange={(v) => setTab(v === 'purchases' ? 'purchases' : 'sales')}>
          <Tabs.List mb="md">
            <Tabs.Tab value="sales" leftSection={<IconReceipt size={16} />}>
              Sales register
            </Tabs.Tab>
            <Tabs.Tab value="purchases" leftSection={<IconShoppingCart size={16} />}>
              Purchase register
            </Tabs.Tab>
          </Tabs.List>
          {/* Each register mounts only when shown, so its queries run only then. */}
          <Tabs.Panel value="sales">
            {tab === 'sales' ? <RegisterTab side="sales" /> : null}
          </Tabs.Panel>
          <Tabs.Panel value="purchases">
            {tab === 'purchases' ? <RegisterTab side="purchases" /> : null}
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </>
  );
}
