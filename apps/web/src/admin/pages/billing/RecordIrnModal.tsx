/**
 * Record IRN (issue 17): the IRP's answer for the e-invoice, pasted or uploaded, sent as the
 * parsed object (or the text when it is not JSON); the server's field problems are listed here.
 * Escape and Cancel close it (not while sending).
 */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { AnswerJsonInput } from './AnswerJsonInput';
import { answerToSend, EDOC_MESSAGES } from './edocs';
import { RefusalAlert, refusalOf, type Refusal } from './RefusalAlert';

export type AnswerSender = (answer: string | Record<string, unknown>) => Promise<unknown>;

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
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const [text, setText] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (busy) return;
    setText('');
    setInputError(null);
    setRefusal(null);
    onClose();
  };

  const submit = async () => {
    const prepared = answerToSend(text);
    if (!prepared.ok) {
      setInputError(prepared.error);
      return;
    }
    setInputError(null);
    setRefusal(null);
    setBusy(true);
    try {
      await send(prepared.answer);
      notifications.show({ color: 'green', message: EDOC_MESSAGES.irnRecorded(number) });
      setBusy(false);
      setText('');
      onClose();
    } catch (error) {
      setBusy(false);
      setRefusal(refusalOf(error, EDOC_MESSAGES.irnRefused, EDOC_MESSAGES.irnRefused));
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={`Record IRN · ${documentName}`}
      size="lg"
      fullScreen={isPhone}
      closeOnEscape={!busy}
      closeOnClickOutside={!busy}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            After uploading the e-invoice JSON on the IRP, paste its answer (with Irn, AckNo, AckDt
            and SignedQRCode) or upload the file. The document becomes read-only.
          </Text>
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
          {refusal ? <RefusalAlert refusal={refusal} onClose={() => setRefusal(null)} /> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Record IRN
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
