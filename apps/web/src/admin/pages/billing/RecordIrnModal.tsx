/**
 * Record IRN (issue 17): the IRP's answer for the e-invoice, pasted or uploaded, sent as the
 * parsed object (or the text when it is not JSON); the server's field problems are listed here.
 * Escape and Cancel close it (not while sending).
 */
import { useState } from 'react';
import { AnswerJsonInput } from './AnswerJsonInput';
import { answerToSend, EDOC_MESSAGES } from './edocs';
import { RecordAnswerModal, useAnswerSend, type AnswerSender } from './RecordAnswerModal';

export type { AnswerSender };

const EXAMPLE = '{ "Irn": "…64 characters…", "AckNo": 1120…, "AckDt": "2026-11-26 11:41:00", "SignedQRCode": "eyJ…" }'; // prettier-ignore

export function RecordIrnModal({
  opened,
  documentName,
  number,
  onClose,
  send,
}: {
  opened: boolean;
  /** 'Invoice INV/2026-27/0007': the modal names the document it records for. */
  documentName: string;
  number: string;
  onClose: () => void;
  send: AnswerSender;
}) {
  const [text, setText] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const sending = useAnswerSend(send, {
    recorded: EDOC_MESSAGES.irnRecorded(number),
    refused: EDOC_MESSAGES.irnRefused,
  });

  const close = () => {
    if (sending.busy) return;
    setText('');
    setInputError(null);
    sending.dismiss();
    onClose();
  };

  const submit = async () => {
    const prepared = answerToSend(text);
    if (!prepared.ok) {
      setInputError(prepared.error);
      return;
    }
    setInputError(null);
    if (await sending.run(prepared.answer)) {
      setText('');
      onClose();
    }
  };

  return (
    <RecordAnswerModal
      opened={opened}
      title={`Record IRN · ${documentName}`}
      intro="After uploading the e-invoice JSON on the IRP, paste its answer (with Irn, AckNo, AckDt and SignedQRCode) or upload the file. The document becomes read-only."
      submitLabel="Record IRN"
      sending={sending}
      onClose={close}
      onSubmit={() => void submit()}
    >
      <AnswerJsonInput
        label="IRP's answer (JSON)"
        placeholder={EXAMPLE}
        value={text}
        onChange={(value) => {
          setText(value);
          setInputError(null);
        }}
        error={inputError}
      />
    </RecordAnswerModal>
  );
}
