import { Tabs } from '@mantine/core';
import { IconBell, IconInbox, IconSettings } from '@tabler/icons-react';
import { usePagePermissions } from '../../../components/data';
import { PageHeader } from '../../../components/PageHeader';
import type { AdminPageProps } from '../shared/pageProps';
import { MailSettingsForm } from './MailSettingsForm';
import { MessageLogPanel } from './MessageLogPanel';
import { RemindersPanel } from './RemindersPanel';

/**
 * Mail (issue 34): the shop's SMTP settings, templates and reminder schedule with a test mail;
 * the message log with the local outbox (used when no SMTP server is set); the payment reminders
 * sent. View to open, edit to change the settings, send tests, retry and run reminders.
 */
export default function MailPage({ title }: AdminPageProps) {
  const can = usePagePermissions('mail');
  return (
    <>
      <PageHeader title={title} />
      <Tabs defaultValue="messages" keepMounted={false} maw={1200}>
        <Tabs.List mb="md">
          <Tabs.Tab value="messages" leftSection={<IconInbox size={16} />}>
            Outbox and log
          </Tabs.Tab>
          <Tabs.Tab value="reminders" leftSection={<IconBell size={16} />}>
            Reminders
          </Tabs.Tab>
          <Tabs.Tab value="settings" leftSection={<IconSettings size={16} />}>
            Settings
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="messages">
          <MessageLogPanel canRetry={can('edit')} />
        </Tabs.Panel>
        <Tabs.Panel value="reminders">
          <RemindersPanel canRun={can('edit')} />
        </Tabs.Panel>
        <Tabs.Panel value="settings">
          <MailSettingsForm readOnly={!can('edit')} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
