import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { findToast, renderWithMantine } from '../../../test/render';
import { EntityDrawer, type EntityDrawerProps } from './EntityDrawer';

type Values = { name: string };

function Harness(
  props: Partial<EntityDrawerProps<Values>> & { editId: string | null; onClose: () => void },
) {
  const form = useForm<Values>({ initialValues: { name: '' } });
  return (
    <EntityDrawer<Values>
      opened
      entityName="Customer"
      form={form}
      sections={[
        {
          value: 'details',
          label: 'Details',
          content: <TextInput label="Name" {...form.getInputProps('name')} />,
        },
      ]}
      onSave={async () => {}}
      messages={{ created: 'Customer saved', failed: 'Failed to save' }}
      {...props}
    />
  );
}

function renderDrawer(props: Parameters<typeof Harness>[0]) {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
  renderWithMantine(
    <QueryClientProvider client={client}>
      <Harness {...props} />
    </QueryClientProvider>,
  );
  return invalidate;
}

describe('EntityDrawer', () => {
  it('creates: saves, toasts, closes and refreshes the given queries', async () => {
    const onSave = vi.fn(async () => {});
    const onClose = vi.fn();
    const invalidate = renderDrawer({
      editId: null,
      onClose,
      onSave,
      refresh: [['customers'], ['invoices']],
    });
    expect(screen.getByRole('dialog', { name: 'Create Customer' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Name'), 'Asha Solar');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await findToast('Customer saved');
    expect(onSave).toHaveBeenCalledWith({ name: 'Asha Solar' });
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(invalidate).toHaveBeenCalledTimes(2));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['customers'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['invoices'] });
  });

  it('edits: fills the record, asks first, and toasts `created` when no `updated` is given', async () => {
    const onSave = vi.fn(async () => {});
    renderDrawer({ editId: 'c1', onClose: () => {}, onSave, record: { name: 'Asha Solar' } });
    expect(screen.getByRole('dialog', { name: 'Edit Customer' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Asha Solar'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save changes to Customer?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await findToast('Customer saved');
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  // Issue 29 item 3: a drawer with changes asks before they are thrown away.
  it('closes an unchanged form at once with Escape, Cancel or the close button', async () => {
    const onClose = vi.fn();
    renderDrawer({ editId: null, onClose });
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull();
  });

  it('asks before discarding changes: Keep editing keeps them, Discard closes', async () => {
    const onClose = vi.fn();
    const onDiscard = vi.fn();
    renderDrawer({ editId: null, onClose, onDiscard });
    const name = screen.getByLabelText<HTMLInputElement>('Name');
    await userEvent.type(name, 'Half typed');
    await userEvent.keyboard('{Escape}');
    let ask = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull(),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(name.value).toBe('Half typed');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    ask = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onDiscard).toHaveBeenCalledTimes(1);
  });

  it('Escape on the question answers it (Keep editing), not the drawer below', async () => {
    const onClose = vi.fn();
    renderDrawer({ editId: null, onClose });
    await userEvent.type(screen.getByLabelText('Name'), 'Half typed');
    await userEvent.keyboard('{Escape}');
    await screen.findByRole('dialog', { name: 'Discard changes?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull(),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Create Customer' })).toBeTruthy();
  });

  it('names the saved record in the toast when `created` is a function of the answer', async () => {
    renderDrawer({
      editId: null,
      onClose: () => {},
      onSave: () => Promise.resolve({ number: 'C-7' }),
      messages: {
        created: (saved) => `Customer ${(saved as { number: string }).number} saved`,
        failed: 'Failed to save',
      },
    });
    await userEvent.type(screen.getByLabelText('Name'), 'Asha Solar');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await findToast('Customer C-7 saved');
  });

  it('shows the load error instead of the form, with Save disabled', () => {
    renderDrawer({ editId: 'c1', onClose: () => {}, loadError: 'Failed to fetch customer.' });
    expect(screen.getByText('Failed to fetch customer.')).toBeTruthy();
    expect(screen.queryByLabelText('Name')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
  });
});
