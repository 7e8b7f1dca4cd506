import { Button, Group, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate, formatINR } from '@gst/domain';
import type { TTdsSection } from '@gst/domain/contracts';
import { usePagePermissions } from '../../../components/data';
import { toastText } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { DateField } from '../billing/fields';
import type { ReceiptDetail } from './types';

/**
 * A receipt's TDS in its expanded row (issue 33): section, rate, amount and what cash and TDS
 * settle; the Form 16A number and date, entered when the certificate arrives (needs edit).
 */
export function ReceiptTdsDetail({ receipt }: { receipt: ReceiptDetail }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const can = usePagePermissions('manage-payment');
  const [number, setNumber] = useState(receipt.form16aNumber);
  const [date, setDate] = useState(receipt.form16aDate ?? '');
  const setTds = useMutation(trpc.tenant.payments.setTds.mutationOptions());
  if (!(Number(receipt.tdsAmount) > 0)) return null;
  const section = receipt.tdsSection === 'other' ? '' : ` u/s ${receipt.tdsSection}`;
  const rate = receipt.tdsRate === null ? '' : ` @ ${Number(receipt.tdsRate)}%`;
  const editable = receipt.status === 'active' && can('edit');
  const save = async () => {
    try {
      await setTds.mutateAsync({
        id: receipt.id,
        tdsSection: receipt.tdsSection as TTdsSection,
        tdsRate: receipt.tdsRate,
        tdsAmount: receipt.tdsAmount,
        form16aNumber: number.trim(),
        form16aDate: date || null,
      });
      notifications.show({ color: 'green', message: 'Form 16A saved' });
      await queryClient.invalidateQueries({ queryKey: trpc.tenant.payments.pathKey() });
    } catch (error) {
      notifications.show({
        color: 'red',
        message: toastText(error, 'Failed to save the Form 16A'),
      });
    }
  };
  return (
    <>
      <Text size="sm">
        TDS deducted{section}
        {rate}: <b>{formatINR(receipt.tdsAmount)}</b>; settles {formatINR(receipt.settled)} (cash{' '}
        {formatINR(receipt.amount)} + TDS {formatINR(receipt.tdsAmount)}). Form 16A:{' '}
        {receipt.form16aNumber
          ? `${receipt.form16aNumber}${receipt.form16aDate ? ` of ${formatDate(receipt.form16aDate)}` : ''}`
          : 'pending'}
      </Text>
      {editable ? (
        <Group align="end" gap="xs">
          <TextInput
            label="Form 16A number"
            size="xs"
            maxLength={50}
            value={number}
            onChange={(e) => setNumber(e.currentTarget.value)}
          />
          <DateField label="Form 16A date" value={date} onChange={setDate} />
          <Button size="xs" loading={setTds.isPending} onClick={() => void save()}>
            Save Form 16A
          </Button>
        </Group>
      ) : null}
    </>
  );
}
