import { Box, Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import {
  IconBuildingWarehouse,
  IconCash,
  IconClockDollar,
  IconCoins,
  IconReportMoney,
  IconTruckDelivery,
  IconFileInvoice,
  IconReceiptTax,
  IconScale,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatIndianNumber, formatINRWhole } from '@gst/domain';
import { buyingKpis, type BuyingKpi } from './buying';
import type { DashboardBuying, DashboardData } from './types';

interface Kpi {
  label: string;
  value: string;
  icon: ReactNode;
  color: string;
  hint?: string;
}

const BUYING_LOOK: Record<BuyingKpi['key'], { icon: ReactNode; color: string }> = {
  grossProfit: { icon: <IconReportMoney size={18} />, color: 'green' },
  netProfit: { icon: <IconCoins size={18} />, color: 'lime' },
  purchases: { icon: <IconTruckDelivery size={18} />, color: 'cyan' },
  payables: { icon: <IconBuildingWarehouse size={18} />, color: 'pink' },
};

/**
 * The KPI cards: all across on a wide desktop, 3 or 2 a row on narrower ones and tablets, 1 on
 * phones (ui.md); a fifth, Outstanding (what customers owe today, issue 16), for users who may
 * view Payments. Issue 31 (tenant.dashboard.buying): Gross Profit from recorded costs, and Net
 * Profit (less expenses), Purchases and Payables for users the server sends them to. The icon sits beside the label, so
 * the amount has the card's whole width.
 */
export function KpiCards({
  data,
  loading,
  outstanding,
  buying,
}: {
  data: DashboardData | undefined;
  loading: boolean;
  outstanding?: string;
  buying?: DashboardBuying;
}) {
  const kpis: Kpi[] = [
    {
      label: 'Total Revenue',
      value: formatINRWhole(data?.totalRevenue ?? '0'),
      icon: <IconCash size={18} />,
      color: 'teal',
    },
    {
      label: 'Total Invoices',
      value: formatIndianNumber(data?.totalInvoices ?? 0, { decimals: 0 }),
      icon: <IconFileInvoice size={18} />,
      color: 'blue',
    },
    {
      label: 'Total GST',
      value: formatINRWhole(data?.totalGST ?? '0'),
      icon: <IconReceiptTax size={18} />,
      color: 'orange',
    },
    {
      label: 'Avg. Invoice Value',
      value: formatINRWhole(data?.averageInvoiceValue ?? '0'),
      icon: <IconScale size={18} />,
      color: 'grape',
    },
    ...(outstanding === undefined
      ? []
      : [
          {
            label: 'Outstanding',
            value: formatINRWhole(outstanding),
            icon: <IconClockDollar size={18} />,
            color: 'red',
          },
        ]),
    ...buyingKpis(buying).map((kpi) => ({
      label: kpi.label,
      value: formatINRWhole(kpi.amount),
      hint: kpi.hint,
      ...BUYING_LOOK[kpi.key],
    })),
  ];
  return (
    // Columns follow the width the cards really get (a container query, not the window): with
    // the navbar beside them, five cards across a 1280 px window left a crore-sized total
    // (₹11,61,15,115) too little room and it ran into the next card.
    <Box style={{ containerType: 'inline-size' }}>
      <SimpleGrid
        type="container"
        cols={{ base: 1, '420px': 2, '760px': 3, '1100px': Math.min(kpis.length, 4) }}
        spacing="md"
      >
        {kpis.map((kpi) => (
          <Paper key={kpi.label} withBorder p="md" radius="md" miw={0}>
            <Group justify="space-between" align="center" wrap="nowrap" gap="xs">
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {kpi.label}
              </Text>
              <ThemeIcon variant="light" color={kpi.color} size={30} radius="md">
                {kpi.icon}
              </ThemeIcon>
            </Group>
            {loading && !data ? (
              <Skeleton h={28} w={120} mt={6} />
            ) : (
              <Text
                fz={24}
                fw={700}
                mt={4}
                style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                data-testid={`kpi-${kpi.label}`}
              >
                {kpi.value}
              </Text>
            )}
            {kpi.hint ? (
              <Text size="xs" c="dimmed" mt={2} data-testid={`kpi-hint-${kpi.label}`}>
                {kpi.hint}
              </Text>
            ) : null}
          </Paper>
        ))}
      </SimpleGrid>
    </Box>
  );
}
