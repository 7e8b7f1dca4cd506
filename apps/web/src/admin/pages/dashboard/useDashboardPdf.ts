import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { MESSAGES } from '@gst/domain';
import { downloadBlob } from '../../../components/data';
import { restFetch } from '../../../lib/trpc';
import type { DashboardRequest } from './filters';

/** `{shopName}-Dashboard.pdf`, without characters a file name cannot hold. */
export function dashboardPdfName(shopName: string): string {
  const safe = [...shopName]
    .map((c) => (c.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(c) ? ' ' : c))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return `${safe || 'Shop'}-Dashboard.pdf`;
}

async function serverErrorText(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { error?: unknown };
    if (typeof body.error === 'string' && body.error) return body.error;
  } catch {
    // not JSON
  }
  return text.trim().slice(0, 200) || response.statusText || String(response.status);
}

/**
 * Download PDF (spec §2, §8): the server builds the PDF from the applied filters; the overlay
 * shows while it is made, and the toasts use the spec's wording.
 */
export function useDashboardPdf(request: DashboardRequest, shopName: string) {
  const [generating, setGenerating] = useState(false);
  const download = async () => {
    if (generating) return;
    setGenerating(true);
    const id = notifications.show({
      loading: true,
      message: MESSAGES.dashboard.generatingPdf,
      autoClose: false,
    });
    const done = (color: 'green' | 'red', message: string) =>
      notifications.update({ id, color, message, loading: false, autoClose: 4000 });
    try {
      let response: Response;
      try {
        response = await restFetch('/api/dashboard/pdf', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(request),
        });
      } catch {
        done('red', MESSAGES.dashboard.pdfNetworkError);
        return;
      }
      if (!response.ok) {
        done('red', MESSAGES.dashboard.serverError(await serverErrorText(response)));
        return;
      }
      const blob = await response.blob();
      if (blob.size === 0) throw new Error('empty PDF');
      downloadBlob(blob, dashboardPdfName(shopName));
      done('green', MESSAGES.dashboard.pdfDownloaded);
    } catch {
      done('red', MESSAGES.dashboard.pdfFailed);
    } finally {
      setGenerating(false);
    }
  };
  return { generating, download };
}
