import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';

/**
 * Loads a query and keeps it cached while the component is mounted, without rendering the component
 * again as it loads: a useQuery whose result nobody reads tracks no property, and TanStack Query then
 * renders its component on every change of the query's state (fetching, success, each refetch).
 */
export function useLoadedQuery<TData, TQueryKey extends QueryKey>(
  options: UseQueryOptions<TData, Error, TData, TQueryKey>,
): void {
  useQuery({ ...options, notifyOnChangeProps: [] });
}
