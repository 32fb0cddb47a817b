import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTenantId } from '../../lib/tenant';
import {
  kindCurrentQueryOptions,
  kindHistoryQueryOptions,
  kindStatusQueryOptions,
  kindValuesQueryOptions,
  refreshedKeys,
  removeKindValue,
  restoreKindVersion,
  saveKindValues,
  type TListedValueKind,
  type TRemoveValueParams,
  type TValueKind,
} from './value-kind';

/** Refetches what a change of the item's values touches, as the kind lists it. */
function useRefresh<TValue, TSave, TStatus>(
  kind: TValueKind<TValue, TSave, TStatus>,
  change: 'save' | 'remove' | 'restore',
  itemId: number,
) {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      refreshedKeys(kind, change, tenantId, itemId).map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useKindValues<TValue, TSave, TStatus>(
  kind: TValueKind<TValue, TSave, TStatus>,
  itemId: number,
) {
  return useQuery({ ...kindValuesQueryOptions(kind, useTenantId(), itemId), enabled: itemId > 0 });
}

export function useKindHistory<TValue, TSave, TStatus>(
  kind: TValueKind<TValue, TSave, TStatus>,
  itemId: number,
  countryId: number | null,
) {
  return useQuery({
    ...kindHistoryQueryOptions(kind, useTenantId(), itemId, countryId ?? 0),
    enabled: countryId !== null,
  });
}

export function useKindStatus<TValue, TSave, TStatus>(
  kind: TListedValueKind<TValue, TSave, TStatus>,
  ids: readonly number[],
) {
  return useQuery(kindStatusQueryOptions(kind, useTenantId(), ids));
}

export function useKindCurrentValues<TValue, TSave, TStatus>(
  kind: TListedValueKind<TValue, TSave, TStatus>,
  ids: readonly number[],
  countryCode: string,
) {
  return useQuery(kindCurrentQueryOptions(kind, useTenantId(), ids, countryCode));
}

export function useSaveKindValues<TValue, TSave, TStatus>(
  kind: TValueKind<TValue, TSave, TStatus>,
  itemId: number,
) {
  const tenantId = useTenantId();
  const refresh = useRefresh(kind, 'save', itemId);
  return useMutation({
    mutationFn: (items: TSave[]) => saveKindValues(kind, tenantId, items),
    // the form shows its own message for a failed save, so no failure toast here
    meta: { globalLoading: true, successMessage: 'TOAST_SAVED' },
    onSettled: refresh,
  });
}

export function useRemoveKindValue<TValue, TSave, TStatus>(
  kind: TValueKind<TValue, TSave, TStatus>,
  itemId: number,
) {
  const tenantId = useTenantId();
  const refresh = useRefresh(kind, 'remove', itemId);
  return useMutation({
    mutationFn: (params: TRemoveValueParams) => removeKindValue(kind, tenantId, itemId, params),
    // a 409 (version gone already) is explained in the form with the server's message
    meta: {
      globalLoading: true,
      successMessage: 'TOAST_UPDATED',
      errorAction: 'SAVE_CHANGES',
      silentStatuses: [409],
    },
    onSettled: refresh,
  });
}

export function useRestoreKindVersion<TValue, TSave, TStatus>(
  kind: TValueKind<TValue, TSave, TStatus>,
  itemId: number,
) {
  const tenantId = useTenantId();
  const refresh = useRefresh(kind, 'restore', itemId);
  return useMutation({
    mutationFn: (versionId: number) => restoreKindVersion(kind, tenantId, versionId),
    meta: { globalLoading: true, successMessage: 'TOAST_UPDATED', errorAction: 'SAVE_CHANGES' },
    onSettled: refresh,
  });
}
