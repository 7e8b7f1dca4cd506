import { Button, Tabs } from '@mantine/core';
import { IconPlus, IconReceipt, IconReportMoney } from '@tabler/icons-react';
import { useState } from 'react';
import { usePagePermissions } from '../../../components/data';
import { PageHeader } from '../../../components/PageHeader';
import type { AdminPageProps } from '../shared/pageProps';
import { ReceiptDrawer } from './ReceiptDrawer';
import { ReceiptsTab } from './ReceiptsTab';
import { ReceivablesTab } from './ReceivablesTab';

type Tab = 'receipts' | 'receivables';

/**
 * Payments (issue 16): the receipts (record, apply an advance, reverse) and the receivables
 * (aging per customer, as of a day, Excel). 'Record receipt' opens the receipt drawer.
 */
export default function PaymentsPage({ title }: AdminPageProps) {
  const can = usePagePermissions('manage-payment');
  const [tab, setTab] = useState<Tab>('receipts');
  // A new mount per opening: fresh defaults (today) and a fresh idempotency key.
  const [drawer, setDrawer] = useState({ opened: false, mount: 0 });

  return (
    <>
      <PageHeader
        title={title}
        action={
          can('create') ? (
            <Button
              radius="xl"
              color="amber"
              leftSection={<IconPlus size={18} />}
              onClick={() => setDrawer((d) => ({ opened: true, mount: d.mount + 1 }))}
            >
              Record receipt
            </Button>
          ) : null
        }
      />
      <Tabs value={tab} onChange={(value) => setTab(value === 'receivables' ? value : 'receipts')}>
        <Tabs.List mb="md">
          <Tabs.Tab value="receipts" leftSection={<IconReceipt size={16} />}>
            Receipts
          </Tabs.Tab>
          <Tabs.Tab value="receivables" leftSection={<IconReportMoney size={16} />}>
            Receivables
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="receipts">
          <ReceiptsTab />
        </Tabs.Panel>
        <Tabs.Panel value="receivables">
          {/* Mounted only when shown: the aging report is computed over every open invoice. */}
          {tab === 'receivables' ? <ReceivablesTab /> : null}
        </Tabs.Panel>
      </Tabs>
      {drawer.mount > 0 ? (
        <ReceiptDrawer
          key={drawer.mount}
          opened={drawer.opened}
          onClose={() => setDrawer((d) => ({ ...d, opened: false }))}
        />
      ) : null}
    </>
  );
}
