/**
 * ExcelUpload — 'Upload Excel' and 'Download Demo' buttons for a list's toolbar (spec §2, §5).
 * Upload opens a dialog: drop or pick an .xlsx (only .xlsx, at most 5 MB and 10,000 rows), the
 * first sheet is parsed in the browser, the parsed rows are shown, and 'Submit Upload' (disabled
 * until rows exist) sends them. A rejected import shows the server's report, one line per bad row.
 * Props:
 * - `columns`: the spec's Excel columns, in order (preview header and demo header).
 * - `demoRows`, `demoFileName`: what Download Demo writes.
 * - `onSubmit(rows)`: the page's import call; throw to fail (server text is shown).
 * - `messages`: `{ empty, success, failure }` ('No products to submit', …).
 * - `allowed`: the page's import flag; false renders nothing.
 */
import { Alert, Button, Group, List, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  IconAlertTriangle,
  IconFileSpreadsheet,
  IconFileUpload,
  IconUpload,
} from '@tabler/icons-react';
import { useState } from 'react';
import { MESSAGES } from '@gst/domain';
import { toastText } from '../../lib/errors';
import {
  MAX_UPLOAD_BYTES,
  XLSX_MIME,
  exportRowsToXlsx,
  parseFirstSheet,
  type SheetRow,
} from './excel';
import { FileDropArea } from './FileDropArea';
import { rowReportOf, type RowProblem } from './rowReport';
import { displayValue } from './types';

export const MAX_UPLOAD_ROWS = 10_000;
const PREVIEW_ROWS = 50;

export interface ExcelUploadProps {
  columns: readonly string[];
  demoRows: readonly SheetRow[];
  demoFileName: string;
  onSubmit: (rows: SheetRow[]) => Promise<unknown>;
  messages: { empty: string; success: string; failure: string };
  allowed?: boolean;
  /** Button text; defaults to 'Upload Excel'. */
  label?: string;
}

export function ExcelUpload(props: ExcelUploadProps) {
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const [opened, setOpened] = useState(false);
  const [rows, setRows] = useState<SheetRow[]>([]);
  const [fileName, setFileName] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [report, setReport] = useState<RowProblem[]>([]);
  const [submitting, setSubmitting] = useState(false);

  if (props.allowed === false) return null;

  const reset = () => {
    setRows([]);
    setFileName(null);
    setProblem(null);
    setReport([]);
  };
  const close = () => {
    if (submitting) return;
    setOpened(false);
    reset();
  };

  const accept = async (file: File) => {
    reset();
    if (!file.name.toLowerCase().endsWith('.xlsx')) {
      setProblem('Only .xlsx files can be uploaded.');
      return;
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      setProblem('The file is larger than 5 MB. Split it into smaller files and upload each.');
      return;
    }
    try {
      const parsed = await parseFirstSheet(file);
      if (parsed.length > MAX_UPLOAD_ROWS) {
        setProblem(
          `The file has ${parsed.length.toLocaleString('en-IN')} rows; at most 10,000 rows per upload.`,
        );
        return;
      }
      setRows(parsed);
      setFileName(file.name);
      if (parsed.length === 0) setProblem(props.messages.empty);
      else notifications.show({ color: 'green', message: MESSAGES.uploads.fileReady });
    } catch (error) {
      // The guard's reason (damaged, too many sheets or rows, unpacks too big) when it has one.
      const reason =
        error instanceof Error && error.name === 'XlsxRefused'
          ? error.message
          : MESSAGES.uploads.parseFailed;
      notifications.show({ color: 'red', message: reason });
      setProblem(reason);
    }
  };

  const submit = async () => {
    if (rows.length === 0) {
      notifications.show({ color: 'red', message: props.messages.empty });
      return;
    }
    setSubmitting(true);
    setReport([]);
    try {
      await props.onSubmit(rows);
      notifications.show({ color: 'green', message: props.messages.success });
      setSubmitting(false);
      setOpened(false);
      reset();
    } catch (error) {
      setSubmitting(false);
      const rowsReport = rowReportOf(error);
      setReport(rowsReport);
      // With a per-row report shown below, the summary keeps only the headline sentence.
      const full = toastText(error, props.messages.failure);
      const text = rowsReport.length > 0 ? full.replace(/\s*Row \d+:[\s\S]*$/, '') : full;
      setProblem(text);
      notifications.show({ color: 'red', message: text });
    }
  };

  const previewColumns = props.columns.length > 0 ? props.columns : Object.keys(rows[0] ?? {});

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconUpload size={16} />}
        onClick={() => setOpened(true)}
      >
        {props.label ?? 'Upload Excel'}
      </Button>
      <Button
        variant="default"
        leftSection={<IconFileSpreadsheet size={16} />}
        onClick={() => void exportRowsToXlsx(props.demoRows, props.demoFileName, props.columns)}
      >
        Download Demo
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={props.label ?? 'Upload Excel'}
        size="xl"
        fullScreen={isPhone}
        closeOnEscape={!submitting}
      >
        <Stack gap="sm">
          <FileDropArea
            label="Choose an .xlsx file to upload"
            onDrop={(files) => {
              const [file] = files;
              if (file) void accept(file);
            }}
            onReject={() => setProblem('Only one .xlsx file of at most 5 MB can be uploaded.')}
            accept={{ [XLSX_MIME]: ['.xlsx'] }}
            maxSize={MAX_UPLOAD_BYTES}
            disabled={submitting}
          >
            <Group justify="center" gap="md" mih={90} style={{ pointerEvents: 'none' }}>
              <IconFileUpload size={36} stroke={1.5} />
              <div>
                <Text size="md" fw={500}>
                  Drop an .xlsx file here or click to choose one
                </Text>
                <Text size="sm" c="dimmed">
                  First sheet only; columns: {props.columns.join(', ')}
                </Text>
              </div>
            </Group>
          </FileDropArea>
          {problem ? (
            <Alert color="red" icon={<IconAlertTriangle size={18} />} title={problem}>
              {report.length > 0 ? (
                <ScrollArea.Autosize mah={180}>
                  <List size="sm" spacing={2}>
                    {report.map((line) => (
                      <List.Item key={`${line.row}-${line.reason}`}>
                        Row {line.row}: {line.reason}
                      </List.Item>
                    ))}
                  </List>
                </ScrollArea.Autosize>
              ) : null}
            </Alert>
          ) : null}
          {rows.length > 0 ? (
            <>
              <Text size="sm">
                <b>{fileName}</b>: {rows.length.toLocaleString('en-IN')} rows parsed
                {rows.length > PREVIEW_ROWS ? `, first ${PREVIEW_ROWS} shown` : ''}.
              </Text>
              <Table.ScrollContainer
                minWidth={previewColumns.length * 110}
                maxHeight={320}
                type="native"
              >
                <Table striped stickyHeader withTableBorder fz="xs" aria-label="Parsed rows">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Row</Table.Th>
                      {previewColumns.map((column) => (
                        <Table.Th key={column}>{column}</Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.slice(0, PREVIEW_ROWS).map((row, index) => (
                      <Table.Tr key={index}>
                        <Table.Td c="dimmed">{index + 2}</Table.Td>
                        {previewColumns.map((column) => (
                          <Table.Td key={column}>{displayValue(row[column])}</Table.Td>
                        ))}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={submitting}>
              Cancel
            </Button>
            <Button onClick={() => void submit()} disabled={rows.length === 0} loading={submitting}>
              Submit Upload
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
