import {
  Alert,
  Button,
  FileButton,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconFileImport, IconFileOff } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate, formatDateTimeIN } from '@gst/domain';
import { AppEmptyState } from '../../../components/AppEmptyState';
import { usePagePermissions } from '../../../components/data';
import { toastText } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import {
  PORTAL_PATH,
  gstr2bFileProblem,
  gstr2bMonths,
  gstr2bPayload,
  importedMessage,
  monthLabel,
} from './gstr2b';
import {
  Gstr2bDocuments,
  Gstr2bImports,
  Gstr2bSuppliers,
  Gstr2bTotals,
  importedBy,
  type Gstr2bView,
} from './Gstr2bTables';
import type { ReturnFrequency } from './periods';

const LOAD_FAILED = 'Failed to load GSTR-2B';
const IMPORT_FAILED = 'GSTR-2B not imported';

/** The portal's JSON for `month`: checked in the browser, then sent; the server's answer shown. */
function useGstr2bImport(month: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const mutation = useMutation(trpc.tenant.gstr2b.import.mutationOptions());

  const refuse = (text: string) => {
    setProblem(text);
    notifications.show({ color: 'red', title: IMPORT_FAILED, message: text });
  };

  const importFile = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    const wrong = gstr2bFileProblem(file);
    if (wrong) {
      refuse(wrong);
      return;
    }
    setReading(true);
    try {
      const text = await file.text();
      const result = await mutation.mutateAsync({
        period: month,
        fileName: file.name,
        file: gstr2bPayload(text),
      });
      notifications.show({
        color: 'green',
        message: importedMessage(result),
        autoClose: 8000,
      });
      await queryClient.invalidateQueries({ queryKey: trpc.tenant.gstr2b.pathKey() });
    } catch (error) {
      refuse(toastText(error, IMPORT_FAILED));
    } finally {
      setReading(false);
    }
  };

  return {
    importFile,
    busy: reading || mutation.isPending,
    problem,
    clearProblem: () => setProblem(null),
  };
}

function ImportLine({ view }: { view: Gstr2bView }) {
  const i = view.import;
  if (!i) return null;
  return (
    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
      {i.fileName ? `${i.fileName} · ` : ''}imported {formatDateTimeIN(i.importedAt)} by{' '}
      {importedBy(i)}
      {i.generatedOn ? ` · generated on the portal ${formatDate(i.generatedOn)}` : ''}
    </Text>
  );
}

function Loading() {
  return (
    <Stack gap="md" aria-busy="true">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {[0, 1].map((k) => (
          <Paper key={k} withBorder p="md" radius="md">
            <Skeleton h={12} w="50%" />
            <Skeleton h={24} w="40%" mt="sm" />
            <Skeleton h={10} mt="md" />
            <Skeleton h={10} mt={6} />
          </Paper>
        ))}
      </SimpleGrid>
      <Skeleton h={120} radius="md" />
    </Stack>
  );
}

/**
 * GSTR-2B (issue 32) for the page's period: import the portal's JSON (import flag), then what
 * suppliers reported: ITC available and not per head, suppliers, documents, and every import of
 * the month with what each replaced. A quarterly shop picks one of the quarter's months.
 */
export function Gstr2bPanel({
  period,
  frequency,
}: {
  period: string;
  frequency: ReturnFrequency | undefined;
}) {
  const trpc = useTRPC();
  const can = usePagePermissions('returns');
  const months = gstr2bMonths(period, frequency);
  const [picked, setPicked] = useState<string | null>(null);
  const month = picked && months.includes(picked) ? picked : (months[months.length - 1] ?? period);
  const view = useQuery(trpc.tenant.gstr2b.view.queryOptions({ period: month }));
  const imports = useQuery(trpc.tenant.gstr2b.imports.queryOptions({ period: month }));
  const upload = useGstr2bImport(month);
  const label = monthLabel(month);
  const data = view.data?.period === month ? view.data : undefined;

  return (
    <section aria-labelledby="gstr2b-title">
      <Group justify="space-between" align="flex-end" gap="sm" mb="xs" wrap="wrap">
        <div style={{ minWidth: 0 }}>
          <Title order={2} size="h4" id="gstr2b-title">
            GSTR-2B
          </Title>
          <Text size="sm" c="dimmed">
            What suppliers reported for {label}, as the GST portal&apos;s statement shows it.
          </Text>
        </div>
        <Group gap="sm" wrap="wrap">
          {months.length > 1 ? (
            <SegmentedControl
              aria-label="GSTR-2B month"
              size="xs"
              value={month}
              onChange={setPicked}
              data={months.map((m) => ({ value: m, label: monthLabel(m).slice(0, 3) }))}
            />
          ) : null}
          {can('import') ? (
            <FileButton
              onChange={(file) => void upload.importFile(file)}
              accept="application/json,.json"
              disabled={upload.busy}
            >
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  leftSection={<IconFileImport size={16} />}
                  loading={upload.busy}
                >
                  Import GSTR-2B
                </Button>
              )}
            </FileButton>
          ) : null}
        </Group>
      </Group>
      <Stack gap="md">
        {upload.problem ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title={IMPORT_FAILED}
            withCloseButton
            closeButtonLabel="Dismiss"
            onClose={upload.clearProblem}
            data-testid="gstr2b-import-problem"
          >
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {upload.problem}
            </Text>
          </Alert>
        ) : null}
        {view.error ? (
          <Alert color="red" title={LOAD_FAILED}>
            <Text size="sm">{toastText(view.error, LOAD_FAILED)}</Text>
            <Button size="xs" variant="default" mt="xs" onClick={() => void view.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : !data ? (
          <Loading />
        ) : !data.import ? (
          <Paper withBorder radius="md">
            <AppEmptyState
              icon={<IconFileOff size={28} stroke={1.5} />}
              title="No GSTR-2B imported"
              description={`No GSTR-2B imported for ${label}. Download it from the GST portal (${PORTAL_PATH}) and import it here.`}
            />
          </Paper>
        ) : (
          <>
            <ImportLine view={data} />
            <Gstr2bTotals view={data} />
            <Gstr2bSuppliers suppliers={data.suppliers} />
            <Gstr2bDocuments documents={data.documents} />
          </>
        )}
        {(imports.data?.length ?? 0) > 0 ? (
          <Gstr2bImports imports={imports.data ?? []} loading={imports.isLoading} />
        ) : null}
      </Stack>
    </section>
  );
}
