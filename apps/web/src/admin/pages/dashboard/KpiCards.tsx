import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import {
  IconCash,
  IconClockDollar,
  IconFileInvoice,
  IconReceiptTax,
  IconScale,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatIndianNumber, formatINRWhole } from '@gst/domain';
import type { DashboardData } from './types';

interface Kpi {
  label: string;
  value: string;
  icon: ReactNode;
  color: string;
}

/**
 * The KPI cards: 4 across on desktop, 2 on tablets, 1 on phones (ui.md); a fifth, Outstanding
 * (what customers owe today, issue 16), for users who may view Payments.
 */
export function KpiCards({
  data,
  loading,
  outstanding,
}: {
  data: DashboardData | undefined;
  loading: boolean;
  outstanding?: string;
}) {
  const kpis: Kpi[] = [
    {
      label: 'Total Revenue',
      value: formatINRWhole(data?.totalRevenue ?? '0'),
      icon: <IconCash size={20} />,
      color: 'teal',
    },
    {
      label: 'Total Invoices',
      value: formatIndianNumber(data?.totalInvoices ?? 0, { decimals: 0 }),
      icon: <IconFileInvoice size={20} />,
      color: 'blue',
    },
    {
      label: 'Total GST',
      value: formatINRWhole(data?.totalGST ?? '0'),
      icon: <IconReceiptTax size={20} />,
      color: 'orange',
    },
    {
      label: 'Avg. Invoice Value',
      value: formatINRWhole(data?.averageInvoiceValue ?? '0'),
      icon: <IconScale size={20} />,
      color: 'grape',
    },
    ...(outstanding === undefined
      ? []
      : [
          {
            label: 'Outstanding',
            value: formatINRWhole(outstanding),
            icon: <IconClockDollar size={20} />,
            color: 'red',
          },
        ]),
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: kpis.length }} spacing="md">
      {kpis.map((kpi) => (
        <Paper key={kpi.label} withBorder p="md" radius="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {kpi.label}
              </Text>
              {loading && !data ? (
                <Skeleton h={28} w={120} mt={6} />
              ) : (
                <Text
                  fz={26}
                  fw={700}
                  mt={2}
                  style={{ fontVariantNumeric: 'tabular-nums' }}
                  data-testid={`kpi-${kpi.label}`}
                >
                  {kpi.value}
                </Text>
              )}
            </div>
            <ThemeIcon variant="light" color={kpi.color} size={38} radius="md">
              {kpi.icon}
            </ThemeIcon>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
