/**
 * Who bought this serial (issue 29 item 4): a serial number search in the back-office header
 * (an icon on phones) that opens a drawer with each matching item's life: added to stock, each
 * sale and return, the warranty dates and the certificate. The Items page opens the same drawer.
 */
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Drawer,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Timeline,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { formatDate, formatINR } from '@gst/domain';
import { toastText } from '../lib/errors';
import { useTRPC } from '../lib/trpc';
import { useDocumentActions } from './documents/useDocumentActions';

export function SerialSearch() {
  const [text, setText] = useState('');
  const [serial, setSerial] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) {
      setSerial(text.trim());
      setAsking(false);
    }
  };
  const input = (autoFocus: boolean) => (
    <form onSubmit={submit} role="search" aria-label="Serial number search">
      <TextInput
        size="xs"
        w={autoFocus ? '100%' : 200}
        aria-label="Serial number"
        placeholder="Serial number…"
        leftSection={<IconSearch size={14} />}
        value={text}
        autoFocus={autoFocus}
        onChange={(e) => setText(e.currentTarget.value)}
      />
    </form>
  );
  return (
    <>
      <Group visibleFrom="sm">{input(false)}</Group>
      <ActionIcon
        hiddenFrom="sm"
        variant="default"
        size="lg"
        aria-label="Search a serial number"
        onClick={() => setAsking(true)}
      >
        <IconSearch size={18} />
      </ActionIcon>
      <Drawer
        opened={asking}
        onClose={() => setAsking(false)}
        position="top"
        size="auto"
        title="Search a serial number"
      >
        {input(true)}
      </Drawer>
      <SerialLifeDrawer serial={serial} onClose={() => setSerial(null)} />
    </>
  );
}

/** The drawer with the life of every item with `serial` (closed when null). */
const STATUS_BADGE = {
  sold: { label: 'Sold', color: 'gray' },
  available: { label: 'Available', color: 'green' },
  'returned-to-supplier': { label: 'Returned to supplier', color: 'orange' },
} as const;

export function SerialLifeDrawer(props: { serial: string | null; onClose: () => void }) {
  return (
    <Drawer
      opened={props.serial !== null}
      onClose={props.onClose}
      position="right"
      size="lg"
      title={props.serial ? `Serial number ${props.serial}` : ''}
    >
      {props.serial && <SerialLife serial={props.serial} />}
    </Drawer>
  );
}

function SerialLife({ serial }: { serial: string }) {
  const trpc = useTRPC();
  const life = useQuery(trpc.tenant.items.life.queryOptions({ serial }));
  const docs = useDocumentActions();
  if (life.isPending) return <Skeleton h={160} aria-label="Loading the serial number's life" />;
  if (life.isError)
    return <Alert color="red" title={toastText(life.error, 'Failed to trace the serial number')} />;
  if (life.data.matches.length === 0)
    return (
      <Text c="dimmed" ta="center" py="lg">
        No item has the serial number {serial}.
      </Text>
    );
  return (
    <Stack gap="md">
      {life.data.salesHidden && (
        <Alert color="gray">Sales and returns are shown to users who may view invoices.</Alert>
      )}
      {life.data.matches.map((m) => (
        <Paper key={m.id} withBorder p="sm">
          <Group justify="space-between" mb="sm" wrap="nowrap">
            <div>
              <Text fw={600}>{m.productLabel}</Text>
              <Text size="sm" c="dimmed">
                {m.serialNo} · {m.type}
              </Text>
            </div>
            <Badge color={STATUS_BADGE[m.status].color}>{STATUS_BADGE[m.status].label}</Badge>
          </Group>
          <Timeline bulletSize={14} lineWidth={2}>
            {m.purchase ? (
              <Timeline.Item
                title={`Bought on ${m.purchase.entryNumber}${m.purchase.billStatus === 'cancelled' ? ' (cancelled)' : ''}`}
              >
                <Text size="xs" c="dimmed">
                  {formatDate(m.purchase.billDate)} · {m.purchase.supplierName} · bill{' '}
                  {m.purchase.supplierInvoiceNumber} · cost {formatINR(m.purchase.unitCost)}
                </Text>
              </Timeline.Item>
            ) : (
              <Timeline.Item title="Added to stock">
                <Text size="xs" c="dimmed">
                  {formatDate(String(m.addedToStock))}
                </Text>
              </Timeline.Item>
            )}
            {(m.purchase?.returns ?? []).map((r) => (
              <Timeline.Item
                key={r.returnId}
                title={`Returned to the supplier on ${r.returnNumber}${r.status === 'cancelled' ? ' (cancelled)' : ''}`}
              >
                <Text size="xs" c="dimmed">
                  {formatDate(r.returnDate)}
                </Text>
              </Timeline.Item>
            ))}
            {(m.sales ?? []).flatMap((s) => [
              <Timeline.Item
                key={`${s.invoiceId}-sale`}
                title={`Sold on ${s.invoiceNumber}${s.status === 'cancelled' ? ' (cancelled)' : ''}`}
              >
                <Text size="xs" c="dimmed">
                  {formatDate(s.invoiceDate)} · {s.customerName}
                </Text>
              </Timeline.Item>,
              ...(s.cancelled
                ? [
                    <Timeline.Item key={`${s.invoiceId}-cancelled`} title="Invoice cancelled">
                      <Text size="xs" c="dimmed">
                        {formatDate(s.cancelled.date)}
                        {s.cancelled.reason && ` · ${s.cancelled.reason}`}
                      </Text>
                    </Timeline.Item>,
                  ]
                : []),
              ...(s.returned
                ? [
                    <Timeline.Item
                      key={`${s.invoiceId}-${s.returned.noteId}`}
                      title={`Returned on credit note ${s.returned.noteNumber}`}
                    >
                      <Text size="xs" c="dimmed">
                        {formatDate(s.returned.noteDate)}
                      </Text>
                    </Timeline.Item>,
                  ]
                : []),
            ])}
          </Timeline>
          {m.warranty && (
            <Stack gap={4} mt="sm">
              <Text size="sm">
                Warranty from {formatDate(m.warranty.from)}
                {m.warranty.productWarrantyUntil &&
                  ` · product until ${formatDate(m.warranty.productWarrantyUntil)}`}
                {m.warranty.outputWarrantyUntil &&
                  ` · output until ${formatDate(m.warranty.outputWarrantyUntil)}`}
              </Text>
              <Anchor
                component="button"
                type="button"
                size="sm"
                ta="left"
                onClick={() => {
                  const sale = m.sales?.find((s) => !s.returned && !s.cancelled);
                  if (sale) void docs.warranty(sale.invoiceId, sale.invoiceNumber);
                }}
              >
                Download the warranty certificate
              </Anchor>
            </Stack>
          )}
        </Paper>
      ))}
      {docs.element}
    </Stack>
  );
}
