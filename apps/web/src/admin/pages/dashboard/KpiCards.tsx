import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconCash, IconFileInvoice, IconReceiptTax, IconScale } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatIndianNumber, formatINRWhole } from '@gst/domain';
import type { DashboardData } from './types';

interface Kpi {
  label: string;
  value: string;
  icon: ReactNode;
  color: string;
}

/** The four KPI cards: 4 across on desktop, 2 on tablets, 1 on phones (ui.md). */
export function KpiCards({ data, loading }: { data: DashboardData | undefined; loading: boolean }) {
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
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
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
