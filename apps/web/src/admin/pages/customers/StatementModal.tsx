import { Alert, Button, Group, Modal, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconMail } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { MESSAGES, formatDate, formatINR } from '@gst/domain';
import { downloadBlob, exportRowsToXlsx, runExport } from '../../../components/data';
import { toastText } from '../../../lib/errors';
import { useTRPC, useTRPCClient } from '../../../lib/trpc';
import { DateField } from '../billing/fields';
import { statementRange } from '../payments/paymentForm';
import { usePagePermissions } from '../../../components/data';
import { useSendMail } from '../shared/mail/useSendMail';
import { SharePanel } from '../shared/share/SharePanel';
import {
  STATEMENT_COLUMNS,
  STATEMENT_KIND_LABELS,
  statementFileName,
  statementSheetRows,
} from './statementSheet';

const num = {
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
} as const;
const money = (value: string) => (Number(value) === 0 ? '' : formatINR(value));

/**
 * A customer's statement (issue 16): from/to (default the financial year to date), the opening
 * balance, each invoice, note and receipt with the running balance, the closing balance, and the
 * same table as an Excel download. A negative balance is an advance the customer holds.
 */
export function StatementModal({
  customer,
  onClose,
}: {
  /** Null: closed. */
  customer: { id: string; name: string } | null;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const [range, setRange] = useState(statementRange);
  const valid = Boolean(range.from && range.to && range.from <= range.to);
  const statement = useQuery({
    ...trpc.tenant.payments.statement.queryOptions({
      customerId: customer?.id ?? '',
      from: range.from,
      to: range.to,
    }),
    enabled: customer !== null && valid,
    // While new dates load the old lines stay, but never another customer's.
    placeholderData: (previous) => (previous?.customer.id === customer?.id ? previous : undefined),
  });
  const data = statement.data;
  const client = useTRPCClient();
  const [pdfBusy, setPdfBusy] = useState(false);
  // Issue 34: e-mail the statement for the range, its PDF attached.
  const mail = useSendMail();
  const canMail = usePagePermissions('manage-payment')('view');

  /** The statement PDF, rendered by the server for the same range. */
  const downloadPdf = async () => {
    if (!customer || !valid) return;
    setPdfBusy(true);
    try {
      const file = await client.tenant.documents.statementFile.query({
        customerId: customer.id,
        from: range.from,
        to: range.to,
        format: 'pdf',
      });
      const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
      downloadBlob(new Blob([bytes], { type: file.contentType }), file.fileName);
    } catch (error) {
      notifications.show({ color: 'red', message: toastText(error, 'Failed to make the PDF') });
    } finally {
      setPdfBusy(false);
    }
  };

  // The statement's Excel is built from the figures on screen (the server makes its PDF).
  const download = () =>
    data
      ? runExport(
          () =>
            exportRowsToXlsx(statementSheetRows(data), statementFileName(data), STATEMENT_COLUMNS),
          { success: MESSAGES.uploads.excelDownloaded },
        )
      : undefined;

  const balanceRow = (label: string, date: string, balance: string) => (
    <Table.Tr fw={700} bg="var(--mantine-color-default-hover)">
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(date)}</Table.Td>
      <Table.Td colSpan={4}>{label}</Table.Td>
      <Table.Td style={num}>{formatINR(balance)}</Table.Td>
    </Table.Tr>
  );

  return (
    <Modal
      opened={customer !== null}
      onClose={onClose}
      title={customer ? `Statement · ${customer.name}` : ''}
      size="xl"
      fullScreen={isPhone}
    >
      <Stack gap="sm">
        {mail.element}
        <Group align="flex-end" gap="sm" wrap="wrap">
          <DateField
            label="From"
            value={range.from}
            onChange={(from) => setRange((r) => ({ ...r, from }))}
          />
          <DateField
            label="To"
            value={range.to}
            minDate={range.from}
            onChange={(to) => setRange((r) => ({ ...r, to }))}
            error={range.from && range.to && !valid ? 'To is before From' : undefined}
          />
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={() => void download()}
            disabled={!data || !valid}
          >
            Download Excel
          </Button>
          <Button
            variant="default"
            leftSection={<IconFileTypePdf size={16} />}
            onClick={() => void downloadPdf()}
            loading={pdfBusy}
            disabled={!valid}
          >
            Download PDF
          </Button>
          {canMail ? (
            <Button
              variant="default"
              leftSection={<IconMail size={16} />}
              disabled={!customer || !valid}
              onClick={() =>
                customer &&
                mail.open(
                  { kind: 'statement', customerId: customer.id, from: range.from, to: range.to },
                  `E-mail the statement · ${customer.name}`,
                )
              }
            >
              E-mail
            </Button>
          ) : null}
        </Group>
        {customer && valid ? (
          <SharePanel
            target={{
              kind: 'statement',
              customerId: customer.id,
              periodFrom: range.from,
              periodTo: range.to,
            }}
          />
        ) : null}
        {statement.isError ? (
          <Alert color="red" title={toastText(statement.error, 'Failed to fetch the statement')} />
        ) : !data ? (
          <Skeleton h={160} aria-label="Loading statement" />
        ) : (
          <Table.ScrollContainer minWidth={620} type="native">
            <Table
              withTableBorder
              verticalSpacing={6}
              aria-label="Statement"
              aria-busy={statement.isFetching || undefined}
            >
              <Table.Thead>
                <Table.Tr>
                  {STATEMENT_COLUMNS.map((c, i) => (
                    <Table.Th key={c} style={i >= 3 ? num : undefined}>
                      {c}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {balanceRow('Opening balance', data.from, data.opening)}
                {data.lines.map((line, i) => (
                  <Table.Tr key={`${line.kind}-${line.number}-${i}`}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(line.date)}</Table.Td>
                    <Table.Td>{STATEMENT_KIND_LABELS[line.kind]}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{line.number}</Table.Td>
                    <Table.Td style={num}>{money(line.debit)}</Table.Td>
                    <Table.Td style={num}>{money(line.credit)}</Table.Td>
                    <Table.Td style={num}>{formatINR(line.balance)}</Table.Td>
                  </Table.Tr>
                ))}
                {data.lines.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={6}>
                      <Text size="sm" c="dimmed">
                        Nothing between these dates.
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ) : null}
                {balanceRow('Closing balance', data.to, data.closing)}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Text size="xs" c="dimmed">
          A negative balance is an advance the customer holds with the shop.
        </Text>
      </Stack>
    </Modal>
  );
}
