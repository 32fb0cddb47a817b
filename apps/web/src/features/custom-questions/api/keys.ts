/** Query keys of the custom questions feature; the tenant id comes second like every feature's keys. */
export const customQuestionKeys = {
  all: (tenantId: number) => ['customQuestions', tenantId] as const,
  list: (tenantId: number, search: string) => ['customQuestions', tenantId, 'list', search] as const,
};
