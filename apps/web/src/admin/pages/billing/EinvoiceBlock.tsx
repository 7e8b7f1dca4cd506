/**
 * The "E-invoice" block of the invoice and note detail panels (issue 17). Before the IRN: the
 * INV-01 JSON to upload on the IRP (export flag) and Record IRN for its answer (edit flag).
 * After: the IRN, acknowledgement number and date, and the note that the document is read-only
 * (cancellable only within 24 hours). Nothing for a document the IRP does not take (B2C) or a
 * cancelled one without an IRN.
 */
import { Alert, Text } from '@mantine/core';
import { IconLock, IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { EdocCard, EdocFact, EdocFacts } from './EdocCard';
import {
  EDOC_MESSAGES,
  edocFileName,
  irnLockNote,
  portalDateTimeLabel,
  showsEinvoice,
  type EinvoiceScope,
  type IrpView,
} from './edocs';
import { EdocActions } from './EdocActions';
import { RecordIrnModal, type AnswerSender } from './RecordIrnModal';
import { useJsonDownload } from './useJsonDownload';

export interface EinvoiceBlockProps {
  /** 'invoice', 'credit note', 'debit note' (in sentences). */
  what: string;
  /** 'Invoice INV/2026-27/0007' (modal titles). */
  documentName: string;
  number: string;
  irp: IrpView | null;
  scope: EinvoiceScope;
  cancelled: boolean;
  canExport: boolean;
  canEdit: boolean;
  fetchJson: () => Promise<unknown>;
  recordIrn: AnswerSender;
}

export function EinvoiceBlock(props: EinvoiceBlockProps) {
  const [recording, setRecording] = useState(false);
  const json = useJsonDownload({
    fetchJson: props.fetchJson,
    fileName: edocFileName(props.number, 'einvoice'),
    messages: {
      downloaded: EDOC_MESSAGES.einvoiceDownloaded,
      failed: EDOC_MESSAGES.einvoiceFailed,
      refused: EDOC_MESSAGES.einvoiceRefused,
    },
  });
  const { irp } = props;

  if (irp) {
    return (
      <EdocCard title="E-invoice" status="IRN recorded" statusColor="green" testId="einvoice-block">
        <EdocFact label="IRN" mono>
          {irp.irn}
        </EdocFact>
        <EdocFacts>
          <EdocFact label="Ack No" mono>
            {irp.ackNo}
          </EdocFact>
          <EdocFact label="Ack Date">{portalDateTimeLabel(irp.ackDate)}</EdocFact>
        </EdocFacts>
        <Alert variant="light" color="blue" icon={<IconLock size={16} />} p="xs">
          <Text size="xs">{irnLockNote(irp, props.what)}</Text>
        </Alert>
      </EdocCard>
    );
  }
  if (!showsEinvoice(props)) return null;

  return (
    <EdocCard title="E-invoice" status="No IRN yet" statusColor="gray" testId="einvoice-block">
      <Text size="xs" c="dimmed">
        Upload the JSON on the IRP (einvoice1.gst.gov.in or your GSP), then record the IRN it
        returns.
      </Text>
      <EdocActions
        canExport={props.canExport}
        canEdit={props.canEdit}
        json={json}
        downloadLabel="Download e-invoice JSON"
        recordLabel="Record IRN"
        recordIcon={<IconReceipt size={14} />}
        onRecord={() => setRecording(true)}
      />
      {props.canEdit ? (
        <RecordIrnModal
          opened={recording}
          documentName={props.documentName}
          number={props.number}
          onClose={() => setRecording(false)}
          send={props.recordIrn}
        />
      ) : null}
    </EdocCard>
  );
}
