/**
 * The filed-month lock as the screens show it (issue 29 item 7): an invoice or note dated in a
 * period marked filed cannot be edited or cancelled, so its Edit and Cancel are disabled with the
 * reason on hover, in the server's words (shared/return-periods.ts `filedPeriodRefusal`), instead
 * of being found out on Save. The filed periods come from `tenant.returns.filed` (the Returns
 * page's view flag); without that flag nothing is disabled and the server's refusal still holds.
 */
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { usePagePermissions } from '../../../components/data';

/** A filed period as `returns.filed` lists it (only what the lock needs). */
export type FiledRange = { label: string; from: string; to: string };

/** What a stored document in a filed month is corrected with instead. */
const INSTEAD = {
  invoice: 'issue a credit or debit note in an open month instead',
  note: 'issue a further credit or debit note in an open month instead',
} as const;

/**
 * Why a document dated `date` ('YYYY-MM-DD') cannot be changed, or null when its month is open:
 * 'October 2026 is filed; issue a credit or debit note in an open month instead'.
 */
export function filedLockReason(
  periods: readonly FiledRange[],
  date: string,
  kind: keyof typeof INSTEAD,
): string | null {
  const filed = periods.find((p) => p.from <= date && date <= p.to);
  return filed ? filedPeriodReason(filed.label, kind) : null;
}

/** The same reason from the period's label a list row carries (the invoice list's `filedPeriod`). */
export function filedPeriodReason(label: string | null, kind: keyof typeof INSTEAD): string | null {
  return label ? `${label} is filed; ${INSTEAD[kind]}` : null;
}

/** `lockOf(date)`: the reason a document of `kind` dated then is locked, or null. */
export function useFiledLock(kind: keyof typeof INSTEAD) {
  const trpc = useTRPC();
  const canSeeReturns = usePagePermissions('returns')('view');
  const filed = useQuery({
    ...trpc.tenant.returns.filed.queryOptions(),
    enabled: canSeeReturns,
    staleTime: 60_000,
  });
  const periods = filed.data ?? [];
  return (date: string) => filedLockReason(periods, date, kind);
}
