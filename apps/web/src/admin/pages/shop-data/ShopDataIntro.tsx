import { Alert, List, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';

/** What the archive holds and why it must be kept safe: the top of the Shop Data page. */
export function ShopDataIntro() {
  return (
    <>
      <Text size="sm">
        Take a complete copy of this shop as one ZIP file: to keep a backup, to move to another
        service, or to bring the shop back later. The archive holds:
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>
          every record (invoices, quotes, notes, receipts, purchases, expenses, customers,
          suppliers, products, items, settings, users) as JSON and as Excel sheets;
        </List.Item>
        <List.Item>the PDF of every issued document, when you include PDFs;</List.Item>
        <List.Item>the attachments (suppliers&apos; bills, expense receipts, images);</List.Item>
        <List.Item>the audit trail: who did what, and when.</List.Item>
      </List>
      <Alert
        color="orange"
        variant="light"
        icon={<IconShieldLock size={18} />}
        title="Keep the archive safe"
      >
        It holds your customers&apos; details and your users&apos; password hashes. Store it where
        only you can open it, and do not send it by email or chat.
      </Alert>
    </>
  );
}
