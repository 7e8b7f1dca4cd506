import { ScrollArea } from '@mantine/core';
import type { PageKey } from '@gst/domain';
import {
  IconBox,
  IconCash,
  IconReceiptRefund,
  IconReceiptTax,
  IconFileCertificate,
  IconHistory,
  IconFileInvoice,
  IconFileText,
  IconLayoutDashboard,
  IconSettings,
  IconSolarPanel,
  IconUsers,
  IconUserShield,
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
      {items.map((item) => {
        const to = `/admin/${item.path}`;
        const active = pathname === to || pathname.startsWith(`${to}/`);
        return (
          <MenuLink
            key={item.page}
            to={to}
            label={item.label}
            icon={ICONS[item.page]}
            active={active}
            onClick={onNavigate}
          />
        );
      })}
    </ScrollArea>
  );
}
