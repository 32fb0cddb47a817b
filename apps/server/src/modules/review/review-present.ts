import type { TReviewUtterance } from '@askhr/shared/review/review.schemas';
import type { TReviewRow } from './review.repository';

/** A logged utterance as the review lists, the preview and the save answer with it. */
export function presentReviewRow({
  utterance: row,
  countryCode,
  predicted,
  returned,
  reviewed,
}: TReviewRow): TReviewUtterance {
  return {
    id: row.id,
    date: row.date.toISOString(),
    userCountry: countryCode,
    userRole: row.roleId,
    utterance: row.text,
    answerReturned: row.answerText,
    rating: row.rating,
    state: row.reviewStateId,
    observations: row.observations,
    customerObservations: row.customerObservations,
    reason: row.reasonId,
    // a question chosen from the bot's buttons is logged with its id and no confidence
    fromIntent: row.predictedQuestionId !== null && row.confidence === null,
    hedged: row.hedged,
    questionPredicted: predicted,
    confidenceScore: row.confidence,
    returnedQuestionId: row.returnedQuestionId,
    returnedQuestionText: returned?.text ?? null,
    returnedQuestionInSubscription: row.inSubscription,
    reviewQuestionId: reviewed?.id ?? null,
    reviewQuestionText: reviewed?.text ?? null,
    reviewQuestionInSubscription: reviewed?.inSubscription ?? null,
    // training utterances belong to the question in every country, hence general
    modelUtterance:
      row.modelUtterance === null
        ? null
        : {
            utterance: row.modelUtterance,
            isGeneral: true,
            questionId: reviewed?.id ?? null,
            question: reviewed ? { id: reviewed.id, text: reviewed.text } : null,
          },
    // client-side row flags (spec 001 section 4): every row arrives unchecked and unmodified
    checked: false,
    modified: false,
    error: false,
  };
}
