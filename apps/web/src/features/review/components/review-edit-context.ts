import { createContext, useContext } from 'react';
import type { TReviewUtterance } from '@askhr/shared/review/review.schemas';
import type { TDraft, TRowEdit } from '../hooks/use-review-edits';

export interface TReviewEditContext {
  rowEdit(row: TReviewUtterance): TRowEdit;
  onEdit(row: TReviewUtterance, patch: Partial<TDraft>): void;
}

/**
 * The drafts reach the cells through context: the column definitions stay the same from one render
 * to the next, so a cell keeps its element (and the focus) while the reviewer types.
 */
export const ReviewEditContext = createContext<TReviewEditContext | null>(null);

export function useReviewEditContext(): TReviewEditContext {
  const context = useContext(ReviewEditContext);
  if (!context) throw new Error('Review cells are rendered inside the review table only');
  return context;
}
