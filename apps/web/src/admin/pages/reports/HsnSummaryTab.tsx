import { Card, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  HSN_SECTION_LABELS,
  type HsnReportRow,
  type HsnReportSide,
  type HsnReportTotals,
  type HsnSection,
} from '@gst/domain';
import { useTRPC } from '../../../lib/trpc';
import { rangeProblem } from '../purchases/dateRange';
import { gstAmount, hsnDownloadUrl, hsnQuantity } from './gstReports';
import { DateRangeFields, ReportDownloads, ReportStatus, downloadReport } from './ReportParts';
import { thisMonth } from './register';

const num = {
  textAlign: 'right',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
} as const;

const AMOUNTS = [
  ['taxableValue', 'Taxable value'],
  ['igst', 'IGST'],
  ['cgst', 'CGST'],
  ['sgst', 'SGST/UTGST'],
  ['cess', 'Cess'],
  ['tax', 'Total tax'],
] as const;

const rowsLabel = (t: HsnReportTotals) => `${t.rows} row${t.rows === 1 ? '' : 's'}`;

/** One section (B2B, B2C or inward) as cards: a phone's layout. */
function SectionCards({ section }: { section: HsnSection }) {
  const label = HSN_SECTION_LABELS[section.key];
  return (
    <Stack gap="xs" role="list" aria-label={label}>
      {section.rows.map((r) => (
        <Card withBorder padding="sm" role="listitem" key={`${r.hsn}|${r.uqc}|${r.rate}`}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600}>
                {r.hsn || '(no HSN)'} · {r.rate} %
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {r.description}
              </Text>
            </Stack>
            <Text size="sm" fw={700} style={num}>
              {gstAmount(r.taxableValue)}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {hsnQuantity(r.quantity, r.uqc)} {r.uqc} · IGST {gstAmount(r.igst)} · CGST{' '}
            {gstAmount(r.cgst)} · SGST {gstAmount(r.sgst)} · Tax {gstAmount(r.tax)}
          </Text>
        </Card>
      ))}
      <TotalsCard title={`Total (${rowsLabel(section.totals)})`} totals={section.totals} />
    </Stack>
  );
}

function TotalsCard({ title, totals }: { title: string; totals: HsnReportTotals }) {
  return (
    <Card withBorder padding="sm" role="listitem" bg="var(--mantine-color-gray-light)">
      <Text size="sm" fw={700}>
        {title}
      </Text>
      {AMOUNTS.map(([key, header]) => (
        <Group key={key} justify="space-between" gap="xs">
          <Text size="xs" c="dimmed" fw={500}>
            {header}
          </Text>
          <Text size="sm" fw={key === 'tax' ? 700 : 400} style={num}>
            {gstAmount(totals[key])}
          </Text>
        </Group>
      ))}
    </Card>
  );
}

function amountCells(r: HsnReportRow | HsnReportTotals) {
  return AMOUNTS.map(([key]) => (
    <Table.Td key={key} style={num} fw={key === 'tax' ? 600 : undefined}>
      {gstAmount(r[key])}
    </Table.Td>
  ));
}

/** One section as a table (scrolls sideways when narrow). */
function SectionTable({ section }: { section: HsnSection }) {
  const label = HSN_SECTION_LABELS[section.key];
  return (
    <Table.ScrollContainer minWidth={900} type="native" tabIndex={0}>
      <Table striped withTableBorder aria-label={label} fz="sm" horizontalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>HSN/SAC</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th title="Unit quantity code">UQC</Table.Th>
            <Table.Th style={num}>Quantity</Table.Th>
            <Table.Th style={num}>Rate</Table.Th>
            {AMOUNTS.map(([key, header]) => (
              <Table.Th key={key} style={num}>
                {header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {section.rows.map((r) => (
            <Table.Tr key={`${r.hsn}|${r.uqc}|${r.rate}`}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.hsn || '(none)'}</Table.Td>
              <Table.Td>{r.description}</Table.Td>
              <Table.Td>{r.uqc}</Table.Td>
              <Table.Td style={num}>{hsnQuantity(r.quantity, r.uqc)}</Table.Td>
              <Table.Td style={num}>{r.rate} %</Table.Td>
              {amountCells(r)}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700} aria-label="Totals">
            <Table.Td colSpan={5}>Total ({rowsLabel(section.totals)})</Table.Td>
            {amountCells(section.totals)}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The HSN summary (issue 33): a date range and outward or inward; per section (B2B and B2C as
 * GSTR-1 Table 12, or inward) a row per HSN, unit and rate with its totals; Excel and PDF.
 */
export function HsnSummaryTab() {
  const trpc = useTRPC();
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const [range, setRange] = useState(thisMonth);
  const [side, setSide] = useState<HsnReportSide>('outward');
  const problem = rangeProblem(range);
  const report = useQuery({
    ...trpc.tenant.reports.hsnSummary.queryOptions({ ...range, side }),
    enabled: problem === null,
    placeholderData: keepPreviousData,
  });
  const download = (format: 'xlsx' | 'pdf') =>
    downloadReport(hsnDownloadUrl(range, side, format), 'HSN summary');
  return (
    <Stack gap="md">
      <Group align="end" wrap="wrap">
        <DateRangeFields value={range} onChange={(next) => setRange((r) => ({ ...r, ...next }))} />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="hsn-side-label">
            Supplies
          </Text>
          <SegmentedControl
            aria-labelledby="hsn-side-label"
            value={side}
            onChange={(v) => setSide(v === 'inward' ? 'inward' : 'outward')}
            data={[
              { value: 'outward', label: 'Outward (sales)' },
              { value: 'inward', label: 'Inward (purchases)' },
            ]}
          />
        </Stack>
        <ReportDownloads disabled={problem !== null} onDownload={download} />
      </Group>
      <ReportStatus
        problem={problem}
        query={report}
        name="HSN summary"
        isEmpty={(data) => data.totals.rows === 0}
        empty={{
          title: side === 'outward' ? 'No sales in these dates' : 'No purchases in these dates',
          description: 'Choose other dates.',
        }}
      >
        {(data) => (
          <>
            {data.sections.map((s) => (
              <Stack key={s.key} gap="xs">
                <Title order={4}>{HSN_SECTION_LABELS[s.key]}</Title>
                {s.rows.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    None in these dates.
                  </Text>
                ) : isPhone ? (
                  <SectionCards section={s} />
                ) : (
                  <SectionTable section={s} />
                )}
              </Stack>
            ))}
            {data.sections.length > 1 ? (
              <Stack gap={4} role="list" aria-label="Grand total" maw={isPhone ? undefined : 420}>
                <TotalsCard
                  title={`Grand total (${rowsLabel(data.totals)})`}
                  totals={data.totals}
                />
              </Stack>
            ) : null}
            <Text size="sm" c="dimmed">
              {side === 'outward'
                ? 'As GSTR-1 Table 12: credit notes subtract; services carry no quantity; nil-rated and exempt supplies at 0 %; non-GST supplies are left out.'
                : 'Purchase bills less purchase returns, by the rules of GSTR-1 Table 12; cancelled bills are left out.'}
            </Text>
          </>
        )}
      </ReportStatus>
    </Stack>
  );
}
