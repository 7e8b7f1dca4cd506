/**
 * Record e-way bill (issue 17): the number and dates the portal gave, typed, or the portal's
 * JSON pasted or uploaded. Escape and Cancel close it (not while sending).
 */
import { Stack, Tabs, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useState } from 'react';
import { AnswerJsonInput } from '../billing/AnswerJsonInput';
import {
  answerToSend,
  EDOC_MESSAGES,
  ewayBillFormAnswer,
  ewayBillFormErrors,
  type EwayBillFormValues,
} from '../billing/edocs';
import { RecordAnswerModal, useAnswerSend, type AnswerSender } from '../billing/RecordAnswerModal';

type Mode = 'form' | 'json';
const EMPTY: EwayBillFormValues = { number: '', date: '', validTill: '' };
const EXAMPLE = '{ "ewayBillNo": 331001234567, "ewayBillDate": "26/11/2026 11:50:00 AM", "validUpto": "27/11/2026 11:59:00 PM" }'; // prettier-ignore

export function RecordEwayBillModal({
  opened,
  number,
  onClose,
  send,
}: {
  opened: boolean;
  /** The invoice number. */
  number: string;
  onClose: () => void;
  send: AnswerSender;
}) {
  const [mode, setMode] = useState<Mode>('form');
  const [values, setValues] = useState<EwayBillFormValues>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [text, setText] = useState('');
  const sending = useAnswerSend(send, {
    recorded: EDOC_MESSAGES.ewayBillRecorded(number),
    refused: EDOC_MESSAGES.ewayBillRecordRefused,
  });
  const set = (patch: Partial<EwayBillFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
  };

  const reset = () => {
    setValues(EMPTY);
    setErrors({});
    setText('');
  };
  const close = () => {
    if (sending.busy) return;
    reset();
    sending.dismiss();
    onClose();
  };

  const answer = (): string | Record<string, unknown> | null => {
    if (mode === 'json') {
      const prepared = answerToSend(text);
      if (prepared.ok) return prepared.answer;
      setErrors({ json: prepared.error });
      return null;
    }
    const found = ewayBillFormErrors(values);
    setErrors(found);
    return Object.keys(found).length ? null : ewayBillFormAnswer(values);
  };

  const submit = async () => {
    const body = answer();
    if (body === null) return;
    if (await sending.run(body)) {
      reset();
      onClose();
    }
  };

  return (
    <RecordAnswerModal
      opened={opened}
      title={`Record e-way bill · Invoice ${number}`}
      intro="After generating the e-way bill on ewaybillgst.gov.in, enter its number and date, or paste the portal's JSON answer."
      submitLabel="Record e-way bill"
      sending={sending}
      onClose={close}
      onSubmit={() => void submit()}
    >
      <Tabs value={mode} onChange={(value) => setMode(value === 'json' ? 'json' : 'form')}>
        <Tabs.List>
          <Tabs.Tab value="form">Number and date</Tabs.Tab>
          <Tabs.Tab value="json">Portal&apos;s JSON</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="form" pt="sm">
          <Stack gap="sm">
            <TextInput
              label="E-way bill number"
              required
              placeholder="12 digits"
              inputMode="numeric"
              maxLength={16}
              value={values.number}
              onChange={(event) => set({ number: event.currentTarget.value })}
              error={errors.number}
              data-autofocus
            />
            <DateTimePicker
              label="Generated on"
              required
              placeholder="Pick the date and time"
              valueFormat="DD MMM YYYY hh:mm A"
              value={values.date || null}
              onChange={(value) => set({ date: value ?? '' })}
              error={errors.date}
              clearable
              popoverProps={{ withinPortal: true }}
            />
            <DateTimePicker
              label="Valid until"
              placeholder="As the portal shows it (optional)"
              valueFormat="DD MMM YYYY hh:mm A"
              value={values.validTill || null}
              onChange={(value) => set({ validTill: value ?? '' })}
              error={errors.validTill}
              minDate={values.date || undefined}
              clearable
              popoverProps={{ withinPortal: true }}
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="json" pt="sm">
          <AnswerJsonInput
            label="E-way bill portal's answer (JSON)"
            placeholder={EXAMPLE}
            value={text}
            onChange={(value) => {
              setText(value);
              setErrors({});
            }}
            error={errors.json}
          />
        </Tabs.Panel>
      </Tabs>
    </RecordAnswerModal>
  );
}
