import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AttachmentBlock } from '../../../../components/AttachmentBlock';
import { usePagePermissions } from '../../../../components/data';
import { toastText } from '../../../../lib/errors';
import { useTRPC } from '../../../../lib/trpc';

/**
 * An expense's detail under its row (or card on a phone): the note, and the receipt or bill
 * attached (issue 31): a link to open it, Attach / Replace (create flag; PDF, PNG, JPEG or WebP,
 * at most 3 MB, checked in the browser before it is sent) and Remove (delete flag). A cancelled
 * expense keeps its file but takes no new one.
 */
export function ExpenseDetail({ id, cancelled }: { id: string; cancelled: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const can = usePagePermissions('manage-expense');
  const expense = useQuery(trpc.tenant.expenses.get.queryOptions({ id }));
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.tenant.expenses.get.queryKey({ id }) }),
      queryClient.invalidateQueries({ queryKey: trpc.tenant.expenses.list.pathKey() }),
    ]);
  const attach = useMutation(trpc.tenant.expenses.attach.mutationOptions({ onSuccess: refresh }));
  const detach = useMutation(trpc.tenant.expenses.detach.mutationOptions({ onSuccess: refresh }));
  if (expense.isPending) return <Skeleton h={48} aria-label="Loading the expense" />;
  if (expense.isError || !expense.data) {
    return (
      <Alert color="red" title={toastText(expense.error, 'Could not load the expense')}>
        <Button size="xs" variant="light" onClick={() => void expense.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const e = expense.data;
  return (
    <Stack gap={4}>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {e.note || 'No note'}
      </Text>
      <AttachmentBlock
        attachment={e.attachment}
        what="the receipt"
        canAttach={can('create') && !cancelled}
        canRemove={can('delete')}
        upload={(file) => attach.mutateAsync({ id, ...file })}
        remove={() => detach.mutateAsync({ id })}
      />
    </Stack>
  );
}
