/** Document files in the back-office: the preview modal, the generating overlay and hooks. */
export { PdfPreviewModal, type PdfPreviewModalProps } from '../PdfPreviewModal';
export { GeneratingOverlay, type GeneratingOverlayProps } from '../GeneratingOverlay';
export {
  useDocumentActions,
  useDocumentLink,
  useFetchDocumentLink,
  type DocumentActions,
  type DocumentKind,
  type InvoiceCopies,
} from './useDocumentActions';
export * from './fileLink';
