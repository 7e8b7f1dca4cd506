import { Alert, Group, ScrollArea, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_STATE_CODE, MESSAGES, formatDate, formatINR, toMoney } from '@gst/domain';
import { toastText } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { Fact, LinesHeader, numericCell } from '../billing/DetailParts';
import { demandLabel } from '../billing/money';
import { TotalsSummary } from '../billing/TotalsSummary';
import { quoteFigures } from './quoteFigures';
import { InvoiceLink, QuoteStatusBadge } from './QuoteStatusBadge';
import { SharePanel } from '../shared/share/SharePanel';
import { MailSection } from '../shared/mail/MailSection';

/** A quote's detail panel: customer, lines and totals; Ctrl+M adds the net profit line. */
export function QuoteDetailPanel({ id, showNetProfit }: { id: string; showNetProfit: boolean }) {
  const trpc = useTRPC();
  const detail = useQuery(trpc.tenant.quotes.get.queryOptions({ id }));
  const defaults = useQuery({ ...trpc.tenant.quotes.defaults.queryOptions(), staleTime: 60_000 });
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  if (detail.isPending) return <Skeleton h={120} aria-label="Loading quote" />;
  if (detail.isError) {
    return <Alert color="red" title={toastText(detail.error, MESSAGES.quotes.fetchFailed)} />;
  }
  const quote = detail.data;
  const figures = quoteFigures(quote, defaults.data?.supplierStateCode ?? DEFAULT_STATE_CODE);
  return (
    <Stack gap="sm" py={4}>
      <Group gap="lg" wrap="wrap" style={{ rowGap: 4 }}>
        <QuoteStatusBadge status={quote.displayStatus} />
        {quote.invoice ? (
          <Fact label="Invoice">
            <InvoiceLink number={quote.invoice.invoiceNumber} size="sm" />
          </Fact>
        ) : null}
        <Fact label="Type">{quote.quoteType}</Fact>
        <Fact label="Customer">
          {quote.customerName}
          {quote.phoneNumber ? ` · ${quote.phoneNumber}` : ''}
        </Fact>
        <Fact label="Demand">{demandLabel(quote.userDemand)}</Fact>
        <Fact label="Valid until">{formatDate(quote.expiryDate)}</Fact>
        {quote.isInstallationRequired ? <Fact label="Installation">required</Fact> : null}
      </Group>
      {quote.lines.length && isPhone ? (
        <Stack gap="xs" aria-label={`Products of ${quote.quoteNumber}`}>
          {quote.lines.map((line) => (
            <Stack key={line.id} gap={2}>
              <Text size="sm" fw={500}>
                {line.productName}
              </Text>
              <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {Number(line.quantity)} {line.uomUnit} × {formatINR(line.price)} + GST{' '}
                {Number(line.gstPercentage)}%
              </Text>
            </Stack>
          ))}
        </Stack>
      ) : quote.lines.length ? (
        <ScrollArea type="auto">
          <Table verticalSpacing={6} miw={520} aria-label={`Products of ${quote.quoteNumber}`}>
            <LinesHeader first="Product" numeric={['Qty', 'Price', 'GST %', 'Amount']} />
            <Table.Tbody>
              {quote.lines.map((line) => {
                const taxable = toMoney(line.quantity).times(toMoney(line.price));
                return (
                  <Table.Tr key={line.id}>
                    <Table.Td>{line.productName}</Table.Td>
                    <Table.Td style={{ ...numericCell, whiteSpace: 'nowrap' }}>
                      {Number(line.quantity)} {line.uomUnit}
                    </Table.Td>
                    <Table.Td style={numericCell}>{formatINR(line.price)}</Table.Td>
                    <Table.Td style={numericCell}>{Number(line.gstPercentage)}%</Table.Td>
                    <Table.Td style={numericCell}>{formatINR(taxable)}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      ) : (
        <Text size="sm" c="dimmed">
          {MESSAGES.empty.noProductData}
        </Text>
      )}
      <TotalsSummary inline figures={figures} showNetProfit={showNetProfit} />
      <SharePanel target={{ kind: 'quote', documentId: quote.id }} />
      <MailSection kind="quote" id={quote.id} title={`E-mail quote ${quote.quoteNumber}`} />
    </Stack>
  );
}
