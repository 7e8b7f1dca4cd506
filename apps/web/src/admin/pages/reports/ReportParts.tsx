import { Button, Group, Skeleton, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AppEmptyState } from '../../../components/AppEmptyState';
import { downloadFromRest, runExport, usePagePermissions } from '../../../components/data';
import { DateField } from '../billing/fields';
import type { DateRange } from '../purchases/dateRange';

/**
 * The blocks the Reports page's tabs share: the From and To dates, the download buttons, the
 * download itself, and what shows under the filters (the range's problem, loading, the error,
 * the empty state, or the report).
 */

/** A report's download formats. */
export type ReportFormat = 'xlsx' | 'pdf';

/** One download button: what it asks for, its text and its icon. */
export interface ReportFile<K extends string> {
  key: K;
  label: string;
  icon: ReactNode;
}

const EXCEL_AND_PDF: readonly ReportFile<ReportFormat>[] = [
  { key: 'xlsx', label: 'Excel', icon: <IconFileSpreadsheet size={16} /> },
  { key: 'pdf', label: 'PDF', icon: <IconFileTypePdf size={16} /> },
];

/** The From and To date fields of a report's range; `onChange` gets the one that changed. */
export function DateRangeFields(props: {
  value: DateRange;
  onChange: (next: Partial<DateRange>) => void;
}) {
  return (
    <>
      <DateField
        label="From"
        value={props.value.from}
        onChange={(from) => props.onChange({ from })}
      />
      <DateField label="To" value={props.value.to} onChange={(to) => props.onChange({ to })} />
    </>
  );
}

/**
 * A row of download buttons at the filters' end (beside them on wider screens), for those who
 * may export reports; nothing for the others.
 */
export function DownloadGroup<K extends string>(props: {
  files: readonly ReportFile<K>[];
  disabled: boolean;
  onDownload: (key: K, label: string) => void;
}) {
  const can = usePagePermissions('reports');
  if (!can('export')) return null;
  return (
    <Group gap="xs" ml={{ sm: 'auto' }}>
      {props.files.map((file) => (
        <Button
          key={file.key}
          variant="light"
          leftSection={file.icon}
          disabled={props.disabled}
          onClick={() => props.onDownload(file.key, file.label)}
        >
          {file.label}
        </Button>
      ))}
    </Group>
  );
}

/** The Excel and PDF buttons of a report. */
export function ReportDownloads(props: {
  disabled: boolean;
  onDownload: (format: ReportFormat) => void;
}) {
  return <DownloadGroup files={EXCEL_AND_PDF} {...props} />;
}

/**
 * Downloads a report's file from its REST URL, with the toast saying how it went: "<Name>
 * downloaded" or "Failed to download the <name>" (`name` as in a sentence: "day book").
 */
export function downloadReport(url: string, name: string): void {
  void runExport(() => downloadFromRest(url, null), {
    success: `${name.charAt(0).toUpperCase()}${name.slice(1)} downloaded`,
    failed: `Failed to download the ${name}`,
  });
}

/** Why the range cannot be shown (From after To, too long), or nothing. */
export function RangeProblem({ problem }: { problem: string | null }) {
  return problem ? (
    <Text c="red" size="sm">
      {problem}
    </Text>
  ) : null;
}

/**
 * Under a report's filters: the range's problem; else `prompt` (something still to choose);
 * else the skeleton while loading ("Loading the <name>"), the error ("Failed to fetch the
 * <name>" when the server says nothing), the empty state when `isEmpty`, or the report itself.
 */
export function ReportStatus<T>(props: {
  problem: string | null;
  query: {
    isPending: boolean;
    isError: boolean;
    error: { message: string } | null;
    data: T | undefined;
  };
  /** The report's name as in a sentence, as in "Loading the day book" (the HSN summary). */
  name: string;
  /** The skeleton's height (200). */
  height?: number;
  prompt?: ReactNode;
  isEmpty?: (data: T) => boolean;
  empty?: { title: ReactNode; description: ReactNode };
  children: (data: T) => ReactNode;
}) {
  const { problem, query, name } = props;
  if (problem) return <RangeProblem problem={problem} />;
  if (props.prompt) return <>{props.prompt}</>;
  if (query.isPending)
    return <Skeleton h={props.height ?? 200} aria-label={`Loading the ${name}`} />;
  if (query.isError)
    return <Text c="red">{query.error?.message || `Failed to fetch the ${name}`}</Text>;
  if (query.data === undefined) return null;
  if (props.empty && props.isEmpty?.(query.data)) return <AppEmptyState {...props.empty} />;
  return <>{props.children(query.data)}</>;
}
