import { notifications } from '@mantine/notifications';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { toastText } from '../../../lib/errors';

/**
 * The quote or invoice drawer's saved document in edit mode: read fresh each opening, turned
 * into form values once per answer, and a red toast (and inline text) when it cannot be read.
 */
export function useBillingRecord<TDetail, TError, TKey extends QueryKey, V>(
  options: UseQueryOptions<TDetail, TError, TDetail, TKey>,
  config: { opened: boolean; isEdit: boolean; toValues: (detail: TDetail) => V; failed: string },
) {
  const details = useQuery({ ...options, enabled: config.opened && config.isEdit, staleTime: 0 });
  const { toValues } = config;
  const record = useMemo(
    () => (details.data ? toValues(details.data) : undefined),
    // The mapping is a module function: only a new answer changes the values.
    [details.data],
  );
  const loadError = details.isError ? toastText(details.error, config.failed) : null;
  useEffect(() => {
    if (loadError) notifications.show({ color: 'red', message: loadError });
  }, [loadError]);
  return { record, loadError };
}

/**
 * Create mode starts with the shop's default terms once they arrive (unless already typed).
 * Only the arrival of the defaults matters: the form's other changes do not run it again.
 */
export function useDefaultTerms(config: {
  isEdit: boolean;
  defaultTerms: string;
  typed: string;
  set: (terms: string) => void;
}) {
  useEffect(() => {
    if (!config.isEdit && config.defaultTerms && !config.typed) config.set(config.defaultTerms);
  }, [config.defaultTerms]);
}
