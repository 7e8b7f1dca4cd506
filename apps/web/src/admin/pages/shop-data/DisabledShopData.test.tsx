import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../purchases/testApi';
import DisabledShopData from './DisabledShopData';
import { serverError } from './testErrors';

describe('DisabledShopData', () => {
  it('asks a signed-out owner to sign in, then shows the export panel and signs out', async () => {
    let isSignedIn = false;
    const onBack = vi.fn();
    const { calls } = renderWithApi(<DisabledShopData onBack={onBack} />, {
      'tenant.shopExport.list': () => {
        if (!isSignedIn) throw serverError(401, 'UNAUTHENTICATED', 'Please sign in');
        return { items: [] };
      },
      'tenant.auth.login': () => {
        isSignedIn = true;
        return { success: true };
      },
      'tenant.auth.logout': () => ({ success: true }),
    });
    expect(await screen.findByRole('heading', { name: 'Download your shop’s data' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Email'), 'owner@shop.test');
    await userEvent.type(screen.getByLabelText('Password'), 'owner-pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Your shop’s data' })).toBeTruthy();
    expect(calls).toContainEqual({
      path: 'tenant.auth.login',
      input: { email: 'owner@shop.test', password: 'owner-pass-1' },
    });
    expect(await screen.findByText('No exports yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export shop data' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(onBack).toHaveBeenCalledTimes(1));
  });

  it('shows a non-admin’s refusal with the way back', async () => {
    renderWithApi(<DisabledShopData onBack={() => {}} />, {
      'tenant.shopExport.list': () => {
        throw serverError(403, 'FORBIDDEN', 'You do not have permission to do this');
      },
    });
    expect(await screen.findByText('You do not have permission to do this')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });
});
