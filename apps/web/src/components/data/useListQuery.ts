import {
  keepPreviousData,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useErrorToast } from './useErrorToast';

/**
 * A server list page's query: the rows stay while the next page loads, and a failure shows one
 * red toast (`failed`, or the server's text). Pass the router's `list.queryOptions(query)`.
 */
export function useListQuery<TQueryFnData, TError, TKey extends QueryKey>(
  options: UseQueryOptions<TQueryFnData, TError, TQueryFnData, TKey>,
  failed: string,
) {
  const list = useQuery({ ...options, placeholderData: keepPreviousData });
  useErrorToast(list.error, failed);
  return list;
}
