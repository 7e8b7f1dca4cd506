import { IconHome } from '@tabler/icons-react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { BackOfficeShell, MenuLink } from './BackOfficeShell';

function renderShell(onNavigate = vi.fn()) {
  renderWithMantine(
    <MemoryRouter initialEntries={['/admin/dashboard']}>
      <Routes>
        <Route
          element={
            <BackOfficeShell
              navbarWidth={{ sm: 220 }}
              brand={<span>Demo Solar</span>}
              actions={<button type="button">Account</button>}
              navLabel="Back-office"
              navbar={(close) => (
                <>
                  <MenuLink
                    to="/admin/dashboard"
                    label="Dashboard"
                    icon={IconHome}
                    active
                    onClick={() => {
                      onNavigate();
                      close();
                    }}
                  />
                  <MenuLink
                    to="/admin/other"
                    label="Other"
                    icon={IconHome}
                    active={false}
                    onClick={close}
                  />
                </>
              )}
            />
          }
        >
          <Route path="/admin/dashboard" element={<h1>Dashboard page</h1>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('BackOfficeShell', () => {
  it('shows the brand, the actions, the named menu and the routed page', async () => {
    renderShell();
    expect(screen.getByText('Demo Solar')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Account' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Back-office' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeTruthy();
  });

  it('marks the current page in the menu and closes the phone menu on a choice', async () => {
    const onNavigate = vi.fn();
    renderShell(onNavigate);
    const current = screen.getByRole('link', { name: 'Dashboard' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Other' }).getAttribute('aria-current')).toBeNull();
    // The burger is hidden from sm up (a CSS class); happy-dom reports it hidden, so by label.
    await userEvent.click(screen.getByLabelText('Open navigation'));
    expect(screen.getByLabelText('Close navigation')).toBeTruthy();
    await userEvent.click(current);
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Open navigation')).toBeTruthy();
  });
});
