import type { TQueryValue } from '../../../lib/api-client';

/** Query keys of the dashboard; the tenant id comes second like every feature's keys. */
export const dashboardKeys = {
  all: (tenantId: number) => ['reports', tenantId] as const,
  totalQuestions: (tenantId: number, query: Record<string, TQueryValue>) =>
    ['reports', tenantId, 'totalQuestions', query] as const,
};
