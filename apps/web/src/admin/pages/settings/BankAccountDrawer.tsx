import { SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { ZBankAccountInput } from '@gst/domain/contracts';
import { DrawerFooter, DrawerShell } from '../../../components/data';
import { toastText } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';

/** A bank account as Settings lists it. */
export type BankAccountRow = {
  id: string;
  name: string;
  accountNumber: string;
  ifsc: string;
  openingBalance: string;
  active: boolean;
  movements: number;
};

type Values = { name: string; accountNumber: string; ifsc: string; openingBalance: string };

/** The server contract's first message per field, for the drawer. */
function errorsOf(values: Values): Record<string, string> {
  const parsed = ZBankAccountInput.safeParse(values);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'name');
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * Add or change one of the shop's bank accounts (issue 33): its name, number, IFSC and the
 * balance it held on the opening balances' date (negative for an overdraft). Escape closes it.
 */
export function BankAccountDrawer({
  opened,
  account,
  onClose,
  onSaved,
}: {
  opened: boolean;
  account: BankAccountRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const trpc = useTRPC();
  const form = useForm<Values>({
    initialValues: {
      name: account?.name ?? '',
      accountNumber: account?.accountNumber ?? '',
      ifsc: account?.ifsc ?? '',
      openingBalance: account?.openingBalance ?? '0.00',
    },
    validate: errorsOf,
  });
  const done = (message: string) => {
    notifications.show({ color: 'green', message });
    onSaved();
    onClose();
  };
  const fail = (error: unknown) =>
    notifications.show({ color: 'red', message: toastText(error, 'Failed to save the account') });
  const create = useMutation(
    trpc.tenant.bankAccounts.create.mutationOptions({
      onSuccess: () => done('Bank account added'),
      onError: fail,
    }),
  );
  const update = useMutation(
    trpc.tenant.bankAccounts.update.mutationOptions({
      onSuccess: () => done('Bank account updated'),
      onError: fail,
    }),
  );
  const busy = create.isPending || update.isPending;
  const submit = form.onSubmit((values) => {
    const body = { ...values, openingBalance: values.openingBalance.trim() || '0' };
    if (account) update.mutate({ id: account.id, ...body });
    else create.mutate(body);
  });
  return (
    <DrawerShell
      opened={opened}
      onClose={onClose}
      title={account ? `Edit ${account.name}` : 'Add bank account'}
      busy={busy}
      size="md"
      onSubmit={submit}
      footer={<DrawerFooter onCancel={onClose} busy={busy} />}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="Name"
          description="As you know it, e.g. HDFC current ••1234"
          required
          maxLength={80}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <TextInput
          label="Account number"
          inputMode="numeric"
          maxLength={18}
          {...form.getInputProps('accountNumber')}
        />
        <TextInput label="IFSC" maxLength={11} {...form.getInputProps('ifsc')} />
        <TextInput
          label="Opening balance (₹)"
          description="On the opening balances' date (Banking Info); negative for an overdraft"
          inputMode="decimal"
          {...form.getInputProps('openingBalance')}
        />
      </SimpleGrid>
    </DrawerShell>
  );
}
