import { Anchor, Paper, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatINR } from '@gst/domain';
import { useTRPC } from '../../../lib/trpc';
import { documentHref } from './labels';

const KIND = { invoice: 'Invoice', 'credit-note': 'Credit note', 'debit-note': 'Debit note' };

/** 'MMYYYY' → 'September 2026'. */
const periodLabel = (p: string) =>
  new Date(Date.UTC(Number(p.slice(2)), Number(p.slice(0, 2)) - 1, 1)).toLocaleDateString('en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * Issue 30: the amendments made in the period, which its GSTR-1 reports in b2ba, b2csa and
 * cdnra and its GSTR-3B adds as differences: the document, the period it was filed in, the
 * reason and the difference in taxable value and value (after − before). Hidden when none.
 */
export function AmendmentsPanel({ period }: { period: string }) {
  const trpc = useTRPC();
  const list = useQuery(trpc.tenant.amendments.list.queryOptions({ period }));
  const rows = list.data ?? [];
  if (!rows.length) return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="amendments-title">
      <Title order={2} size="h4" id="amendments-title" mb="xs">
        Amendments made this period
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        Documents of filed periods corrected now: GSTR-1 reports them in b2ba, b2csa and cdnra, and
        GSTR-3B adds the differences.
      </Text>
      <Table.ScrollContainer minWidth={560}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Document</Table.Th>
              <Table.Th>Filed in</Table.Th>
              <Table.Th>Reason</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>Taxable value Δ</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>Value Δ</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={documentHref({ kind: r.documentKind, documentNumber: r.number })}
                    size="sm"
                  >
                    {KIND[r.documentKind]} {r.number}
                  </Anchor>
                </Table.Td>
                <Table.Td>{periodLabel(r.originalPeriod)}</Table.Td>
                <Table.Td>{r.reason}</Table.Td>
                <Table.Td style={{ textAlign: 'right' }}>
                  {formatINR(String(r.difference.taxableValue))}
                </Table.Td>
                <Table.Td style={{ textAlign: 'right' }}>
                  {formatINR(String(r.difference.value))}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
