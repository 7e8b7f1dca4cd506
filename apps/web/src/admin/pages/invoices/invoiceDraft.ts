/**
 * The new-invoice draft (issue 29 item 3): a half-filled Create Invoice drawer survives a reload.
 * The form is kept in localStorage per shop and user (a shared counter PC keeps each clerk's own
 * draft), written a moment after the last change, restored on the next opening with a notice, and
 * removed when the invoice is saved or the changes are discarded. The draft carries the
 * submission's idempotency key, so a save whose answer was lost and is retried after a reload
 * replays the first result instead of issuing a second number.
 */
import type { UseFormReturnType } from '@mantine/form';
import { use, useEffect, useRef } from 'react';
import { currentTenant } from '../../../lib/tenant';
import { AdminSessionContext } from '../../session';
import type { InvoiceFormValues, InvoiceLineValues } from './invoiceValues';

/** The stored draft: its form values, the submission's idempotency key and when it was kept. */
export interface InvoiceDraft {
  v: 1;
  savedAt: string;
  idempotencyKey: string;
  values: InvoiceFormValues;
}

/** Milliseconds after the last change before the draft is written. */
export const DRAFT_DELAY_MS = 600;

/** The storage key of one user's draft in one shop. */
export function draftKey(tenant: string, userId: string): string {
  return `gst:invoice-draft:${tenant}:${userId}`;
}

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The browser's localStorage, or null where there is none (or it is blocked). */
export function browserStorage(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored draft, or null (none, or unreadable: an unreadable one is removed). */
export function readDraft(storage: DraftStorage, key: string): InvoiceDraft | null {
  const text = storage.getItem(key);
  if (!text) return null;
  try {
    const draft = JSON.parse(text) as Partial<InvoiceDraft>;
    if (
      draft.v === 1 &&
      typeof draft.idempotencyKey === 'string' &&
      draft.values &&
      Array.isArray(draft.values.lines)
    ) {
      return draft as InvoiceDraft;
    }
  } catch {
    // fall through: a broken entry is dropped
  }
  storage.removeItem(key);
  return null;
}

/** Stores the draft; a full or blocked storage loses it silently (the form itself is intact). */
export function writeDraft(storage: DraftStorage, key: string, draft: InvoiceDraft): void {
  try {
    storage.setItem(key, JSON.stringify(draft));
  } catch {
    // quota exceeded or storage disabled: nothing to do but keep going
  }
}

/**
 * Keeps the new-invoice form as a draft while `key` is set (create mode, signed in): writes the
 * values `DRAFT_DELAY_MS` after the last change, once the form differs from its start, and at
 * once when the page is left (a reload). `clear()` drops the stored draft and any pending write
 * (save, discard).
 */
export function useInvoiceDraftWriter(
  key: string | null,
  form: UseFormReturnType<InvoiceFormValues>,
  idempotencyKey: string,
) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<(() => void) | null>(null);
  const { values } = form;
  useEffect(() => {
    const storage = browserStorage();
    if (!key || !storage || !form.isDirty()) return;
    clearTimeout(timer.current);
    const write = () => {
      pending.current = null;
      writeDraft(storage, key, {
        v: 1,
        savedAt: new Date().toISOString(),
        idempotencyKey,
        values: form.getValues(),
      });
    };
    pending.current = write;
    timer.current = setTimeout(write, DRAFT_DELAY_MS);
    // `form` is a new object each render: only the values (and the key) decide a write.
  }, [key, values, idempotencyKey]);
  useEffect(() => {
    const flush = () => {
      clearTimeout(timer.current);
      pending.current?.();
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);
  return {
    clear: () => {
      clearTimeout(timer.current);
      pending.current = null;
      const storage = browserStorage();
      if (key && storage) storage.removeItem(key);
    },
  };
}

/**
 * A stored draft as form values: over today's defaults (fields added since it was kept get
 * theirs), its lines with fresh React keys (the counter restarted with the page).
 */
const LINE_BEFORE_ISSUE_30: Pick<InvoiceLineValues, 'hsnCode' | 'taxability'> = {
  hsnCode: '',
  taxability: 'taxable',
};

export function restoredValues(
  draft: InvoiceDraft,
  fresh: InvoiceFormValues,
  nextKey: () => string,
): InvoiceFormValues {
  return {
    ...fresh,
    ...draft.values,
    // Lines kept before issue 30 have no HSN or taxability: taxable, as they were then.
    lines: draft.values.lines.map((line) => ({ ...LINE_BEFORE_ISSUE_30, ...line, key: nextKey() })),
  };
}

/** The signed-in user's draft key in this shop, or null (no tenant or session). */
export function useDraftKey(): string | null {
  const session = use(AdminSessionContext);
  const tenant = currentTenant();
  return session && tenant ? draftKey(tenant, session.user.id) : null;
}

/** Whether the signed-in user has a stored new-invoice draft in this shop. */
export function hasStoredDraft(key: string | null): boolean {
  const storage = browserStorage();
  return Boolean(key && storage && readDraft(storage, key));
}
