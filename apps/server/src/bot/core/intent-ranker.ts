import type { TRankedIntent, TThresholds } from '@askhr/shared/bot/bot-decision';

/**
 * What the core needs of the classifier: the tenant's intents ranked best first. The NLU model
 * registry plugs in through `rankerFromRegistry` (intents are question ids as strings there).
 */
export interface TIntentRanker {
  rank(customerId: number, text: string): Promise<TRankedIntent[]>;
  /** The decision thresholds fitted on the tenant's own data, when its model has them. */
  thresholds?(customerId: number): Promise<TThresholds | undefined>;
}

type TMaybePromise<T> = T | Promise<T>;
interface TIntentModel {
  classify(text: string): TMaybePromise<{ intent: string; score: number }[]>;
}

/** Adapts a per-tenant model registry (`get(customerId).classify(text)`); non-question intents drop out. */
export function rankerFromRegistry(registry: {
  get(customerId: number): TMaybePromise<TIntentModel>;
}): TIntentRanker {
  return {
    async rank(customerId, text) {
      return classifiedIntents(await registry.get(customerId), text);
    },
  };
}

/** What one model says of a text, as question ids best first; non-question intents drop out. */
export async function classifiedIntents(model: TIntentModel, text: string): Promise<TRankedIntent[]> {
  return asQuestions(await model.classify(text));
}

/** Intent scores as question ids; intents that name no question (`None`) drop out. */
export function asQuestions(scores: readonly { intent: string; score: number }[]): TRankedIntent[] {
  return scores
    .map((r) => ({ questionId: Number(r.intent), score: r.score }))
    .filter((r) => Number.isInteger(r.questionId) && r.questionId > 0);
}
