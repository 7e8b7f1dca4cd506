import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTRPC } from '../../../lib/trpc';

/**
 * The shop's bank account a receipt, supplier payment or expense not in cash went through
 * (issue 33): the active accounts of Settings, the first chosen by default. Rendered only for a
 * non-cash mode; a shop without accounts shows nothing (the movement names none).
 */
export function useBankAccounts() {
  const trpc = useTRPC();
  const query = useQuery(trpc.tenant.bankAccounts.pick.queryOptions());
  return { accounts: query.data ?? [], loaded: query.isSuccess };
}

export function BankAccountSelect({
  accounts,
  shown,
  value,
  onChange,
  error,
}: {
  accounts: readonly { id: string; name: string }[];
  /** Whether the mode is not cash. */
  shown: boolean;
  value: string | null;
  onChange: (id: string | null) => void;
  error?: React.ReactNode;
}) {
  const first = accounts[0]?.id ?? null;
  const known = value !== null && accounts.some((a) => a.id === value);
  useEffect(() => {
    // Default to the first active account; cash names none.
    if (!shown && value !== null) onChange(null);
    else if (shown && !known && first !== null) onChange(first);
  }, [shown, known, first, value, onChange]);
  if (!shown || accounts.length === 0) return null;
  return (
    <Select
      label="Bank account"
      required
      data={accounts.map((a) => ({ value: a.id, label: a.name }))}
      value={value}
      onChange={onChange}
      allowDeselect={false}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
