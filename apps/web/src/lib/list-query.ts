import { DEFAULT_PAGE_SIZE } from '@askhr/shared/questions/questions.schemas';
import type { TQueryValue } from './api-client';

/** What the Questions and Placeholders lists ask for (spec 000 section 7, plus `missing`). */
export interface TListQuery {
  description: string;
  categoryId: number | null;
  tagId: number | null;
  countryCode: string | null;
  editMode: boolean;
  missing: boolean;
  /** zero-based */
  page: number;
}

export const PAGE_SIZE = DEFAULT_PAGE_SIZE;

export function toPageParams(query: TListQuery): Record<string, TQueryValue> {
  return {
    countryCode: query.countryCode ?? undefined,
    description: query.description.trim() || undefined,
    categoryId: query.categoryId ?? undefined,
    tagId: query.tagId ?? undefined,
    editMode: query.editMode || undefined,
    missing: (query.countryCode && query.missing) || undefined,
    offset: query.page * PAGE_SIZE,
    limit: PAGE_SIZE,
  };
}
