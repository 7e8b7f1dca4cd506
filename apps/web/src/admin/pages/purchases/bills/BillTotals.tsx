import { Badge, Stack, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatINR } from '@gst/domain';
import type { billTotals, toleranceCheck } from './billForm';

/**
 * A bill's live totals (issue 31): taxable value, CGST and SGST or IGST, reverse-charge tax (the
 * shop's, not owed to the supplier), round-off and the total owed; then `children` (the printed
 * total's input) and the difference against the shop's tolerance.
 */
export function BillTotals({
  totals,
  check,
  tolerance,
  children,
}: {
  totals: ReturnType<typeof billTotals>;
  check: ReturnType<typeof toleranceCheck>;
  tolerance: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="sm">
      <Table withTableBorder>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>Taxable value</Table.Td>
            <Table.Td ta="right">{formatINR(totals.taxable)}</Table.Td>
          </Table.Tr>
          {totals.interState ? (
            <Table.Tr>
              <Table.Td>IGST</Table.Td>
              <Table.Td ta="right">{formatINR(totals.igst)}</Table.Td>
            </Table.Tr>
          ) : (
            <>
              <Table.Tr>
                <Table.Td>CGST</Table.Td>
                <Table.Td ta="right">{formatINR(totals.cgst)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Td>SGST/UTGST</Table.Td>
                <Table.Td ta="right">{formatINR(totals.sgst)}</Table.Td>
              </Table.Tr>
            </>
          )}
          {totals.reverseChargeTax !== '0.00' ? (
            <Table.Tr>
              <Table.Td>Reverse-charge tax (the shop pays it, not owed to the supplier)</Table.Td>
              <Table.Td ta="right">− {formatINR(totals.reverseChargeTax)}</Table.Td>
            </Table.Tr>
          ) : null}
          {totals.roundOff !== '0.00' ? (
            <Table.Tr>
              <Table.Td>Round off</Table.Td>
              <Table.Td ta="right">{formatINR(totals.roundOff)}</Table.Td>
            </Table.Tr>
          ) : null}
          <Table.Tr fw={700}>
            <Table.Td>Total owed</Table.Td>
            <Table.Td ta="right">{formatINR(totals.total)}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {children}
      {check.difference !== null ? (
        <Badge color={check.within ? 'green' : 'red'} variant="light" size="lg">
          Difference {formatINR(check.difference)} (tolerance {formatINR(tolerance)})
        </Badge>
      ) : null}
    </Stack>
  );
}
