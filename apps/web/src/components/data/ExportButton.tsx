/**
 * The export button every list uses (the table's Download, the notes' Excel, Receivables'
 * Download): with nothing to export it stays clickable but looks disabled and says why
 * ('No data to export!', spec §5); while the file is made it shows a loader.
 * `onExport` is the download itself, normally `runExport(...)` (fileExport.ts) for its toasts.
 */
import { Button, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { MESSAGES } from '@gst/domain';

export interface ExportButtonProps {
  onExport: () => Promise<unknown> | void;
  /** 'Download' unless told. */
  label?: string;
  /** The download arrow, or a spreadsheet for an 'Excel' button. */
  icon?: 'download' | 'sheet';
  /** True when there is nothing to export: a click says `emptyMessage` instead. */
  empty?: boolean;
  emptyMessage?: string;
}

export function ExportButton(props: ExportButtonProps) {
  const [busy, setBusy] = useState(false);
  const emptyMessage = props.emptyMessage ?? MESSAGES.uploads.noDataToExport;
  const empty = props.empty ?? false;
  const run = async () => {
    if (empty) {
      notifications.show({ color: 'red', message: emptyMessage });
      return;
    }
    setBusy(true);
    try {
      await props.onExport();
    } finally {
      setBusy(false);
    }
  };
  const Icon = props.icon === 'sheet' ? IconFileSpreadsheet : IconDownload;
  return (
    <Tooltip label={emptyMessage} disabled={!empty}>
      {/* data-disabled (not disabled) keeps the click, so an empty export can say why. */}
      <Button
        variant="default"
        leftSection={<Icon size={16} />}
        onClick={() => void run()}
        loading={busy}
        data-disabled={empty ? true : undefined}
        aria-disabled={empty}
      >
        {props.label ?? 'Download'}
      </Button>
    </Tooltip>
  );
}
