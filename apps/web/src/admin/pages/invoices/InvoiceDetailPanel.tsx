import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  ScrollArea,
  Skeleton,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from 'react-router';
import { IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  MESSAGES,
  MoneyDecimal,
  computeDocumentTotals,
  formatDate,
  formatINR,
  stateCodeLabel,
  type TaxKind,
} from '@gst/domain';
import { toastText } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { costBasisNote, unitCostOf } from '../billing/cost';
import { TotalsSummary, type TotalsFigures } from '../billing/TotalsSummary';
import { InvoiceNotes } from '../notes/InvoiceNotes';
import { irnEditRefusal } from '../billing/edocs';
import type { InvoiceDetail } from '../billing/types';
import { InvoiceEdocs } from './InvoiceEdocs';
import { InvoiceSupplyFacts } from './InvoiceSupplyFacts';
import { SharePanel } from '../shared/share/SharePanel';
import { MailSection } from '../shared/mail/MailSection';

const num = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;

/**
 * The stored figures (never recomputed), plus the net profit from each line's recorded cost, or
 * its product's minimum price where the sale recorded none (issue 31; billing/cost.ts).
 */
export function invoiceFigures(invoice: InvoiceDetail): TotalsFigures {
  const kind: TaxKind = invoice.isInterState
    ? 'IGST'
    : Number(invoice.utgstAmount) > 0
      ? 'CGST_UTGST'
      : 'CGST_SGST';
  const costs = invoice.lines.map((l) =>
    unitCostOf({ recorded: l.unitCost, minPrice: l.productMinPrice }),
  );
  const { netProfit } = computeDocumentTotals(
    invoice.lines.map((l, i) => ({
      quantity: l.quantity,
      price: l.price,
      gstPercentage: l.gstPercentage,
      minPrice: costs[i]?.perUnit ?? l.productMinPrice,
    })),
    { supplierStateCode: invoice.placeOfSupply, placeOfSupply: invoice.placeOfSupply },
  );
  return {
    kind,
    taxableAmount: invoice.taxableAmount,
    cgst: invoice.cgstAmount,
    sgst: invoice.sgstAmount,
    utgst: invoice.utgstAmount,
    igst: invoice.igstAmount,
    total: invoice.totalAmount,
    netProfit,
    netProfitBasis: costBasisNote(costs.map((c) => c.source)),
    // Issue 30: the buyer pays the tax under reverse charge; the total leaves it out.
    reverseChargeTax: invoice.reverseCharge
      ? [invoice.sgstAmount, invoice.utgstAmount, invoice.igstAmount]
          .reduce((sum, tax) => sum.plus(tax), new MoneyDecimal(invoice.cgstAmount))
          .toFixed(2)
      : '0.00',
  };
}

type Line = InvoiceDetail['lines'][number];

function Serials({ line }: { line: Line }) {
  if (!line.serials.length) {
    return (
      <Text size="xs" c="dimmed">
        {line.serialDetails || '—'}
      </Text>
    );
  }
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

const qty = (line: Line) => `${Number(line.quantity)} ${line.uomUnit}`;

/** Phones: one block per line instead of a table that scrolls sideways. */
function LineList({ invoice }: { invoice: InvoiceDetail }) {
  return (
    <Stack gap="xs" aria-label={`Products of ${invoice.invoiceNumber}`}>
      {invoice.lines.map((line) => (
        <Stack
          key={line.id}
          gap={4}
          pb="xs"
          style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
        >
          <Text size="sm" fw={500}>
            {line.productLabel}
          </Text>
          <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {qty(line)} × {formatINR(line.price)} = {formatINR(line.taxableValue)} + GST{' '}
            {Number(line.gstPercentage)}% {formatINR(line.taxAmount)}
          </Text>
          <Serials line={line} />
        </Stack>
      ))}
    </Stack>
  );
}

function Lines({ invoice }: { invoice: InvoiceDetail }) {
  return (
    <ScrollArea type="auto">
      <Table verticalSpacing={6} miw={620} aria-label={`Products of ${invoice.invoiceNumber}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Product</Table.Th>
            <Table.Th style={num}>Qty</Table.Th>
            <Table.Th style={num}>Price</Table.Th>
            <Table.Th>Serials</Table.Th>
            <Table.Th style={num}>Taxable</Table.Th>
            <Table.Th style={num}>GST</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoice.lines.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {line.productLabel}
                </Text>
                <Text size="xs" c="dimmed">
                  {[line.productCategory, line.hsnCode && `HSN ${line.hsnCode}`, line.description]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Table.Td>
              <Table.Td style={{ ...num, whiteSpace: 'nowrap' }}>{qty(line)}</Table.Td>
              <Table.Td style={num}>{formatINR(line.price)}</Table.Td>
              <Table.Td>
                <Serials line={line} />
              </Table.Td>
              <Table.Td style={num}>{formatINR(line.taxableValue)}</Table.Td>
              <Table.Td style={num}>
                <Text size="sm" style={num}>
                  {formatINR(line.taxAmount)}
                </Text>
                <Text size="xs" c="dimmed" style={num}>
                  {Number(line.gstPercentage)}%
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

/**
 * The panel's Edit button: disabled, with the reason as its tooltip, once the invoice has an
 * IRN (issue 17) or its month is filed (`lockReason`, issue 29 item 7; `data-disabled` keeps the
 * hover, so the tooltip shows).
 */
function EditButton({
  invoice,
  onEdit,
  lockReason,
}: {
  invoice: InvoiceDetail;
  onEdit: () => void;
  lockReason: string | null;
}) {
  const locked = invoice.irp
    ? irnEditRefusal(`Invoice ${invoice.invoiceNumber}`, invoice.irp)
    : lockReason;
  return (
    <Tooltip label={locked} disabled={!locked} multiline w={300} withArrow>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconPencil size={14} />}
        style={{ flexShrink: 0 }}
        data-disabled={locked ? true : undefined}
        aria-label={`Edit invoice ${invoice.invoiceNumber}`}
        aria-disabled={Boolean(locked)}
        aria-description={locked ?? undefined}
        onClick={(event) => {
          event.stopPropagation();
          if (!locked) onEdit();
        }}
      >
        Edit
      </Button>
    </Tooltip>
  );
}

/**
 * The detail panel of one invoice (spec §2): its products with serials and tax, and the totals;
 * holding Ctrl+M adds the net profit line; its e-invoice and e-way bill (issue 17); then its
 * credit and debit notes (issue 16). `onEdit` (the user's edit flag) adds an Edit button.
 */
export function InvoiceDetailPanel({
  id,
  showNetProfit,
  onEdit,
  lockReason = null,
}: {
  id: string;
  showNetProfit: boolean;
  onEdit?: () => void;
  /** Why the invoice cannot be edited (its month is filed), shown on the disabled Edit. */
  lockReason?: string | null;
}) {
  const trpc = useTRPC();
  const detail = useQuery(trpc.tenant.invoices.get.queryOptions({ id }));
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  if (detail.isPending) return <Skeleton h={120} aria-label="Loading invoice" />;
  if (detail.isError) {
    return <Alert color="red" title={toastText(detail.error, MESSAGES.invoices.fetchFailed)} />;
  }
  const invoice = detail.data;
  return (
    <Stack gap="sm" py={4} data-testid="invoice-detail">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Group gap="lg" wrap="wrap" style={{ rowGap: 4 }}>
          <Text size="sm">
            <Text span c="dimmed">
              Bill to:{' '}
            </Text>
            {invoice.customerName}
            {invoice.gstin ? ` (${invoice.gstin})` : ''}
          </Text>
          <Text size="sm">
            <Text span c="dimmed">
              Place of supply:{' '}
            </Text>
            {stateCodeLabel(invoice.placeOfSupply)}
          </Text>
          <Text size="sm">
            <Text span c="dimmed">
              Due:{' '}
            </Text>
            {formatDate(invoice.dueDate)}
          </Text>
          {invoice.quote ? (
            // Issue 29: the quote this invoice was made from, linked.
            <Text size="sm">
              <Text span c="dimmed">
                From:{' '}
              </Text>
              <Anchor
                component={Link}
                to={`/admin/manage-quote?search=${encodeURIComponent(invoice.quote.quoteNumber)}`}
              >
                {invoice.quote.quoteType.toLowerCase()} {invoice.quote.quoteNumber}
              </Anchor>
            </Text>
          ) : null}
          <InvoiceSupplyFacts invoice={invoice} />
          {invoice.revision > 1 ? (
            // The revision is for the back-office (and the audit trail), not the buyer's PDF.
            <Text size="sm">
              <Text span c="dimmed">
                Revision:{' '}
              </Text>
              {invoice.revision}
            </Text>
          ) : null}
        </Group>
        {onEdit && invoice.status !== 'cancelled' ? (
          <EditButton invoice={invoice} onEdit={onEdit} lockReason={lockReason} />
        ) : null}
      </Group>
      {isPhone ? <LineList invoice={invoice} /> : <Lines invoice={invoice} />}
      <TotalsSummary inline figures={invoiceFigures(invoice)} showNetProfit={showNetProfit} />
      <InvoiceEdocs invoice={invoice} />
      <InvoiceNotes invoiceId={invoice.id} />
      <SharePanel
        target={{ kind: 'invoice', documentId: invoice.id }}
        unavailable={
          invoice.status === 'cancelled' ? 'A cancelled invoice cannot be shared.' : null
        }
      />
      <MailSection
        kind="invoice"
        id={invoice.id}
        title={`E-mail invoice ${invoice.invoiceNumber}`}
        unavailable={invoice.status === 'cancelled' ? 'A cancelled invoice is not sent.' : null}
      />
    </Stack>
  );
}
