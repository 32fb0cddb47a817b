import type { TReviewQuery } from '../review-query';

/** Query keys of the review feature; the tenant id comes second like every feature's keys. */
export const reviewKeys = {
  all: (tenantId: number) => ['review', tenantId] as const,
  pages: (tenantId: number) => ['review', tenantId, 'page'] as const,
  page: (tenantId: number, query: TReviewQuery) => ['review', tenantId, 'page', query] as const,
  ratings: (tenantId: number, query: TReviewQuery) => ['review', tenantId, 'ratings', query] as const,
  intents: (tenantId: number, input: string) => ['review', tenantId, 'intents', input] as const,
};
