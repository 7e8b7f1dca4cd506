import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTRPC } from '../../lib/trpc';
import { hasRunningMove, MOVE_POLL_MS, runningMovesByTenant } from './nodes';
import type { TenantMove } from './types';

/**
 * The database nodes (Citus workers and recent tenant moves). While a move runs the query asks
 * again every second; when a move this page saw running ends, a toast says how it ended and the
 * tenant list and details are fetched again, so the Node column shows the new worker.
 * On a single PostgreSQL/PGlite node `citus` is false and nothing polls.
 */
export function useTenantNodes() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const nodes = useQuery({
    ...trpc.master.tenants.nodes.queryOptions(),
    refetchInterval: (query) => (hasRunningMove(query.state.data) ? MOVE_POLL_MS : false),
  });
  const running = useMemo(() => runningMovesByTenant(nodes.data), [nodes.data]);

  // Moves seen running on this page: only their end is announced (not old history).
  const watched = useRef(new Set<string>());
  useEffect(() => {
    if (!nodes.data) return;
    const ended: TenantMove[] = [];
    for (const move of nodes.data.moves) {
      if (move.status === 'running') watched.current.add(move.id);
      else if (watched.current.delete(move.id)) ended.push(move);
    }
    if (ended.length === 0) return;
    for (const move of ended) {
      notifications.show(
        move.status === 'done'
          ? { color: 'green', message: `Tenant ${move.tenantId} moved to ${move.target}` }
          : {
              color: 'red',
              title: `Moving ${move.tenantId} to ${move.target} failed`,
              message: move.error ?? 'The database gave no reason.',
            },
      );
    }
    void queryClient.invalidateQueries({ queryKey: trpc.master.tenants.list.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.master.tenants.get.pathKey() });
  }, [nodes.data, queryClient, trpc]);

  /** Shows a move the server just started at once, so polling starts without waiting. */
  const addStartedMove = useCallback(
    (move: TenantMove) => {
      const queryKey = trpc.master.tenants.nodes.queryKey();
      queryClient.setQueryData(queryKey, (old) =>
        old ? { ...old, moves: [move, ...old.moves.filter((m) => m.id !== move.id)] } : old,
      );
      void queryClient.invalidateQueries({ queryKey });
    },
    [queryClient, trpc],
  );

  return {
    nodes,
    /** True only once the server said the database is a Citus cluster. */
    isCitus: nodes.data?.citus === true,
    workers: nodes.data?.workers ?? [],
    moves: nodes.data?.moves ?? [],
    /** Running moves by tenant row id. */
    running,
    isMoving: running.size > 0,
    addStartedMove,
  };
}
