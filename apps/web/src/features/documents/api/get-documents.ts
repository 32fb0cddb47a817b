import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZDocumentList, type TDocumentRole } from '@askhr/shared/documents/documents.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { documentKeys } from './keys';

export function getDocuments(tenantId: number, role: TDocumentRole, signal?: AbortSignal) {
  return apiRequest('/api/Documents/', ZDocumentList, { tenantId, query: { role }, signal });
}

export const documentsQueryOptions = (tenantId: number, role: TDocumentRole) =>
  queryOptions({
    queryKey: documentKeys.list(tenantId, role),
    queryFn: ({ signal }) => getDocuments(tenantId, role, signal),
    // spec 001 section 8: a 403 on the documents is ignored silently (the folder is not for this user)
    meta: { globalLoading: true, errorAction: 'LOAD_DOCUMENTS', silentStatuses: [403] },
  });

/** The tenant's own texts of the folder's templates. */
export function useDocuments(role: TDocumentRole, isEnabled = true) {
  return useQuery({ ...documentsQueryOptions(useTenantId(), role), enabled: isEnabled });
}
