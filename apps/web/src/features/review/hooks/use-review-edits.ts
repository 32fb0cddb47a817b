import { useState } from 'react';
import { REVIEW_STATES } from '@askhr/shared/bot/bot.constants';
import type { TReviewSave } from '@askhr/shared/review/review-actions.schemas';
import type { TReviewUtterance } from '@askhr/shared/review/review.schemas';
import type { TSaveOutcome } from '../api/save-review';

export interface TReviewQuestion {
  id: number;
  text: string;
}

export interface TDraft {
  state: number;
  observations: string;
  reviewQuestion: TReviewQuestion | null;
  modelUtterance: string;
}

export interface TRowEdit extends TDraft {
  isModified: boolean;
  hasFailed: boolean;
}

const originalOf = (row: TReviewUtterance): TDraft => ({
  state: row.state,
  observations: row.observations,
  reviewQuestion:
    row.reviewQuestionId === null ? null : { id: row.reviewQuestionId, text: row.reviewQuestionText ?? '' },
  modelUtterance: row.modelUtterance?.utterance ?? '',
});

export const isSameDraft = (a: TDraft, b: TDraft) =>
  a.state === b.state &&
  a.observations === b.observations &&
  a.reviewQuestion?.id === b.reviewQuestion?.id &&
  a.modelUtterance === b.modelUtterance;

function bodyOf(row: TReviewUtterance, draft: TDraft, silent: boolean): TReviewSave {
  // an Out of Scope row names no question to train (spec 001 section 5)
  const isOutOfScope = draft.state === REVIEW_STATES.outOfScope;
  const question = isOutOfScope ? null : draft.reviewQuestion;
  return {
    id: row.id,
    state: draft.state,
    observations: draft.observations,
    customerObservations: row.customerObservations,
    reviewQuestionId: question?.id ?? null,
    modelUtterance: question ? draft.modelUtterance.trim() : null,
    silent,
  };
}

/**
 * The reviewer's unsaved changes, kept beside the server rows rather than in a copy of them: a row is
 * modified while its draft differs from what the server returned (spec 001 section 4).
 */
export function useReviewEdits() {
  const [drafts, setDrafts] = useState<ReadonlyMap<number, TDraft>>(new Map());
  const [failedIds, setFailedIds] = useState<ReadonlySet<number>>(new Set());

  function edit(row: TReviewUtterance, patch: Partial<TDraft>) {
    const original = originalOf(row);
    const next = { ...original, ...drafts.get(row.id), ...patch };
    setDrafts((current) => {
      const copy = new Map(current);
      if (isSameDraft(next, original)) copy.delete(row.id);
      else copy.set(row.id, next);
      return copy;
    });
  }

  function rowEdit(row: TReviewUtterance): TRowEdit {
    const draft = drafts.get(row.id);
    return {
      ...(draft ?? originalOf(row)),
      isModified: draft !== undefined,
      hasFailed: failedIds.has(row.id),
    };
  }

  /** The modified rows as save bodies; with a patch, every row given, the patch applied. */
  function saveBodies(rows: readonly TReviewUtterance[], silent: boolean, patch?: Partial<TDraft>) {
    return rows.flatMap((row) => {
      const draft = drafts.get(row.id);
      if (!draft && !patch) return [];
      return [bodyOf(row, { ...(draft ?? originalOf(row)), ...patch }, silent)];
    });
  }

  function settle({ savedIds, failedIds: failed }: TSaveOutcome) {
    setDrafts((current) => {
      const copy = new Map(current);
      for (const id of savedIds) copy.delete(id);
      return copy;
    });
    setFailedIds((current) => {
      const next = new Set([...current].filter((id) => !savedIds.includes(id)));
      for (const id of failed) next.add(id);
      return next;
    });
  }

  return { edit, rowEdit, saveBodies, settle, modifiedCount: drafts.size };
}

export type TReviewEdits = ReturnType<typeof useReviewEdits>;
