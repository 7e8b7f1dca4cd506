import { Alert, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toastText } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { toInvoiceInput, type InvoiceFormValues } from './invoiceForm';
import { invoiceValuesFromDetail } from './invoiceValues';
import { transportErrors } from './transport';
import { TransportFields } from './TransportFields';

export const TRANSPORT_MESSAGES = {
  saved: (number: string) => `Transport details of ${number} saved`,
  failed: 'Failed to save the transport details',
};

/**
 * The transport of an issued invoice alone (issue 29 item 8): the vehicle, mode, distance and
 * transporter the e-way bill's Part B needs, editable whatever locks the invoice's figures (a
 * credit or debit note, a filed month, an IRN), since neither GSTR-1, GSTR-3B nor the e-invoice
 * carries them. The invoice is sent back as stored with only these changed, which the server
 * takes as a transport-only revision.
 */
export function TransportModal(props: {
  invoiceId: string | null;
  invoiceNumber: string;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const detail = useQuery({
    ...trpc.tenant.invoices.get.queryOptions({ id: props.invoiceId ?? '' }),
    enabled: props.invoiceId !== null,
  });
  const update = useMutation(trpc.tenant.invoices.update.mutationOptions());
  const form = useForm<InvoiceFormValues>({ validate: transportErrors });
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!detail.data) return;
    const values = invoiceValuesFromDetail(detail.data);
    form.setValues(values);
    form.resetDirty(values);
    setReady(true);
    // The form is filled once per loaded invoice.
  }, [detail.data]);

  const save = form.onSubmit(async (values) => {
    if (!props.invoiceId) return;
    try {
      await update.mutateAsync({ ...toInvoiceInput(values), id: props.invoiceId });
      notifications.show({
        color: 'green',
        message: TRANSPORT_MESSAGES.saved(props.invoiceNumber),
      });
      await queryClient.invalidateQueries({ queryKey: trpc.tenant.invoices.pathKey() });
      props.onClose();
    } catch (error) {
      notifications.show({ color: 'red', message: toastText(error, TRANSPORT_MESSAGES.failed) });
    }
  });

  return (
    <Modal
      opened={props.invoiceId !== null}
      onClose={props.onClose}
      title={`Transport details · ${props.invoiceNumber}`}
      size="lg"
    >
      {detail.isError ? (
        <Alert color="red" title={toastText(detail.error, 'Could not load the invoice')} />
      ) : !ready ? (
        <Skeleton h={200} aria-label="Loading the invoice" />
      ) : (
        <form onSubmit={save}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              Only the transport changes: the invoice&apos;s figures, parties and lines stay as
              issued, so this is allowed after a credit or debit note, in a filed month and with an
              IRN.
            </Text>
            <TransportFields form={form} />
            <Group justify="flex-end">
              <Button variant="default" onClick={props.onClose}>
                Close
              </Button>
              <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
                Save transport
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
