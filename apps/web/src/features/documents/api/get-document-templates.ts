import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZDocumentTemplateList, type TDocumentRole } from '@askhr/shared/documents/documents.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { documentKeys } from './keys';

export function getDocumentTemplates(tenantId: number, role: TDocumentRole, signal?: AbortSignal) {
  return apiRequest('/api/Documents/templates', ZDocumentTemplateList, { tenantId, query: { role }, signal });
}

export const documentTemplatesQueryOptions = (tenantId: number, role: TDocumentRole) =>
  queryOptions({
    queryKey: documentKeys.templates(tenantId, role),
    queryFn: ({ signal }) => getDocumentTemplates(tenantId, role, signal),
    staleTime: 5 * 60_000,
    meta: { globalLoading: true, errorAction: 'LOAD_DOCUMENT_TEMPLATES' },
  });

export function useDocumentTemplates(role: TDocumentRole, isEnabled = true) {
  return useQuery({ ...documentTemplatesQueryOptions(useTenantId(), role), enabled: isEnabled });
}
