import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBraces } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { downloadBlob, runExport } from '../../../components/data';
import { useTRPC } from '../../../lib/trpc';
import { returnJsonBlob, returnFileName } from './downloads';
import { RETURNS_MESSAGES } from './messages';
import { FigureTable, type FigureActionOf } from './FigureTable';
import { Gstr3bBillsModal } from './Gstr3bBillsModal';
import { table31, table32, table4, table5, type Gstr3bShown } from './gstr3bRows';
import { withEnteredReversals, type ReversalsInput } from './reversals';
import { figureSource, isFigureColumn, type FigureSource } from './gstr3bSources';

/**
 * GSTR-3B: Table 3.1, 3.2 by place of supply, and (issue 32) Table 4 ITC and Table 5 from the
 * purchase bills; a figure of 3.1 (d), 4 or 5 with bills behind it opens them. The reversals
 * the shop entered (an open period) go into the ITC query, and Table 4(B) and 4(C) show its
 * figures; a filed period shows its copy as filed. With the export flag, the offline utility's
 * JSON downloads with the entered reversals (a filed period: its copy, byte for byte).
 */
export function Gstr3bPanel({
  gstr3b,
  loading,
  period,
  reversals,
  canExport = false,
}: {
  gstr3b: Gstr3bShown | undefined;
  loading: boolean;
  /** The period shown: its ITC detail names the bills behind each inward figure. */
  period?: string;
  /** Entered 4(B) reversals of an open period (issue 32). */
  reversals?: ReversalsInput | undefined;
  /** The returns page's export flag: the GSTR-3B JSON download. */
  canExport?: boolean;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [downloading, setDownloading] = useState(false);
  const downloadJson = async (forPeriod: string) => {
    setDownloading(true);
    await runExport(
      async () => {
        const json = await queryClient.fetchQuery({
          ...trpc.tenant.returns.gstr3b.queryOptions({
            period: forPeriod,
            ...(reversals ? { reversals } : {}),
          }),
          staleTime: 0,
        });
        downloadBlob(returnJsonBlob(json), returnFileName(json.gstin, forPeriod, 'json', 'GSTR3B'));
      },
      { success: RETURNS_MESSAGES.gstr3bDownloaded, failed: RETURNS_MESSAGES.gstr3bFailed },
    );
    setDownloading(false);
  };
  const itcQuery = useQuery({
    ...trpc.tenant.returns.itc.queryOptions({
      period: period ?? '',
      ...(reversals ? { reversals } : {}),
    }),
    enabled: !!period && !!gstr3b?.itc_elg,
    placeholderData: keepPreviousData,
  });
  const itc = itcQuery.data;
  const shown =
    gstr3b && reversals && itc?.period === period ? withEnteredReversals(gstr3b, itc) : gstr3b;
  const [source, setSource] = useState<FigureSource | null>(null);
  const actionOf =
    (table: '3.1' | '4' | '5'): FigureActionOf =>
    (rowId, columnKey, value) => {
      if (!isFigureColumn(columnKey) || !Number(value)) return null;
      const found = figureSource(itc?.period === period ? itc : undefined, table, rowId, columnKey);
      return found
        ? { label: `bills behind ${found.title}`, onClick: () => setSource(found) }
        : null;
    };
  const places = shown ? table32(shown) : null;
  const itc4 = shown ? table4(shown) : null;
  const inward = shown ? table5(shown) : null;
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" aria-labelledby="gstr3b-title">
      <Group justify="space-between" align="center" gap="xs" wrap="wrap">
        <Title order={2} size="h4" id="gstr3b-title">
          GSTR-3B
        </Title>
        {canExport && period ? (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconBraces size={14} />}
            loading={downloading}
            onClick={() => void downloadJson(period)}
          >
            Download GSTR-3B JSON
          </Button>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        Supplies of the period from the invoices and purchase bills; credit notes subtract and debit
        notes add.
      </Text>
      {loading || !shown || !places ? (
        <Stack gap="xs" aria-busy="true">
          <Skeleton h={16} />
          <Skeleton h={16} />
          <Skeleton h={16} />
        </Stack>
      ) : (
        <Stack gap="md">
          <div>
            <Title order={3} size="h6" mb={6}>
              3.1 Outward and reverse-charge inward supplies
            </Title>
            <FigureTable
              table={table31(shown)}
              label="GSTR-3B Table 3.1"
              minWidth={760}
              actionOf={actionOf('3.1')}
            />
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
          {itc4 && (
            <div>
              <Title order={3} size="h6" mb={6}>
                4 Eligible ITC
              </Title>
              <FigureTable
                table={itc4}
                label="GSTR-3B Table 4"
                minWidth={640}
                actionOf={actionOf('4')}
              />
            </div>
          )}
          {inward && (
            <div>
              <Title order={3} size="h6" mb={6}>
                5 Exempt, nil-rated and non-GST inward supplies
              </Title>
              <FigureTable
                table={inward}
                label="GSTR-3B Table 5"
                minWidth={480}
                actionOf={actionOf('5')}
              />
            </div>
          )}
        </Stack>
      )}
      <Gstr3bBillsModal source={source} onClose={() => setSource(null)} />
    </Paper>
  );
}
