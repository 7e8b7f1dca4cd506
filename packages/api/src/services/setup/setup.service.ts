import { sql } from 'drizzle-orm';
import { rowsOf } from '@gst/db/client';
import { settingsHref, SETTINGS_PATH } from '@gst/domain';
import type { ServiceCtx } from '../context';
import { readMissingParticulars } from '../shared/legal-particulars';
import { readSettings } from '../settings/settings.service';
import type { TSetupChecklist, TSetupItem } from './setup.schema';

/**
 * A new shop's setup checklist (issue 29 item 1), each item's state read from what the shop has:
 * its legal particulars (required before the first invoice), the number series (settled once the
 * shop saves a numbering format or issues its first invoice), bank details or a UPI ID, a logo,
 * a first product and a first customer. The first four are `required`; the checklist is
 * `complete` when they are done (bank/UPI and a logo are recommended, not required by law).
 */
export async function getSetupChecklist({ tx }: Pick<ServiceCtx, 'tx'>): Promise<TSetupChecklist> {
  const missing = await readMissingParticulars(tx);
  const shop = await readSettings({ tx }, ['upiId', 'accountNumber', 'ifscCode', 'shopLogo']);
  // One round trip for the facts kept in tables: an issued number, a saved numbering format, a
  // product and a customer.
  const [facts] = rowsOf<{
    numbered: boolean;
    numberingSaved: boolean;
    hasProduct: boolean;
    hasCustomer: boolean;
  }>(
    await tx.execute(sql`select
      exists (select 1 from document_counters where kind = 'invoice') as "numbered",
      exists (select 1 from audit_log where entity = 'settings' and action = 'settings.update'
        and details -> 'after' -> 'invoiceNumberingFormat' is not null) as "numberingSaved",
      exists (select 1 from products) as "hasProduct",
      exists (select 1 from customers) as "hasCustomer"`),
  );
  const items: TSetupItem[] = [
    {
      key: 'particulars',
      label: 'Legal particulars',
      hint: missing.length
        ? `Missing: ${missing.map((m) => m.label).join(', ')} (CGST Rule 46(a))`
        : 'Name, address with PIN, state and GSTIN are set',
      done: missing.length === 0,
      required: true,
      href: missing[0]?.href ?? settingsHref('address'),
    },
    {
      key: 'numbering',
      label: 'Invoice numbering',
      hint: 'Check the invoice number format before the first invoice: a change later starts a new series',
      done: Boolean(facts?.numbered || facts?.numberingSaved),
      required: true,
      href: settingsHref('invoiceNumberingFormat'),
    },
    {
      key: 'bank',
      label: 'Bank details or UPI ID',
      hint: 'Printed on invoices; a UPI ID adds a QR code to pay',
      done: Boolean(shop.upiId.trim() || (shop.accountNumber.trim() && shop.ifscCode.trim())),
      required: false,
      href: settingsHref('upiId'),
    },
    {
      key: 'logo',
      label: 'Shop logo',
      hint: 'Printed at the top of invoices and quotes',
      done: Boolean(shop.shopLogo),
      required: false,
      href: settingsHref('shopLogo'),
    },
    {
      key: 'product',
      label: 'First product',
      hint: 'Products carry the HSN code and GST rate an invoice line needs',
      done: Boolean(facts?.hasProduct),
      required: true,
      href: '/admin/manage-product',
    },
    {
      key: 'customer',
      label: 'First customer',
      hint: 'The buyer an invoice is billed to',
      done: Boolean(facts?.hasCustomer),
      required: true,
      href: '/admin/manage-customer',
    },
  ];
  return {
    items,
    complete: items.every((item) => item.done || !item.required),
    settingsPath: SETTINGS_PATH,
  };
}
