import { ScrollArea, Text } from '@mantine/core';
import { Fragment } from 'react';
import type { PageKey } from '@gst/domain';
import {
  IconBox,
  IconBuildingStore,
  IconBuildingWarehouse,
  IconCash,
  IconCoins,
  IconDatabaseExport,
  IconPackageImport,
  IconReportAnalytics,
  IconReportMoney,
  IconTruckDelivery,
  IconReceiptRefund,
  IconRepeat,
  IconReceiptTax,
  IconFileCertificate,
  IconHistory,
  IconFileInvoice,
  IconFileText,
  IconLayoutDashboard,
  IconMail,
  IconSettings,
  IconSolarPanel,
  IconUsers,
  IconUserShield,
  IconWebhook,
  type Icon,
} from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { MenuLink } from '../components/BackOfficeShell';
import type { AdminMenuItem } from './menu';

const ICONS: Record<PageKey, Icon> = {
  dashboard: IconLayoutDashboard,
  'manage-invoice': IconFileInvoice,
  'manage-quote': IconFileText,
  'manage-credit-note': IconReceiptRefund,
  'manage-debit-note': IconReceiptTax,
  'manage-payment': IconCash,
  returns: IconFileCertificate,
  'manage-product': IconSolarPanel,
  'manage-item': IconBox,
  'manage-customer': IconUsers,
  'change-details': IconSettings,
  'manage-user': IconUserShield,
  'audit-trail': IconHistory,
  'manage-supplier': IconBuildingStore,
  'manage-purchase-bill': IconPackageImport,
  'manage-supplier-payment': IconTruckDelivery,
  payables: IconReportMoney,
  stock: IconBuildingWarehouse,
  'manage-expense': IconCoins,
  reports: IconReportAnalytics,
  'shop-data': IconDatabaseExport,
  webhooks: IconWebhook,
  mail: IconMail,
  'manage-recurring-invoice': IconRepeat,
};

interface AdminNavbarProps {
  items: readonly AdminMenuItem[];
  onNavigate: () => void;
}

/** The side menu (inside AppShell.Navbar, itself a <nav>): only the pages the user may view. */
export function AdminNavbar({ items, onNavigate }: AdminNavbarProps) {
  const { pathname } = useLocation();
  return (
    <ScrollArea type="scroll">
      {items.map((item, index) => {
        const to = `/admin/${item.path}`;
        const active = pathname === to || pathname.startsWith(`${to}/`);
        // A group's heading before its first visible item (issue 31: "Purchases").
        const heading = item.group && item.group !== items[index - 1]?.group ? item.group : null;
        return (
          <Fragment key={item.page}>
            {heading && (
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="md" pb={4}>
                {heading}
              </Text>
            )}
            <MenuLink
              to={to}
              label={item.label}
              icon={ICONS[item.page]}
              active={active}
              onClick={onNavigate}
            />
          </Fragment>
        );
      })}
    </ScrollArea>
  );
}
