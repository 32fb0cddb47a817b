import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type TPushType } from '@askhr/shared/push/push.constants';
import { ZPushPage } from '@askhr/shared/push/push.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { pushKeys } from './keys';

export interface TPushPageFilter {
  type: TPushType;
  /** true: still to go out; false: sent */
  scheduled: boolean;
  /** customer user ids of the 'Last updated by...' filter */
  cuIds: readonly number[];
}

export function getPushPage(tenantId: number, filter: TPushPageFilter, page: number, signal?: AbortSignal) {
  return apiRequest('/api/PushMessages/page', ZPushPage, {
    tenantId,
    query: {
      type: filter.type,
      scheduled: filter.scheduled,
      orderBy: 'Date',
      cuIds: filter.cuIds.length > 0 ? filter.cuIds.join(',') : undefined,
      page,
      pageSize: PAGE_SIZE,
    },
    signal,
  });
}

export const pushPageQueryOptions = (tenantId: number, filter: TPushPageFilter) =>
  infiniteQueryOptions({
    queryKey: pushKeys.page(tenantId, filter.type, filter.scheduled, filter.cuIds),
    queryFn: ({ signal, pageParam }) => getPushPage(tenantId, filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages, lastPage) =>
      pages.reduce((shown, page) => shown + page.items.length, 0) < last.total ? lastPage + 1 : undefined,
    placeholderData: keepPreviousData,
    meta: { globalLoading: true },
  });

export function usePushPage(filter: TPushPageFilter) {
  return useInfiniteQuery(pushPageQueryOptions(useTenantId(), filter));
}
