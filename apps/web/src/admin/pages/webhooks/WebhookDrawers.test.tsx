import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../purchases/testApi';
import { WebhookDeliveriesDrawer } from './WebhookDeliveriesDrawer';
import { WebhookEndpointDrawer } from './WebhookEndpointDrawer';
import type { WebhookDeliveryRow, WebhookEndpointRow } from './types';

const ENDPOINT: WebhookEndpointRow = {
  id: 'e1',
  url: 'https://erp.example.com/hooks/gst',
  description: 'Office ERP',
  events: ['invoice.issued'],
  active: true,
  pending: 0,
  failed: 1,
  createdAt: '2026-11-29T10:00:00.000Z',
};

const delivery = (over: Partial<WebhookDeliveryRow>): WebhookDeliveryRow => ({
  id: 'd1',
  eventId: 'ev1',
  event: 'invoice.issued',
  status: 'delivered',
  attempts: 1,
  responseStatus: 200,
  lastError: '#1 2026-11-29T10:00:01.000Z HTTP 200 delivered: ok',
  deliveredAt: '2026-11-29T10:00:01.000Z',
  createdAt: '2026-11-29T10:00:00.000Z',
  updatedAt: '2026-11-29T10:00:01.000Z',
  ...over,
});

describe('WebhookEndpointDrawer', () => {
  it('adds an endpoint with the events ticked and hands the secret on once', async () => {
    const onCreated = vi.fn();
    const { calls } = renderWithApi(
      <WebhookEndpointDrawer
        endpoint={null}
        onClose={() => {}}
        onSaved={() => {}}
        onCreated={onCreated}
      />,
      {
        'tenant.webhooks.create': (input) => ({
          ...ENDPOINT,
          ...(input as object),
          id: 'e2',
          secret: 'whsec_shown-once',
        }),
      },
    );
    await userEvent.type(screen.getByLabelText(/^URL/), 'https://erp.example.com/hooks/gst');
    await userEvent.click(screen.getByLabelText(/Receipt recorded/));
    await userEvent.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('whsec_shown-once', ENDPOINT.url));
    expect(calls).toContainEqual({
      path: 'tenant.webhooks.create',
      input: {
        url: 'https://erp.example.com/hooks/gst',
        description: '',
        events: ['invoice.issued', 'receipt.recorded'],
        active: true,
      },
    });
  });

  it('refuses a URL that is not http(s) and no events, with the contract’s words; Escape closes', async () => {
    const onClose = vi.fn();
    const { calls } = renderWithApi(
      <WebhookEndpointDrawer
        endpoint={null}
        onClose={onClose}
        onSaved={() => {}}
        onCreated={() => {}}
      />,
      {},
    );
    await userEvent.type(screen.getByLabelText(/^URL/), 'ftp://x');
    await userEvent.click(screen.getByLabelText(/Invoice issued/));
    await userEvent.click(screen.getByRole('button', { name: /save/i }));
    expect(await screen.findByText('Enter a URL starting with https:// or http://')).toBeTruthy();
    expect(screen.getByText('Choose at least one event to send')).toBeTruthy();
    expect(calls).toEqual([]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

describe('WebhookDeliveriesDrawer', () => {
  it('lists the log with codes and attempts; a failed one can be redelivered; a test event sent', async () => {
    const failed = delivery({
      id: 'd2',
      status: 'failed',
      attempts: 2,
      responseStatus: 400,
      lastError: '#1 … HTTP 400 Webhook endpoint answered 400',
    });
    const { calls } = renderWithApi(
      <WebhookDeliveriesDrawer endpoint={ENDPOINT} canEdit onClose={() => {}} />,
      {
        'tenant.webhooks.deliveries': () => ({
          data: [failed, delivery({})],
          total: 2,
          page: 1,
          pageSize: 10,
        }),
        'tenant.webhooks.redeliver': () => ({ ...failed, status: 'pending' }),
        'tenant.webhooks.test': () => delivery({ id: 'd3', event: 'webhook.test' }),
      },
    );
    const table = await screen.findByRole('table', { name: 'Webhook deliveries' });
    await waitFor(() =>
      expect(within(table).getAllByRole('row')[1]?.textContent).toContain('failed'),
    );
    const rows = within(table).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('failed');
    expect(rows[1]?.textContent).toContain('400');
    expect(rows[2]?.textContent).toContain('delivered');
    const redeliver = within(table).getAllByRole('button', { name: 'Redeliver' });
    expect(redeliver).toHaveLength(1);
    await userEvent.click(redeliver[0]!);
    await waitFor(() =>
      expect(calls).toContainEqual({ path: 'tenant.webhooks.redeliver', input: { id: 'd2' } }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send test event' }));
    await waitFor(() =>
      expect(calls).toContainEqual({ path: 'tenant.webhooks.test', input: { id: 'e1' } }),
    );
  });

  it('says so when nothing was sent yet', async () => {
    renderWithApi(
      <WebhookDeliveriesDrawer endpoint={ENDPOINT} canEdit={false} onClose={() => {}} />,
      {
        'tenant.webhooks.deliveries': () => ({ data: [], total: 0, page: 1, pageSize: 10 }),
      },
    );
    expect(await screen.findByText('No deliveries yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send test event' })).toBeNull();
  });
});
