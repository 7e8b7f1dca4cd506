import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine, setPhoneViewport } from '../../../test/render';
import { DrawerFooter, DrawerShell } from './DrawerShell';

function Harness(props: {
  busy?: boolean;
  loading?: boolean;
  onClose?: () => void;
  onSubmit?: () => void;
}) {
  const [opened, setOpened] = useState(true);
  const close = () => {
    props.onClose?.();
    setOpened(false);
  };
  return (
    <DrawerShell
      opened={opened}
      onClose={close}
      title="Edit Customer"
      busy={props.busy}
      loading={props.loading}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit?.();
      }}
      footer={<DrawerFooter onCancel={close} busy={props.busy ?? false} />}
    >
      <label>
        Name
        <input name="name" defaultValue="Asha Solar" />
      </label>
    </DrawerShell>
  );
}

afterEach(() => setPhoneViewport(false));

describe('DrawerShell', () => {
  it('shows its title, content and the Cancel / Save footer', () => {
    renderWithMantine(<Harness />);
    expect(screen.getByRole('dialog', { name: 'Edit Customer' })).toBeTruthy();
    expect(screen.getByLabelText('Name')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('closes on Escape', async () => {
    const onClose = vi.fn();
    renderWithMantine(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByLabelText('Name'));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stays open on Escape while a save runs, with Cancel and Save disabled', async () => {
    const onClose = vi.fn();
    renderWithMantine(<Harness busy onClose={onClose} />);
    await userEvent.click(screen.getByLabelText('Name'));
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Edit Customer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
  });

  it('Cancel closes and Save submits the form', async () => {
    const onClose = vi.fn();
    const onSubmit = vi.fn();
    renderWithMantine(<Harness onClose={onClose} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows skeleton lines instead of the content while the record loads', () => {
    renderWithMantine(<Harness loading />);
    expect(screen.getByLabelText('Loading record').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByLabelText('Name')).toBeNull();
  });

  it('fills the screen on a phone', () => {
    setPhoneViewport(true);
    renderWithMantine(<Harness />);
    expect(screen.getByRole('dialog', { name: 'Edit Customer' })).toBeTruthy();
    const sized = document.querySelector('[style*="--drawer-size"]');
    expect(sized?.getAttribute('style')).toContain('--drawer-size: 100%');
  });
});
