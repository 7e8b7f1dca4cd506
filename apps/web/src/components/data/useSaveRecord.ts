import { useMutation, type UseMutationOptions } from '@tanstack/react-query';

/**
 * A drawer's save: the router's `create` while `editId` is null, else its `update` with the id.
 * Pass `create.mutationOptions()` and `update.mutationOptions()`; the answer is the mutation's.
 */
export function useSaveRecord<TInput, TCreated, TUpdated, TError1, TError2, TContext1, TContext2>(
  editId: string | null,
  createOptions: UseMutationOptions<TCreated, TError1, TInput, TContext1>,
  updateOptions: UseMutationOptions<TUpdated, TError2, NoInfer<TInput> & { id: string }, TContext2>,
) {
  const create = useMutation(createOptions);
  const update = useMutation(updateOptions);
  return (input: TInput): Promise<unknown> =>
    editId === null ? create.mutateAsync(input) : update.mutateAsync({ ...input, id: editId });
}
