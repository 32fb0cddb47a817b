/** Query keys of the per-country answers; the tenant id comes second like every feature's keys. */
export const answerKeys = {
  all: (tenantId: number) => ['answers', tenantId] as const,
  byQuestion: (tenantId: number, questionId: number) =>
    ['answers', tenantId, 'question', questionId] as const,
  current: (tenantId: number, ids: readonly number[], countryCode: string) =>
    ['answers', tenantId, 'current', countryCode, ids] as const,
  statuses: (tenantId: number) => ['answers', tenantId, 'status'] as const,
  status: (tenantId: number, ids: readonly number[]) => ['answers', tenantId, 'status', ids] as const,
  history: (tenantId: number, questionId: number, countryId: number) =>
    ['answers', tenantId, 'question', questionId, 'history', countryId] as const,
  preview: (tenantId: number, params: object) => ['answers', tenantId, 'preview', params] as const,
};
