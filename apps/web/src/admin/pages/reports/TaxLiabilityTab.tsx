import { Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendar } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  TAX_LIABILITY_GROUP_LABELS,
  TAX_LIABILITY_GROUPS,
  type TaxLiabilityFigures,
} from '@gst/domain';
import { useTRPC } from '../../../lib/trpc';
import {
  financialYearMonths,
  gstAmount,
  headsLine,
  monthRangeProblem,
  taxLiabilityDownloadUrl,
  type MonthRange,
} from './gstReports';
import { ReportDownloads, ReportStatus, downloadReport } from './ReportParts';

const num = {
  textAlign: 'right',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
} as const;

/** A group's total, and under it its heads that are not zero. */
function Figure({
  f,
  group,
}: {
  f: TaxLiabilityFigures;
  group: (typeof TAX_LIABILITY_GROUPS)[number];
}) {
  const heads = headsLine(f[group]);
  return (
    <>
      <Text size="sm" fw={group === 'cash' ? 700 : 500} style={num}>
        {gstAmount(f[group].total)}
      </Text>
      {heads ? (
        <Text size="xs" c="dimmed" style={{ ...num, whiteSpace: 'normal' }}>
          {heads}
        </Text>
      ) : null}
    </>
  );
}

function MonthField(props: { label: string; value: string; onChange: (month: string) => void }) {
  return (
    <MonthPickerInput
      label={props.label}
      leftSection={<IconCalendar size={16} />}
      value={props.value ? `${props.value}-01` : null}
      onChange={(value) => {
        if (value) props.onChange(value.slice(0, 7));
      }}
      valueFormat="MMMM YYYY"
      minDate="2017-07-01"
      popoverProps={{ withinPortal: true }}
      w={{ base: '100%', xs: 190 }}
    />
  );
}

/** No tax in any month: every group's total is zero. */
const isEmptyLiability = (data: { totals: TaxLiabilityFigures }) =>
  TAX_LIABILITY_GROUPS.every((g) => Number(data.totals[g].total) === 0);

type Row = TaxLiabilityFigures & { key: string; label: string; filed?: boolean; total?: boolean };

/**
 * Tax liability by month (issue 33): for each month its GSTR-3B output tax (3.1), reverse
 * charge, net ITC (4(C)), the set-off and the cash to pay (a month filed on its own as filed);
 * the totals row; Excel and PDF. Cards on a phone.
 */
export function TaxLiabilityTab() {
  const trpc = useTRPC();
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const [range, setRange] = useState<MonthRange>(() => financialYearMonths());
  const problem = monthRangeProblem(range);
  const report = useQuery({
    ...trpc.tenant.reports.taxLiability.queryOptions(range),
    enabled: problem === null,
    placeholderData: keepPreviousData,
  });
  const download = (format: 'xlsx' | 'pdf') =>
    downloadReport(taxLiabilityDownloadUrl(range, format), 'tax liability');
  const data = report.data;
  const rows: Row[] = data
    ? [
        ...data.months.map((m) => ({ ...m, key: m.month })),
        {
          ...data.totals,
          filed: false,
          key: 'total',
          label: `Total (${data.totals.months} months)`,
          total: true,
        },
      ]
    : [];
  const empty = data && isEmptyLiability(data);
  return (
    <Stack gap="md">
      <Group align="end" wrap="wrap">
        <MonthField
          label="From month"
          value={range.from}
          onChange={(from) => setRange((r) => ({ ...r, from }))}
        />
        <MonthField
          label="To month"
          value={range.to}
          onChange={(to) => setRange((r) => ({ ...r, to }))}
        />
        <ReportDownloads disabled={problem !== null} onDownload={download} />
      </Group>
      <ReportStatus
        problem={problem}
        query={report}
        name="tax liability"
        isEmpty={isEmptyLiability}
        empty={{
          title: 'No tax in these months',
          description: 'No sales or purchases carry tax in these months; choose others.',
        }}
      >
        {() =>
          isPhone ? (
            <Stack gap="xs" role="list" aria-label="Tax liability by month">
              {rows.map((r) => (
                <Card
                  withBorder
                  padding="sm"
                  role="listitem"
                  key={r.key}
                  bg={r.total ? 'var(--mantine-color-gray-light)' : undefined}
                >
                  <Group justify="space-between" gap="xs">
                    <Text size="sm" fw={700}>
                      {r.label}
                    </Text>
                    {r.filed ? (
                      <Badge color="green" variant="light" size="sm">
                        Filed
                      </Badge>
                    ) : null}
                  </Group>
                  {TAX_LIABILITY_GROUPS.map((g) => {
                    const heads = headsLine(r[g]);
                    return (
                      <Stack key={g} gap={0} mt={4}>
                        <Group justify="space-between" gap="xs" wrap="nowrap">
                          <Text size="xs" c="dimmed" fw={500} style={{ whiteSpace: 'nowrap' }}>
                            {TAX_LIABILITY_GROUP_LABELS[g]}
                          </Text>
                          <Text size="sm" fw={g === 'cash' ? 700 : 500} style={num}>
                            {gstAmount(r[g].total)}
                          </Text>
                        </Group>
                        {heads ? (
                          <Text size="xs" c="dimmed" ta="right">
                            {heads}
                          </Text>
                        ) : null}
                      </Stack>
                    );
                  })}
                </Card>
              ))}
            </Stack>
          ) : (
            <Table.ScrollContainer minWidth={960} type="native" tabIndex={0}>
              <Table
                striped
                withTableBorder
                aria-label="Tax liability by month"
                fz="sm"
                horizontalSpacing="xs"
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Month</Table.Th>
                    {TAX_LIABILITY_GROUPS.map((g) => (
                      <Table.Th key={g} style={num}>
                        {TAX_LIABILITY_GROUP_LABELS[g]}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((r) => (
                    <Table.Tr
                      key={r.key}
                      fw={r.total ? 700 : undefined}
                      aria-label={r.total ? 'Totals' : undefined}
                    >
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        <Text size="sm" fw={r.total ? 700 : 500}>
                          {r.label}
                        </Text>
                        {r.filed ? (
                          <Badge color="green" variant="light" size="xs">
                            Filed
                          </Badge>
                        ) : null}
                      </Table.Td>
                      {TAX_LIABILITY_GROUPS.map((g) => (
                        <Table.Td key={g}>
                          <Figure f={r} group={g} />
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </ReportStatus>
      {data && !empty ? (
        <Text size="sm" c="dimmed">
          Each month as its GSTR-3B gives it; a month filed on its own shows its filed figures. The
          set-off uses each month&apos;s own credit (the credit ledger&apos;s balance from earlier
          months is not in the books). I, C, S: IGST, CGST, SGST/UTGST.
        </Text>
      ) : null}
    </Stack>
  );
}
