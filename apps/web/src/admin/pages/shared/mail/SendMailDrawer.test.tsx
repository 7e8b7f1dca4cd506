import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setPhoneViewport } from '../../../../../test/render';
import { renderWithApi } from '../../purchases/testApi';
import { SendMailDrawer } from './SendMailDrawer';

const DOC = { kind: 'invoice' as const, documentId: '16fd2706-8baf-433b-82eb-8c7fada847da' };
const DRAFT = {
  kind: 'invoice',
  to: ['accounts@sunrise.example'],
  cc: [],
  subject: 'Invoice SS/25-26/0001 from Alpha Solar',
  body: 'Dear Sunrise,\n\nPlease find attached invoice SS/25-26/0001.',
  customerName: 'Sunrise Homes',
  attachmentName: 'Invoice-SS-25-26-0001.pdf',
  link: '{{link}}',
};
const FAILED = {
  id: 'm1',
  kind: 'invoice',
  status: 'failed',
  transport: 'smtp',
  to: ['accounts@sunrise.example'],
  cc: [],
  subject: 'Invoice SS/25-26/0001',
  attempts: 3,
  lastError: '550 Mailbox unavailable',
  sentAt: null,
  createdAt: '2026-11-29T10:00:00.000Z',
};

describe('SendMailDrawer', () => {
  beforeEach(() => setPhoneViewport(false));

  it('is prefilled from the server, sends what the user edited, and lists what was sent', async () => {
    const { calls } = renderWithApi(<SendMailDrawer document={DOC} onClose={() => {}} />, {
      'tenant.mail.draft': () => DRAFT,
      'tenant.mail.documentLog': () => [FAILED],
      'tenant.mail.send': () => ({ id: 'm2', status: 'queued' }),
      'tenant.mail.retry': () => ({ id: 'm1', status: 'queued' }),
    });
    const to = await screen.findByLabelText(/^To/);
    expect((to as HTMLInputElement).value).toBe('accounts@sunrise.example');
    expect(screen.getByText(/Invoice-SS-25-26-0001\.pdf is attached/)).toBeTruthy();
    expect(await screen.findByText(/Failed after 3 tries: 550 Mailbox unavailable/)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Cc'), 'owner@sunrise.example');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls.some((c) => c.path === 'tenant.mail.send')).toBe(true));
    const sent = calls.find((c) => c.path === 'tenant.mail.send');
    expect(sent?.input).toEqual({
      document: DOC,
      message: {
        to: ['accounts@sunrise.example'],
        cc: ['owner@sunrise.example'],
        subject: DRAFT.subject,
        body: DRAFT.body,
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'tenant.mail.retry')?.input).toEqual({ id: 'm1' }),
    );
  });

  it('warns when the customer has no e-mail and does not send without a recipient', async () => {
    const { calls } = renderWithApi(<SendMailDrawer document={DOC} onClose={() => {}} />, {
      'tenant.mail.draft': () => ({ ...DRAFT, to: [] }),
      'tenant.mail.documentLog': () => [],
    });
    expect(await screen.findByText(/Sunrise Homes has no e-mail address/)).toBeTruthy();
    expect(await screen.findByText('Not sent by e-mail yet.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter at least one recipient')).toBeTruthy();
    expect(calls.some((c) => c.path === 'tenant.mail.send')).toBe(false);
  });
});
