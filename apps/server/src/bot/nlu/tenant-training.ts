/**
 * A tenant's training run: its model, its decision thresholds fitted on its own evidence, and the
 * model's stored form. The run is plain data in and out, so that it can run on a thread of its own
 * (training-worker.ts); `trainInThread` runs it here.
 */
import type { TDecisionCalibration } from './tenant-decision';
import type { TEmbeddingOptions } from './featurizer';
import type { TRanking } from './hybrid-ranking';
import { buildModelParts, type TIntentExample } from './intent-model';
import type { TQuestionDocument } from './knowledge-search';
import type { TSerializedIntentModel } from './model-codec';
import { createModel, serializeParts, type TIntentModel, type TModelParts } from './model-parts';
import { fitTenantDecision } from './tenant-decision';
import { runYielding } from './yielding';

/** What the tenant's thresholds are fitted on besides its examples (see fitTenantDecision). */
export type TDecisionInput = {
  documents: TQuestionDocument[];
  ranking: TRanking;
  /** messages the tenant's reviewers marked Out of Scope */
  outOfScope: string[];
  /** what its employees wrote whose meaning it learnt: picks, Helpful ratings, reviewed Training Requests */
  evidence: string[];
};

export type TTrainingData = {
  examples: TIntentExample[];
  /** trained as the `None` intent */
  outOfScope?: string[];
  /** fits the tenant's decision thresholds on probe models; without it the model keeps none */
  decision?: TDecisionInput;
};

export type TTenantTraining = {
  parts: TModelParts;
  serialized: TSerializedIntentModel;
  /** the fit of the decision thresholds, fitted or not (too few samples): for the log */
  decisionFit?: TDecisionCalibration;
};

export type TTrainedModel = {
  model: TIntentModel;
  serialized: TSerializedIntentModel;
  decisionFit?: TDecisionCalibration;
};

/** Trains a tenant's model: the same data and word vectors give the same model on any thread. */
export type TTrainer = (data: TTrainingData, embeddings?: TEmbeddingOptions) => Promise<TTrainedModel>;

export function* trainTenantModel(
  data: TTrainingData,
  embeddings?: TEmbeddingOptions,
): Generator<void, TTenantTraining> {
  let decisionFit: TDecisionCalibration | undefined;
  const { decision } = data;
  const parts = yield* buildModelParts(data.examples, {
    outOfScope: data.outOfScope,
    embeddings,
    fitDecision:
      decision &&
      function* (folds) {
        const { documents, ranking, outOfScope, evidence } = decision;
        decisionFit = yield* fitTenantDecision(folds, documents, ranking, outOfScope, evidence);
        return decisionFit.rule === 'fitted' ? decisionFit.thresholds : undefined;
      },
  });
  return { parts, serialized: serializeParts(parts), decisionFit };
}

/** On this thread, giving the event loop its turn between chunks: for tests and scripts. */
export const trainInThread: TTrainer = async (data, embeddings) => {
  const { parts, ...rest } = await runYielding(trainTenantModel(data, embeddings));
  return { model: createModel(parts), ...rest };
};
