import { TextInput } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { findToast, renderWithMantine } from '../../../../test/render';
import { EdocActions } from './EdocActions';
import { RecordAnswerModal, useAnswerSend, type AnswerSender } from './RecordAnswerModal';

function Harness({ send, onClose }: { send: AnswerSender; onClose: () => void }) {
  const [text, setText] = useState('');
  const sending = useAnswerSend(send, { recorded: 'IRN recorded', refused: 'IRN refused' });
  return (
    <RecordAnswerModal
      opened
      title="Record IRN · Invoice INV/1"
      intro="Paste the IRP's answer."
      submitLabel="Record IRN"
      sending={sending}
      onClose={onClose}
      onSubmit={() => void sending.run(text).then((done) => done && onClose())}
    >
      <TextInput label="Answer" value={text} onChange={(e) => setText(e.currentTarget.value)} />
    </RecordAnswerModal>
  );
}

describe('RecordAnswerModal', () => {
  it('sends the answer, toasts it recorded and closes', async () => {
    const send = vi.fn(async () => {});
    const onClose = vi.fn();
    renderWithMantine(<Harness send={send} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Record IRN · Invoice INV/1' })).toBeTruthy();
    expect(screen.getByText("Paste the IRP's answer.")).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Answer'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Record IRN' }));
    await findToast('IRN recorded');
    expect(send).toHaveBeenCalledWith('abc');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps the refusal in place and stays open; Cancel closes', async () => {
    const send = vi.fn(() => Promise.reject(new Error('The IRN does not match this invoice')));
    const onClose = vi.fn();
    renderWithMantine(<Harness send={send} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Record IRN' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('IRN refused'));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('EdocActions', () => {
  const json = { busy: false, refusal: null, download: vi.fn(async () => {}), dismiss: vi.fn() };

  it('offers the download with the export flag and the record button with the edit flag', async () => {
    const onRecord = vi.fn();
    renderWithMantine(
      <EdocActions
        canExport
        canEdit
        json={json}
        downloadLabel="Download e-invoice JSON"
        recordLabel="Record IRN"
        recordIcon={<IconReceipt size={14} />}
        onRecord={onRecord}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download e-invoice JSON' }));
    expect(json.download).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Record IRN' }));
    expect(onRecord).toHaveBeenCalledTimes(1);
  });

  it('shows nothing without either flag', () => {
    renderWithMantine(
      <EdocActions
        canExport={false}
        canEdit={false}
        json={json}
        downloadLabel="Download e-invoice JSON"
        recordLabel="Record IRN"
        recordIcon={null}
        onRecord={() => {}}
      />,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
