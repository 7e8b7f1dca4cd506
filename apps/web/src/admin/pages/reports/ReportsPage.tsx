import { Paper, Tabs } from '@mantine/core';
import {
  IconBuildingBank,
  IconListNumbers,
  IconReceipt,
  IconShoppingCart,
} from '@tabler/icons-react';
import { useState, type ComponentType, type ReactNode } from 'react';
import { PageHeader } from '../../../components/PageHeader';
import type { AdminPageProps } from '../shared/pageProps';
import { CashBankIcon, CashBankTab } from './CashBankTab';
import { DayBookIcon, DayBookTab } from './DayBookTab';
import { HsnSummaryTab } from './HsnSummaryTab';
import { LedgersIcon, LedgersTab } from './LedgersTab';
import { ProfitLossIcon, ProfitLossTab } from './ProfitLossTab';
import { RegisterTab } from './RegisterTab';
import { TallyIcon, TallyTab } from './TallyTab';
import { TaxLiabilityTab } from './TaxLiabilityTab';
import { TdsReceivableIcon, TdsReceivableTab } from './TdsReceivableTab';

/** One report on the page: its tab and what it shows (mounted only while its tab is open). */
type ReportTab = {
  value: string;
  label: string;
  icon: ComponentType<{ size?: number }>;
  render: () => ReactNode;
};

/** The reports in the order the tabs show them; each report adds its own entry here. */
const REPORT_TABS: ReportTab[] = [
  {
    value: 'sales',
    label: 'Sales register',
    icon: IconReceipt,
    render: () => <RegisterTab side="sales" />,
  },
  {
    value: 'purchases',
    label: 'Purchase register',
    icon: IconShoppingCart,
    render: () => <RegisterTab side="purchases" />,
  },
  {
    value: 'hsn',
    label: 'HSN summary',
    icon: IconListNumbers,
    render: () => <HsnSummaryTab />,
  },
  {
    value: 'tax-liability',
    label: 'Tax liability',
    icon: IconBuildingBank,
    render: () => <TaxLiabilityTab />,
  },
  {
    value: 'profit-and-loss',
    label: 'Profit and loss',
    icon: ProfitLossIcon,
    render: () => <ProfitLossTab />,
  },
  {
    value: 'day-book',
    label: 'Day book',
    icon: DayBookIcon,
    render: () => <DayBookTab />,
  },
  {
    value: 'cash-bank',
    label: 'Cash & bank',
    icon: CashBankIcon,
    render: () => <CashBankTab />,
  },
  {
    value: 'ledgers',
    label: 'Ledgers',
    icon: LedgersIcon,
    render: () => <LedgersTab />,
  },
  {
    value: 'tds-receivable',
    label: 'TDS receivable',
    icon: TdsReceivableIcon,
    render: () => <TdsReceivableTab />,
  },
  {
    value: 'tally',
    label: 'Tally',
    icon: TallyIcon,
    render: () => <TallyTab />,
  },
];

/**
 * Reports (issue 33): a tab per report (the sales and purchase registers, the HSN summary, tax
 * liability by month, profit and loss, the day, cash and bank books, the ledgers, TDS receivable
 * and the Tally export), each with its date range, filters, totals and Excel and PDF downloads.
 */
const FIRST_TAB = 'sales';

export default function ReportsPage({ title }: AdminPageProps) {
  const [tab, setTab] = useState<string>(FIRST_TAB);
  return (
    <>
      <PageHeader title={title} />
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <Tabs value={tab} onChange={(v) => setTab(v ?? FIRST_TAB)}>
          <Tabs.List mb="md">
            {REPORT_TABS.map(({ value, label, icon: Icon }) => (
              <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} />}>
                {label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {/* Each report mounts only when shown, so its queries run only then. */}
          {REPORT_TABS.map(({ value, render }) => (
            <Tabs.Panel key={value} value={value}>
              {tab === value ? render() : null}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Paper>
    </>
  );
}
