/**
 * The buttons of an e-invoice or e-way bill block before the portal's answer is recorded:
 * download the portal JSON (export flag) and record the answer (edit flag), then the portal
 * refusal of the last download, if any.
 */
import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { RefusalAlert } from './RefusalAlert';
import type { useJsonDownload } from './useJsonDownload';

export function EdocActions(props: {
  canExport: boolean;
  canEdit: boolean;
  json: ReturnType<typeof useJsonDownload>;
  downloadLabel: string;
  recordLabel: string;
  recordIcon: ReactNode;
  onRecord: () => void;
}) {
  const { json } = props;
  return (
    <>
      {props.canExport || props.canEdit ? (
        <Group gap="xs">
          {props.canExport ? (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconDownload size={14} />}
              loading={json.busy}
              onClick={() => void json.download()}
            >
              {props.downloadLabel}
            </Button>
          ) : null}
          {props.canEdit ? (
            <Button
              size="xs"
              variant="default"
              leftSection={props.recordIcon}
              onClick={props.onRecord}
            >
              {props.recordLabel}
            </Button>
          ) : null}
        </Group>
      ) : null}
      {json.refusal ? <RefusalAlert refusal={json.refusal} onClose={json.dismiss} /> : null}
    </>
  );
}
