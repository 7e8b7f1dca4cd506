import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Gstr3b } from '@gst/domain';
import { FigureTable } from './FigureTable';
import { table31, table32 } from './gstr3bRows';

/** GSTR-3B: Table 3.1 (a)(b)(c) and Table 3.2 by place of supply, from the period's documents. */
export function Gstr3bPanel({ gstr3b, loading }: { gstr3b: Gstr3b | undefined; loading: boolean }) {
  const places = gstr3b ? table32(gstr3b) : null;
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" aria-labelledby="gstr3b-title">
      <Title order={2} size="h4" id="gstr3b-title">
        GSTR-3B
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Outward supplies of the period; credit notes subtract and debit notes add.
      </Text>
      {loading || !gstr3b || !places ? (
        <Stack gap="xs" aria-busy="true">
          <Skeleton h={16} />
          <Skeleton h={16} />
          <Skeleton h={16} />
        </Stack>
      ) : (
        <Stack gap="md">
          <div>
            <Title order={3} size="h6" mb={6}>
              3.1 Outward supplies
            </Title>
            <FigureTable table={table31(gstr3b)} label="GSTR-3B Table 3.1" minWidth={760} />
          </div>
          <div>
            <Title order={3} size="h6" mb={6}>
              3.2 Inter-state supplies to unregistered persons
            </Title>
            {places.rows.length === 0 ? (
              <Text size="sm" c="dimmed">
                None in this period.
              </Text>
            ) : (
              <FigureTable table={places} label="GSTR-3B Table 3.2" minWidth={420} />
            )}
          </div>
        </Stack>
      )}
    </Paper>
  );
}
