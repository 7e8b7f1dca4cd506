import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { downloadBlob } from '../../../components/data';
import { toastText } from '../../../lib/errors';
import { jsonFile } from './edocs';
import { isRefusal, refusalOf, type Refusal } from './RefusalAlert';

/**
 * A JSON the server builds (e-invoice, e-way bill), saved as a file. A 400 (the portal would
 * refuse it: the server names the fields) stays on screen as a red alert until dismissed or
 * tried again; any other failure is a red toast.
 */
export function useJsonDownload(options: {
  fetchJson: () => Promise<unknown>;
  fileName: string;
  messages: { downloaded: string; failed: string; refused: string };
}) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const { messages } = options;
  const download = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      const json = await options.fetchJson();
      downloadBlob(jsonFile(json), options.fileName);
      notifications.show({ color: 'green', message: messages.downloaded });
    } catch (error) {
      if (isRefusal(error)) setRefusal(refusalOf(error, messages.refused, messages.failed));
      else notifications.show({ color: 'red', message: toastText(error, messages.failed) });
    } finally {
      setBusy(false);
    }
  };
  return { busy, refusal, download, dismiss: () => setRefusal(null) };
}
