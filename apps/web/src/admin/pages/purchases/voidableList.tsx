/**
 * What the buying lists share (issue 31: purchase bills, supplier payments, expenses): the page's
 * list input, a drawer mounted afresh on each opening, and the red row button that cancels or
 * reverses a record after asking (it keeps its number; the lists are refreshed).
 */
import { IconBan } from '@tabler/icons-react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Fragment, useState, type ReactNode } from 'react';
import type { PageSize } from '@gst/domain';
import { voidAfterConfirm, type DataTableAction } from '../../../components/data';

/** The list input of a page without sorting: page, size and (when typed) the search. */
export function pageInput(query: { page: number; pageSize: PageSize; search?: string }) {
  return {
    page: query.page,
    pageSize: query.pageSize,
    ...(query.search ? { search: query.search } : {}),
  };
}

/**
 * A drawer that starts from a fresh form each time it opens (its own key per opening), and
 * stays mounted while it slides shut. `open(payload)` opens it for that record (a bill's id).
 */
export function useFreshDrawer<P = undefined>() {
  const [state, setState] = useState<{ opened: boolean; mount: number; payload: P | undefined }>({
    opened: false,
    mount: 0,
    payload: undefined,
  });
  const close = () => setState((s) => ({ ...s, opened: false }));
  return {
    open: (...[payload]: P extends undefined ? [] : [payload: P]) =>
      setState((s) => ({ opened: true, mount: s.mount + 1, payload })),
    /** The drawer, once it was first opened. */
    render: (draw: (props: { opened: boolean; onClose: () => void; payload: P }) => ReactNode) =>
      state.mount > 0 ? (
        <Fragment key={state.mount}>
          {draw({ opened: state.opened, onClose: close, payload: state.payload as P })}
        </Fragment>
      ) : null,
  };
}

/** The Cancel (or Reverse) row button: asks, runs, toasts and refreshes `refresh`. */
export function useVoidAction<T>(options: {
  label?: string;
  icon?: ReactNode;
  allowed: boolean;
  hidden: (row: T) => boolean;
  /** The question for this row. */
  ask: (row: T) => {
    title: string;
    consequence: ReactNode;
    confirmLabel: string;
    keepLabel: string;
  };
  run: (row: T) => Promise<unknown>;
  refresh: readonly QueryKey[];
  messages: { done: string; failed: string };
}): DataTableAction<T> {
  const queryClient = useQueryClient();
  return {
    label: options.label ?? 'Cancel',
    icon: options.icon ?? <IconBan size={16} />,
    color: 'red',
    allowed: options.allowed,
    hidden: options.hidden,
    onClick: (row) =>
      void voidAfterConfirm({
        ...options.ask(row),
        run: () => options.run(row),
        after: () =>
          Promise.all(
            options.refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
          ),
        messages: options.messages,
      }),
  };
}
