import { Badge, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { formatCalendarDate } from '../site/format';
import type { SharedDocument, SharedView } from './shareApi';
import { sharePdfUrl } from './shareApi';
import { INVOICE_STATUS, QUOTE_STATUS, isPositive, rupees } from './shareFormat';
import { LinesList, StatementLines, TotalsList } from './ShareLines';
import { UpiPay } from './UpiPay';

type Shop = SharedDocument['shop'];

function ShopHeader({ shop }: { shop: Shop }) {
  const contact = [shop.phone, shop.email].filter(Boolean).join(' · ');
  return (
    <Stack gap={2}>
      <Title order={2} size="h3">
        {shop.name}
      </Title>
      {shop.address && (
        <Text size="sm" c="dimmed">
          {shop.address}
        </Text>
      )}
      {shop.gstin && (
        <Text size="sm" c="dimmed">
          GSTIN {shop.gstin}
        </Text>
      )}
      {contact && (
        <Text size="sm" c="dimmed">
          {contact}
        </Text>
      )}
    </Stack>
  );
}

function Party({
  label,
  party,
}: {
  label: string;
  party: { name: string; address: string; gstin: string };
}) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600}>{party.name}</Text>
      {party.address && <Text size="sm">{party.address}</Text>}
      {party.gstin && <Text size="sm">GSTIN {party.gstin}</Text>}
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </Stack>
  );
}

function Heading({ doc }: { doc: SharedDocument }) {
  if (doc.kind === 'invoice') {
    const status = INVOICE_STATUS[doc.status] ?? { label: doc.status, color: 'gray' };
    const partly = doc.status === 'overdue' && isPositive(doc.paid);
    return (
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={1} size="h4">
            Tax Invoice {doc.number}
          </Title>
          <Badge color={status.color} size="lg" variant="light" style={{ flexShrink: 0 }}>
            {partly ? 'Partly paid · overdue' : status.label}
          </Badge>
        </Group>
        <Group gap="xl">
          <Fact label="Invoice date" value={formatCalendarDate(doc.date)} />
          <Fact label="Due date" value={formatCalendarDate(doc.dueDate)} />
          <Fact label="Place of supply" value={doc.placeOfSupply} />
        </Group>
        <Party label="Billed to" party={doc.billTo} />
      </Stack>
    );
  }
  if (doc.kind === 'quote') {
    const status = QUOTE_STATUS[doc.status] ?? { label: doc.status, color: 'gray' };
    return (
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={1} size="h4">
            {doc.quoteType} {doc.number}
          </Title>
          <Badge color={status.color} size="lg" variant="light" style={{ flexShrink: 0 }}>
            {status.label}
          </Badge>
        </Group>
        <Group gap="xl">
          <Fact label="Date" value={formatCalendarDate(doc.date)} />
          <Fact label="Valid until" value={formatCalendarDate(doc.validUntil)} />
        </Group>
        <Party label="For" party={doc.customer} />
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <Title order={1} size="h4">
        Statement of account
      </Title>
      <Text size="sm">
        {formatCalendarDate(doc.from)} to {formatCalendarDate(doc.to)}
      </Text>
      <Party label="Customer" party={doc.customer} />
    </Stack>
  );
}

function AmountDue({ doc }: { doc: SharedDocument }) {
  if (doc.kind === 'quote') {
    return (
      <Group justify="space-between">
        <Text fw={600}>Total</Text>
        <Text fw={700} size="xl" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {rupees(doc.totals.total)}
        </Text>
      </Group>
    );
  }
  if (doc.kind === 'invoice' && doc.status === 'cancelled') {
    return <Text c="dimmed">This invoice has been cancelled: nothing is due on it.</Text>;
  }
  const due = isPositive(doc.amountDue);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fw={600}>{due ? 'Amount due' : 'Nothing due'}</Text>
        <Text
          fw={700}
          size="xl"
          c={due ? undefined : 'green'}
          style={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {rupees(doc.amountDue)}
        </Text>
      </Group>
      {doc.upi && <UpiPay upi={doc.upi} />}
    </Stack>
  );
}

export function SharedDocumentView({ view, token }: { view: SharedView; token: string }) {
  const doc = view.document;
  const expires = new Date(view.expiresAt);
  return (
    <Stack gap="md">
      <Paper p={{ base: 'md', sm: 'lg' }} radius="md" withBorder>
        <ShopHeader shop={doc.shop} />
      </Paper>
      <Paper p={{ base: 'md', sm: 'lg' }} radius="md" withBorder>
        <Stack gap="md">
          <Heading doc={doc} />
          <Divider />
          <AmountDue doc={doc} />
          <Button
            component="a"
            href={sharePdfUrl(token)}
            leftSection={<IconDownload size={18} />}
            variant="light"
            fullWidth
          >
            Download PDF
          </Button>
        </Stack>
      </Paper>
      <Paper p={{ base: 'md', sm: 'lg' }} radius="md" withBorder>
        {doc.kind === 'statement' ? (
          <StatementLines doc={doc} />
        ) : (
          <Stack gap="md">
            <LinesList lines={doc.lines} />
            <Divider />
            <TotalsList totals={doc.totals} />
            {doc.kind === 'invoice' && (isPositive(doc.paid) || isPositive(doc.credited)) && (
              <TotalsList
                totals={{ paid: doc.paid, credited: doc.credited, debited: doc.debited }}
              />
            )}
          </Stack>
        )}
      </Paper>
      <Text size="xs" c="dimmed" ta="center" pb="md">
        Shared by {doc.shop.name}. This link works until{' '}
        {expires.toLocaleDateString('en-IN', { day: '2-digit', month: 'short', year: 'numeric' })}.
      </Text>
    </Stack>
  );
}
