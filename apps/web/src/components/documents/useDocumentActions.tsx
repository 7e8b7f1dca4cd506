import { notifications } from '@mantine/notifications';
import { useCallback, useState, type ReactNode } from 'react';
import { MESSAGES } from '@gst/domain';
import { toastText } from '../../lib/errors';
import { useTRPCClient } from '../../lib/trpc';
import { downloadBlob } from '../data/excel';
import { downloadErrorText, fetchFile } from '../data/fileExport';
import { GeneratingOverlay } from '../GeneratingOverlay';
import { PdfPreviewModal } from '../PdfPreviewModal';
import { downloadUrl, fileIdFromLink, warrantyFileName } from './fileLink';

export type DocumentKind = 'invoice' | 'quote' | 'credit-note' | 'debit-note' | 'receipt';

const TITLES: Record<DocumentKind, string> = {
  invoice: 'Invoice',
  quote: 'Quote',
  'credit-note': 'Credit note',
  'debit-note': 'Debit note',
  receipt: 'Receipt',
};
/** Rule 48 copies of an invoice PDF: 1 Original, 2 + Duplicate, 3 + Triplicate. */
export type InvoiceCopies = 1 | 2 | 3;

const failed = (message: string) => notifications.show({ color: 'red', message });

/**
 * Asks the server for a document's file link (it makes the PDF when missing or out of date).
 * Failures become the spec's toasts ('PDF link not found', 'Failed to fetch PDF link', server
 * text preferred) and resolve to null.
 */
export function useFetchDocumentLink() {
  const client = useTRPCClient();
  return useCallback(
    async (kind: DocumentKind, id: string, copies?: InvoiceCopies): Promise<string | null> => {
      try {
        const documents = client.tenant.documents;
        const result =
          kind === 'invoice'
            ? await documents.invoiceFile.query(copies ? { id, copies } : { id })
            : kind === 'quote'
              ? await documents.quoteFile.query({ id })
              : kind === 'credit-note'
                ? await documents.creditNoteFile.query({ id })
                : kind === 'debit-note'
                  ? await documents.debitNoteFile.query({ id })
                  : await documents.receiptFile.query({ id });
        if (!fileIdFromLink(result.fileLink)) {
          failed(MESSAGES.invoices.pdfLinkNotFound);
          return null;
        }
        return result.fileLink;
      } catch (error) {
        failed(toastText(error, MESSAGES.invoices.pdfLinkFetchFailed));
        return null;
      }
    },
    [client],
  );
}

/** One document's link: `load()` fetches it (with the toasts) and keeps it in `link`. */
export function useDocumentLink(kind: DocumentKind, id: string | null | undefined) {
  const fetchLink = useFetchDocumentLink();
  const [link, setLink] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const load = useCallback(async () => {
    if (!id) return null;
    setLoading(true);
    try {
      const found = await fetchLink(kind, id);
      setLink(found);
      return found;
    } finally {
      setLoading(false);
    }
  }, [fetchLink, kind, id]);
  return { link, loading, load };
}

function startDownload(href: string, fileName?: string) {
  const anchor = document.createElement('a');
  anchor.href = href;
  if (fileName) anchor.download = fileName;
  else anchor.setAttribute('download', '');
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

export interface DocumentActions {
  /** View / PDF buttons: fetch the link, then show it in the preview modal. */
  view: (kind: DocumentKind, id: string, title?: string) => Promise<void>;
  /**
   * Print button: fetch the link, then download the PDF (to print from the PDF app). An invoice
   * takes the copies to print (default: the shop setting).
   */
  print: (kind: DocumentKind, id: string, copies?: InvoiceCopies) => Promise<void>;
  /** Warranty button: download Warranty-{invoiceNumber}.zip. */
  warranty: (invoiceId: string, invoiceNumber?: string) => Promise<void>;
  /** True while a PDF or bundle is being made. */
  generating: boolean;
  /** Render once in the page: the preview modal and the generating overlay. */
  element: ReactNode;
}

/**
 * Everything a table's row actions need for documents, with the generating overlay while the
 * server works. Usage: `const docs = useDocumentActions();` then `docs.view('invoice', row.id,
 * \`Invoice ${row.invoiceNumber}\`)` in an action and `{docs.element}` in the page.
 */
export function useDocumentActions(): DocumentActions {
  const fetchLink = useFetchDocumentLink();
  const [generating, setGenerating] = useState(false);
  const [preview, setPreview] = useState<{ link: string; title: string } | null>(null);

  const busy = useCallback(async (work: () => Promise<void>) => {
    setGenerating(true);
    try {
      await work();
    } finally {
      setGenerating(false);
    }
  }, []);

  const view = useCallback(
    (kind: DocumentKind, id: string, title?: string) =>
      busy(async () => {
        const link = await fetchLink(kind, id);
        if (link) setPreview({ link, title: title ?? TITLES[kind] });
      }),
    [busy, fetchLink],
  );

  const print = useCallback(
    (kind: DocumentKind, id: string, copies?: InvoiceCopies) =>
      busy(async () => {
        const fileId = fileIdFromLink(await fetchLink(kind, id, copies));
        if (fileId) startDownload(downloadUrl(fileId));
      }),
    [busy, fetchLink],
  );

  const warranty = useCallback(
    (invoiceId: string, invoiceNumber?: string) =>
      busy(async () => {
        try {
          const file = await fetchFile(`/api/gen-warranty-file/${encodeURIComponent(invoiceId)}`);
          downloadBlob(file.blob, file.fileName ?? warrantyFileName(invoiceNumber ?? invoiceId));
        } catch (error) {
          failed(downloadErrorText(error, MESSAGES.invoices.warrantyFetchFailed));
        }
      }),
    [busy],
  );

  const element = (
    <>
      <PdfPreviewModal
        opened={preview !== null}
        onClose={() => setPreview(null)}
        fileLink={preview?.link}
        title={preview?.title}
      />
      <GeneratingOverlay visible={generating} />
    </>
  );
  return { view, print, warranty, generating, element };
}
