import { Alert, Badge, Group, ScrollArea, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatDateTimeIN, formatINR, stateCodeLabel, type TaxKind } from '@gst/domain';
import { toastText } from '../../../lib/errors';
import { Fact } from '../billing/DetailParts';
import { TotalsSummary, type TotalsFigures } from '../billing/TotalsSummary';
import { CancelledBadge } from '../invoices/CancelledBadge';
import { noteMessages, reasonLabel, type NoteKind } from './noteKinds';
import { NoteEinvoice } from './NoteEinvoice';
import { splitWithTax } from './notesForm';
import type { NoteDetail, NoteLineDetail } from './types';
import { useNoteApi } from './useNoteApi';
import { MailSection } from '../shared/mail/MailSection';

const num = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;

function taxKind(note: NoteDetail): TaxKind {
  if (note.isInterState) return 'IGST';
  return Number(note.utgstAmount) > 0 ? 'CGST_UTGST' : 'CGST_SGST';
}

/** The stored figures of the note (never recomputed). */
function noteFigures(note: NoteDetail): TotalsFigures {
  return {
    kind: taxKind(note),
    taxableAmount: note.taxableAmount,
    taxSplit: splitWithTax(note.taxSplit),
    cgst: note.cgstAmount,
    sgst: note.sgstAmount,
    utgst: note.utgstAmount,
    igst: note.igstAmount,
    total: note.totalAmount,
  };
}

/** 'CGST ₹750.00 + SGST ₹750.00' or 'IGST ₹1,500.00' for one line. */
function lineTax(kind: TaxKind, line: NoteLineDetail): string {
  if (kind === 'IGST') return `IGST ${formatINR(line.igst)}`;
  const second =
    kind === 'CGST_UTGST' ? `UTGST ${formatINR(line.utgst)}` : `SGST ${formatINR(line.sgst)}`;
  return `CGST ${formatINR(line.cgst)} + ${second}`;
}

function Serials({ line }: { line: NoteLineDetail }) {
  if (!line.serials.length)
    return (
      <Text size="xs" c="dimmed">
        —
      </Text>
    );
  return (
    <Group gap={4}>
      {line.serials.map((s) => (
        <Badge key={s.id} variant="light" color="gray" size="sm" tt="none">
          {s.serialNo}
        </Badge>
      ))}
    </Group>
  );
}

const qty = (line: NoteLineDetail) =>
  Number(line.quantity) > 0 ? `${Number(line.quantity)} ${line.uomUnit}` : '—';

/** Phones: one block per line instead of a table that scrolls sideways. */
function LineList({ kind, note }: { kind: NoteKind; note: NoteDetail }) {
  const tax = taxKind(note);
  return (
    <Stack gap="xs" aria-label={`Lines of ${note.noteNumber}`}>
      {note.lines.map((line) => (
        <Stack
          key={line.id}
          gap={4}
          pb="xs"
          style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
        >
          <Text size="sm" fw={500}>
            {line.productName}
          </Text>
          <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {line.invoiceNumber}
            {kind === 'credit' ? ` · Qty returned ${qty(line)}` : ''} · Taxable{' '}
            {formatINR(line.taxableValue)} · {lineTax(tax, line)}
          </Text>
          {line.serials.length ? <Serials line={line} /> : null}
        </Stack>
      ))}
    </Stack>
  );
}

function Lines({ kind, note }: { kind: NoteKind; note: NoteDetail }) {
  const tax = taxKind(note);
  const heads = tax === 'IGST' ? ['IGST'] : ['CGST', tax === 'CGST_UTGST' ? 'UTGST' : 'SGST'];
  return (
    <ScrollArea type="auto">
      <Table verticalSpacing={6} miw={680} aria-label={`Lines of ${note.noteNumber}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Invoice</Table.Th>
            <Table.Th>Product</Table.Th>
            {kind === 'credit' ? <Table.Th style={num}>Qty returned</Table.Th> : null}
            <Table.Th style={num}>Taxable</Table.Th>
            {heads.map((h) => (
              <Table.Th key={h} style={num}>
                {h}
              </Table.Th>
            ))}
            {kind === 'credit' ? <Table.Th>Serials</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {note.lines.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{line.invoiceNumber}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {line.productName}
                </Text>
                <Text size="xs" c="dimmed">
                  {[line.hsnCode && `HSN ${line.hsnCode}`, `GST ${Number(line.gstPercentage)}%`]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Table.Td>
              {kind === 'credit' ? (
                <Table.Td style={{ ...num, whiteSpace: 'nowrap' }}>{qty(line)}</Table.Td>
              ) : null}
              <Table.Td style={num}>{formatINR(line.taxableValue)}</Table.Td>
              {tax === 'IGST' ? (
                <Table.Td style={num}>{formatINR(line.igst)}</Table.Td>
              ) : (
                <>
                  <Table.Td style={num}>{formatINR(line.cgst)}</Table.Td>
                  <Table.Td style={num}>
                    {formatINR(tax === 'CGST_UTGST' ? line.utgst : line.sgst)}
                  </Table.Td>
                </>
              )}
              {kind === 'credit' ? (
                <Table.Td>
                  <Serials line={line} />
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

/**
 * The detail panel of one note: against which invoices, why, its lines with tax and serials,
 * and its e-invoice (issue 17).
 */
export function NoteDetailPanel({ kind, id }: { kind: NoteKind; id: string }) {
  const api = useNoteApi(kind);
  const detail = useQuery(api.get.queryOptions({ id }));
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  if (detail.isPending) return <Skeleton h={120} aria-label="Loading note" />;
  if (detail.isError) {
    return <Alert color="red" title={toastText(detail.error, noteMessages(kind).fetchFailed)} />;
  }
  const note = detail.data;
  return (
    <Stack gap="sm" py={4}>
      <Group gap="lg" wrap="wrap" style={{ rowGap: 4 }}>
        <Fact label={`Against invoice${note.invoices.length > 1 ? 's' : ''}`}>
          {note.invoices.map((i) => `${i.invoiceNumber} (${formatDate(i.invoiceDate)})`).join(', ')}
        </Fact>
        <Fact label="Reason">{reasonLabel(kind, note.reason)}</Fact>
        <Fact label="Place of supply">{stateCodeLabel(note.placeOfSupply)}</Fact>
        {note.revision > 1 ? <Fact label="Revision">{note.revision}</Fact> : null}
      </Group>
      {note.status === 'cancelled' ? (
        <Group gap="xs">
          <CancelledBadge />
          <Text size="sm" c="dimmed">
            {note.cancelledAt ? formatDateTimeIN(note.cancelledAt) : ''}
            {note.cancelReason ? ` · ${note.cancelReason}` : ''}
          </Text>
        </Group>
      ) : null}
      {note.remarks ? <Fact label="Remarks">{note.remarks}</Fact> : null}
      {isPhone ? <LineList kind={kind} note={note} /> : <Lines kind={kind} note={note} />}
      <TotalsSummary inline figures={noteFigures(note)} />
      <NoteEinvoice kind={kind} note={note} />
      <MailSection
        kind={kind === 'credit' ? 'credit-note' : 'debit-note'}
        id={note.id}
        title={`E-mail ${kind} note ${note.noteNumber}`}
        unavailable={note.status === 'cancelled' ? 'A cancelled note is not sent.' : null}
      />
    </Stack>
  );
}
