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

  it('shows the load error instead of the form, with Save disabled', () => {
    renderDrawer({ editId: 'c1', onClose: () => {}, loadError: 'Failed to fetch customer.' });
    expect(screen.getByText('Failed to fetch customer.')).toBeTruthy();
    expect(screen.queryByLabelText('Name')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
  });
});
