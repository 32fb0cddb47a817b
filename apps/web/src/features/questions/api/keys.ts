import type { TListQuery } from '../../../lib/list-query';

/** Query keys of the questions feature; the tenant id comes second like every feature's keys. */
export const questionKeys = {
  all: (tenantId: number) => ['questions', tenantId] as const,
  pages: (tenantId: number) => ['questions', tenantId, 'page'] as const,
  page: (tenantId: number, query: TListQuery) => ['questions', tenantId, 'page', query] as const,
  detail: (tenantId: number, id: number) => ['questions', tenantId, 'detail', id] as const,
  related: (tenantId: number, id: number) => ['questions', tenantId, 'related', id] as const,
};
