import { useForm } from '@mantine/form';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DRAFT_DELAY_MS,
  draftKey,
  readDraft,
  restoredValues,
  useInvoiceDraftWriter,
  writeDraft,
  type InvoiceDraft,
} from './invoiceDraft';
import { newInvoiceValues, type InvoiceFormValues } from './invoiceValues';

const KEY = draftKey('demo', 'user-1');
const fresh = () => newInvoiceValues('2026-11-20', '');

function draftOf(values: InvoiceFormValues): InvoiceDraft {
  return { v: 1, savedAt: '2026-11-20T10:00:00.000Z', idempotencyKey: 'k-1', values };
}

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('new-invoice draft store (issue 29 item 3)', () => {
  it('is kept per shop and user', () => {
    expect(KEY).toBe('gst:invoice-draft:demo:user-1');
    expect(draftKey('demo', 'user-2')).not.toBe(KEY);
    expect(draftKey('other', 'user-1')).not.toBe(KEY);
  });

  it('reads back what was written; a broken or foreign entry is dropped', () => {
    const values = { ...fresh(), billToLabel: 'Gupta Traders' };
    writeDraft(localStorage, KEY, draftOf(values));
    expect(readDraft(localStorage, KEY)?.values.billToLabel).toBe('Gupta Traders');
    localStorage.setItem(KEY, '{not json');
    expect(readDraft(localStorage, KEY)).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
    localStorage.setItem(KEY, JSON.stringify({ v: 2, values: {} }));
    expect(readDraft(localStorage, KEY)).toBeNull();
  });

  it('restores over the defaults with fresh line keys', () => {
    const base = fresh();
    const stored = { ...base, billToLabel: 'Gupta Traders' } as Partial<InvoiceFormValues>;
    delete stored.vehicleNumber; // a field added after the draft was kept
    const draft = draftOf(stored as InvoiceFormValues);
    let n = 100;
    const values = restoredValues(draft, base, () => `line-${(n += 1)}`);
    expect(values.billToLabel).toBe('Gupta Traders');
    expect(values.vehicleNumber).toBe(base.vehicleNumber);
    expect(values.lines.map((l) => l.key)).toEqual(base.lines.map((_, i) => `line-${101 + i}`));
  });

  it('writes the changed form after a pause, not an untouched one; clear() drops it', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => {
      const form = useForm<InvoiceFormValues>({ initialValues: fresh() });
      const draft = useInvoiceDraftWriter(KEY, form, 'k-9');
      return { form, draft };
    });
    act(() => {
      vi.advanceTimersByTime(DRAFT_DELAY_MS * 2);
    });
    expect(localStorage.getItem(KEY)).toBeNull();

    act(() => result.current.form.setFieldValue('billToLabel', 'Gupta'));
    act(() => {
      vi.advanceTimersByTime(DRAFT_DELAY_MS - 1);
    });
    expect(localStorage.getItem(KEY)).toBeNull();
    act(() => result.current.form.setFieldValue('billToLabel', 'Gupta Traders'));
    act(() => {
      vi.advanceTimersByTime(DRAFT_DELAY_MS);
    });
    const stored = readDraft(localStorage, KEY);
    expect(stored?.values.billToLabel).toBe('Gupta Traders');
    expect(stored?.idempotencyKey).toBe('k-9');

    act(() => result.current.form.setFieldValue('billToLabel', 'Gupta Traders Ltd'));
    act(() => result.current.draft.clear());
    act(() => {
      vi.advanceTimersByTime(DRAFT_DELAY_MS * 2);
    });
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('writes a pending change at once when the page is left (a reload)', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => {
      const form = useForm<InvoiceFormValues>({ initialValues: fresh() });
      return { form, draft: useInvoiceDraftWriter(KEY, form, 'k-9') };
    });
    act(() => result.current.form.setFieldValue('billToLabel', 'Gupta'));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(readDraft(localStorage, KEY)?.values.billToLabel).toBe('Gupta');
  });
});
