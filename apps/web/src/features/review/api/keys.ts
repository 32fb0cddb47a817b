import type { TReviewQuery } from '../review-query';
import type { TReviewSource } from './review-source';

/** Query keys of the review feature; the tenant id comes second like every feature's keys. */
export const reviewKeys = {
  all: (tenantId: number) => ['review', tenantId] as const,
  pages: (tenantId: number) => ['review', tenantId, 'page'] as const,
  page: (tenantId: number, query: TReviewQuery, source: TReviewSource = 'review') =>
    ['review', tenantId, 'page', query, source] as const,
  ratings: (tenantId: number, query: TReviewQuery, source: TReviewSource = 'review') =>
    ['review', tenantId, 'ratings', query, source] as const,
  preview: (tenantId: number, ids: readonly number[], source: TReviewSource) =>
    ['review', tenantId, 'preview', ids, source] as const,
  groups: (tenantId: number, query: TReviewQuery) => ['review', tenantId, 'groups', query] as const,
  suggestions: (tenantId: number, id: number) => ['review', tenantId, 'suggestions', id] as const,
  intents: (tenantId: number, input: string) => ['review', tenantId, 'intents', input] as const,
};
