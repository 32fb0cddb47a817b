import type { TDocumentRole } from '@askhr/shared/documents/documents.schemas';

/** Query keys of the documents feature; the tenant id comes second like every feature's keys. */
export const documentKeys = {
  all: (tenantId: number) => ['documents', tenantId] as const,
  list: (tenantId: number, role: TDocumentRole) => ['documents', tenantId, 'list', role] as const,
  templates: (tenantId: number, role: TDocumentRole) => ['documents', tenantId, 'templates', role] as const,
  detail: (tenantId: number, id: number) => ['documents', tenantId, 'detail', id] as const,
};
