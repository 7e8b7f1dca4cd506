import { ActionIcon, Modal, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowsMaximize } from '@tabler/icons-react';
import type { DashboardData } from '../types';
import { ChartPaper } from './ChartPaper';
import { DashboardBarChart } from './DashboardBarChart';

/** Customer total spent, with a button that opens the chart large in a dialog. */
export function CustomerSpentChart({ customers }: { customers: DashboardData['topCustomers'] }) {
  const [opened, { open, close }] = useDisclosure(false);
  const bars = customers.map((c) => ({ label: c.name, value: Number(c.totalSpent) }));
  return (
    <ChartPaper
      title="Customer total spent"
      empty={customers.length === 0}
      action={
        customers.length > 0 && (
          <Tooltip label="Expand chart">
            <ActionIcon variant="subtle" onClick={open} aria-label="Expand customer chart">
              <IconArrowsMaximize size={18} />
            </ActionIcon>
          </Tooltip>
        )
      }
    >
      <DashboardBarChart name="Total spent" color="orange.6" money bars={bars} />
      <Modal
        opened={opened}
        onClose={close}
        title="Customer total spent"
        size="auto"
        fullScreen={false}
        centered
        styles={{ content: { maxWidth: '95vw' } }}
      >
        <DashboardBarChart
          name="Total spent"
          color="orange.6"
          money
          expanded
          height={460}
          bars={bars}
        />
      </Modal>
    </ChartPaper>
  );
}
