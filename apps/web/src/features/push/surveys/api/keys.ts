/** Query keys of the surveys feature; the tenant id comes second. */
export const surveyKeys = {
  all: (tenantId: number) => ['surveys', tenantId] as const,
  survey: (tenantId: number, id: number) => ['surveys', tenantId, 'survey', id] as const,
  totals: (tenantId: number, id: number) => ['surveys', tenantId, 'totals', id] as const,
};
