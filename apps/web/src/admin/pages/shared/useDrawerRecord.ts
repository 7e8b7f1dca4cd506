import { useForm, type FormValidateInput } from '@mantine/form';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useErrorToast } from '../../../components/data';
import { toastText } from '../../../lib/errors';

/**
 * An edit drawer's form and record: a controlled form starting from the create defaults, and the
 * record (as form values) fetched by id only while the drawer is open on one, with a red toast
 * (`messages.fetchFailed`) and the drawer's inline `loadError` (the server's text, else
 * `messages.fetchDetailsError`) when it cannot be read. Pass the router's
 * `get.queryOptions({ id: editId ?? '' })` and the entity's `MESSAGES` group.
 */
export function useDrawerRecord<
  V extends Record<string, unknown>,
  TQueryFnData,
  TError,
  TKey extends QueryKey,
>(
  options: UseQueryOptions<TQueryFnData, TError, TQueryFnData, TKey>,
  config: {
    opened: boolean;
    editId: string | null;
    toForm: (record: TQueryFnData) => V;
    initialValues: V;
    validate: FormValidateInput<V>;
    messages: { fetchFailed: string; fetchDetailsError: string };
  },
) {
  const form = useForm<V>({
    mode: 'controlled',
    initialValues: config.initialValues,
    validate: config.validate,
  });
  const record = useQuery({
    ...options,
    enabled: config.opened && config.editId !== null,
    select: config.toForm,
  });
  useErrorToast(record.error, config.messages.fetchFailed);
  const loadError = record.error
    ? toastText(record.error, config.messages.fetchDetailsError)
    : null;
  return { form, record: record.data, loadError };
}
