import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZDocument } from '@askhr/shared/documents/documents.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { documentKeys } from './keys';

export function getDocument(tenantId: number, id: number, signal?: AbortSignal) {
  return apiRequest(`/api/Documents/${id}`, ZDocument, { tenantId, signal });
}

export const documentQueryOptions = (tenantId: number, id: number) =>
  queryOptions({
    queryKey: documentKeys.detail(tenantId, id),
    queryFn: ({ signal }) => getDocument(tenantId, id, signal),
    // the editor starts from the latest saved text and version, never a cached one
    staleTime: 0,
    meta: { errorAction: 'LOAD_DOCUMENT' },
  });

/** The saved document the editor opens (null: the template was never saved, nothing to load). */
export function useDocument(id: number | null) {
  return useQuery({ ...documentQueryOptions(useTenantId(), id ?? 0), enabled: id !== null });
}
