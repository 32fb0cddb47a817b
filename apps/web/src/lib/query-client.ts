import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { i18n } from './i18n/i18n';
import type { TLoadingStore } from './loading/loading-store';
import { notifyFailure, notifySuccess } from './notify';
import type { TQueryMeta } from './query-meta';

function isSilenced(error: unknown, meta: TQueryMeta | undefined): boolean {
  return isApiError(error) && (meta?.silentStatuses ?? []).includes(error.status);
}

// Client errors will not change on a retry; only network failures and server errors are retried.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * The one QueryClient of the app. Features opt into the loading bar and the toasts through `meta`
 * (see query-meta.ts) instead of each screen wiring its own.
 */
export function createQueryClient(loading: TLoadingStore): QueryClient {
  const queryCache = new QueryCache({
    onError(error, query) {
      const meta = query.meta;
      if (meta?.errorAction && !isSilenced(error, meta)) notifyFailure(meta.errorAction);
    },
  });
  queryCache.subscribe((event) => {
    if (!event.query.meta?.globalLoading) return;
    const hash = event.query.queryHash;
    if (event.type === 'removed' || event.query.state.fetchStatus !== 'fetching') loading.end(hash);
    else loading.begin(hash);
  });

  const mutationCache = new MutationCache({
    onMutate(_variables, mutation) {
      if (mutation.meta?.globalLoading) loading.begin(mutation);
    },
    onSuccess(_data, _variables, _result, mutation) {
      const message = mutation.meta?.successMessage;
      if (message) notifySuccess(i18n.t(message));
    },
    onError(error, _variables, _result, mutation) {
      const meta = mutation.meta;
      if (meta?.errorAction && !isSilenced(error, meta)) notifyFailure(meta.errorAction);
    },
    onSettled(_data, _error, _variables, _result, mutation) {
      loading.end(mutation);
    },
  });

  return new QueryClient({
    queryCache,
    mutationCache,
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
