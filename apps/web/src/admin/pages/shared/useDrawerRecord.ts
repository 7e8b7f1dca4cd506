import { useForm, type FormValidateInput } from '@mantine/form';
import {
  useQuery,
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useErrorToast, useSaveRecord } from '../../../components/data';
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

/** A catalogue drawer's form setup: record → form values, the create defaults, checks, texts. */
export interface DrawerRecordConfig<V extends Record<string, unknown>, TRecord> {
  toForm: (record: TRecord) => V;
  initialValues: V;
  validate: FormValidateInput<V>;
  messages: { fetchFailed: string; fetchDetailsError: string };
}

/**
 * A catalogue drawer (product, item, customer) on its entity's router: the form and record of
 * `useDrawerRecord` (`get` by the drawer's id) and `save`, a create or an update of that id.
 */
export function useCatalogueDrawer<
  V extends Record<string, unknown>,
  TRecord,
  TError,
  TKey extends QueryKey,
  TInput,
  TCreated,
  TUpdated,
  TError1,
  TError2,
  TContext1,
  TContext2,
>(
  router: {
    get: {
      queryOptions: (input: { id: string }) => UseQueryOptions<TRecord, TError, TRecord, TKey>;
    };
    create: { mutationOptions: () => UseMutationOptions<TCreated, TError1, TInput, TContext1> };
    update: {
      mutationOptions: () => UseMutationOptions<
        TUpdated,
        TError2,
        NoInfer<TInput> & { id: string },
        TContext2
      >;
    };
  },
  props: { opened: boolean; editId: string | null },
  config: DrawerRecordConfig<V, TRecord>,
) {
  const loaded = useDrawerRecord(router.get.queryOptions({ id: props.editId ?? '' }), {
    ...props,
    ...config,
  });
  const save = useSaveRecord(
    props.editId,
    router.create.mutationOptions(),
    router.update.mutationOptions(),
  );
  return { loaded, save };
}
