import { notifications } from '@mantine/notifications';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { DEFAULT_STATE_CODE } from '@gst/domain';
import { toastText } from '../../../lib/errors';

/**
 * The quote or invoice drawer's saved document in edit mode: read fresh each opening, turned
 * into form values once per answer, and a red toast (and inline text) when it cannot be read.
 * `detail` is the answer itself (e.g. for an IRN that makes the invoice read-only).
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
  return { record, loadError, detail: details.data };
}

/** The shop's defaults for a new document (`invoices.defaults`, `quotes.defaults`). */
interface BillingDefaults {
  supplierStateCode: number;
  termsAndConditions: string;
}

/** The part of a quote or invoice form that takes the default terms. */
interface TermsForm {
  values: { termsAndConditions: string };
  setFieldValue: (path: 'termsAndConditions', value: string) => void;
  isDirty: () => boolean;
  resetDirty: () => void;
}

/**
 * The shop's state (which decides the tax split; the default one until read) and default terms,
 * read at most once a minute. Create mode starts with the default terms once they arrive (unless
 * already typed); only their arrival matters: the form's other changes do not run it again. The
 * default terms are part of the form's start, not a change of the user's: an untouched form stays
 * unchanged, so closing it does not ask to discard (issue 29 item 3).
 */
export function useBillingDefaults<
  TDefaults extends BillingDefaults,
  TError,
  TKey extends QueryKey,
>(
  options: UseQueryOptions<TDefaults, TError, TDefaults, TKey>,
  config: { isEdit: boolean; form: TermsForm },
) {
  const defaults = useQuery({ ...options, staleTime: 60_000 });
  const defaultTerms = defaults.data?.termsAndConditions ?? '';
  const { isEdit, form } = config;
  useEffect(() => {
    if (!isEdit && defaultTerms && !form.values.termsAndConditions) {
      const untouched = !form.isDirty();
      form.setFieldValue('termsAndConditions', defaultTerms);
      if (untouched) form.resetDirty();
    }
  }, [defaultTerms]);
  return {
    supplierStateCode: defaults.data?.supplierStateCode ?? DEFAULT_STATE_CODE,
    roundOff: roundOffSetting(defaults.data),
    isError: defaults.isError,
  };
}

/**
 * The shop's `roundOffTotals` setting as the defaults query carries it. Issue 15 adapter: the
 * invoice/quote `defaults` answers do not expose it yet (then: no round-off line, and the server's
 * figure shows once saved); '1' or true turns it on.
 */
export function roundOffSetting(data: object | undefined): boolean {
  if (!data || !('roundOffTotals' in data)) return false;
  const value = data.roundOffTotals;
  return value === true || value === '1' || value === 1;
}
