/**
 * The frame of the Record IRN and Record e-way bill dialogs (issue 17): a large modal (full
 * screen on phones) holding one form: the `intro` line, the inputs (`children`), the portal's
 * refusal of the last send, and Cancel / the submit. Escape, Cancel and a click outside close it,
 * not while sending. `useAnswerSend` sends the answer, toasts `recorded` or keeps the refusal.
 */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState, type ReactNode } from 'react';
import { RefusalAlert, refusalOf, type Refusal } from './RefusalAlert';

export type AnswerSender = (answer: string | Record<string, unknown>) => Promise<unknown>;

/** Sends an answer; resolves true once recorded (a green toast), false when refused. */
export function useAnswerSend(send: AnswerSender, messages: { recorded: string; refused: string }) {
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (answer: string | Record<string, unknown>) => {
    setRefusal(null);
    setBusy(true);
    try {
      await send(answer);
      notifications.show({ color: 'green', message: messages.recorded });
      setBusy(false);
      return true;
    } catch (error) {
      setBusy(false);
      setRefusal(refusalOf(error, messages.refused, messages.refused));
      return false;
    }
  };
  return { busy, refusal, dismiss: () => setRefusal(null), run };
}

export function RecordAnswerModal(props: {
  opened: boolean;
  title: string;
  intro: ReactNode;
  submitLabel: string;
  sending: ReturnType<typeof useAnswerSend>;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const { busy, refusal } = props.sending;
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      size="lg"
      fullScreen={isPhone}
      closeOnEscape={!busy}
      closeOnClickOutside={!busy}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit();
        }}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {props.intro}
          </Text>
          {props.children}
          {refusal ? <RefusalAlert refusal={refusal} onClose={props.sending.dismiss} /> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={props.onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
