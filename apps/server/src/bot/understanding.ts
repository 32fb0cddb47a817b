import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../db/client';
import { questions, trainingUtterances } from '../db/schema';
import { rankerFromRegistry, type TIntentRanker } from './core/intent-ranker';
import type { TIntentExample } from './nlu/intent-model';
import { createModelRegistry } from './nlu/tenant-models';

/** The tenant's questions and their training utterances, as examples of intents (question ids). */
export async function loadTrainingExamples(db: TDb, customerId: number): Promise<TIntentExample[]> {
  const [texts, utterances] = await Promise.all([
    db
      .select({ id: questions.id, text: questions.text })
      .from(questions)
      .where(eq(questions.customerId, customerId)),
    db
      .select({ questionId: trainingUtterances.questionId, text: trainingUtterances.text })
      .from(trainingUtterances)
      .where(eq(trainingUtterances.customerId, customerId)),
  ]);
  return [
    ...texts.map((q) => ({ text: q.text, intent: String(q.id) })),
    ...utterances.map((u) => ({ text: u.text, intent: String(u.questionId) })),
  ];
}

export interface TUnderstanding {
  ranker: TIntentRanker;
  /** the knowledge base of a tenant changed: retrain in the background, answering goes on meanwhile */
  knowledgeChanged(customerId: number): void;
}

/**
 * One model per tenant, trained on first use (so a restart rebuilds it lazily without delaying the
 * start) and retrained in the background when the tenant's questions change.
 */
export function createUnderstanding(db: TDb, log: FastifyBaseLogger): TUnderstanding {
  const registry = createModelRegistry({
    loadExamples: (customerId) => loadTrainingExamples(db, Number(customerId)),
    onTrained: (_model, info) => log.info(info, 'intent model trained'),
    onError: (err, customerId) => log.error({ err, customerId }, 'intent model training failed'),
  });
  return {
    ranker: rankerFromRegistry({ get: (customerId: number) => registry.get(String(customerId)) }),
    knowledgeChanged(customerId) {
      registry
        .retrain(String(customerId))
        .catch((err) => log.error({ err, customerId }, 'retraining failed'));
    },
  };
}
