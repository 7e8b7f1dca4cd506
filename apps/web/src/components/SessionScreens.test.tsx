import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@gst/domain';
import { renderWithMantine } from '../../test/render';
import { renderWithApi } from '../admin/pages/purchases/testApi';
import { serverError } from '../admin/pages/shop-data/testErrors';
import { ProjectDisabledCard } from './ProjectDisabledCard';
import { LoginScreen, SessionCheckFailed, SessionScreen, ToLogin } from './SessionScreens';

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

describe('SessionScreens', () => {
  it('shows the checking loader, and the refusal of an unknown or disabled shop', () => {
    renderWithMantine(<SessionScreen status="checking" />);
    expect(screen.getByRole('status').textContent).toContain(MESSAGES.login.checking);
  });

  it('SessionCheckFailed: the title, the reason and a retry', async () => {
    const retry = vi.fn();
    renderWithMantine(<SessionCheckFailed title="Cannot reach the server" onRetry={retry} />);
    expect(screen.getByText('Cannot reach the server')).toBeTruthy();
    expect(screen.getByText(MESSAGES.initialLoadFailed)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('ToLogin: to the panel login, remembering the page asked for', () => {
    renderWithMantine(
      <MemoryRouter initialEntries={['/admin/manage-invoice?page=2']}>
        <Routes>
          <Route path="/admin/login" element={<Where />} />
          <Route path="*" element={<ToLogin panel="/admin" />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText(/^at /).textContent).toBe(
      `at /admin/login?from=${encodeURIComponent('/admin/manage-invoice?page=2')}`,
    );
  });

  it('LoginScreen: the form when anonymous or failed, the target once signed in', () => {
    const form = <form aria-label="Sign in" />;
    const { unmount } = renderWithMantine(
      <MemoryRouter>
        <LoginScreen status="failed" target="/admin/dashboard" form={form} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeTruthy();
    unmount();
    renderWithMantine(
      <MemoryRouter initialEntries={['/admin/login']}>
        <Routes>
          <Route path="/admin/dashboard" element={<Where />} />
          <Route
            path="*"
            element={<LoginScreen status="authenticated" target="/admin/dashboard" form={form} />}
          />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('at /admin/dashboard')).toBeTruthy();
  });

  it('a disabled shop: the back-office card offers the data, the public card does not', async () => {
    const { unmount } = renderWithMantine(<ProjectDisabledCard />);
    expect(screen.getByText(MESSAGES.projectDisabledTitle)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    renderWithApi(<SessionScreen status="tenant-disabled" />, {
      'tenant.shopExport.list': () => {
        throw serverError(401, 'UNAUTHENTICATED', 'Please sign in');
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Download your shop’s data' }));
    expect(await screen.findByRole('heading', { name: 'Download your shop’s data' })).toBeTruthy();
    expect(screen.getByLabelText('Email')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText(MESSAGES.projectDisabledTitle)).toBeTruthy();
  });
});
