import { BACKGROUND_OUT_OF_SCOPE } from './background-out-of-scope';
import {
  calibrateDecision,
  type TCalibrationSample,
  type TDecisionCalibration,
} from './decision-calibration';
import { rankMessage, type TRanking } from './hybrid-ranking';
import type { TDecisionFold, TIntentExample } from './intent-model';
import type { TIntentModel } from './model-parts';
import { buildKnowledgeSearch, type TQuestionDocument } from './knowledge-search';

/** Samples ranked between two yields to the event loop: a few milliseconds of work. */
const CHUNK = 16;

/**
 * Fits a tenant's thresholds the way its messages will be ranked: in each fold the probe model
 * (trained without the held-out utterances) and a search over the knowledge without them rank each
 * held-out utterance and each background out-of-scope message. A held-out question text is left
 * out: the search still reads it as the question's own text. The tenant's own out-of-scope
 * examples (messages its reviewers marked Out of Scope) join the shipped background messages.
 */
export function* fitTenantDecision(
  folds: readonly TDecisionFold[],
  documents: readonly TQuestionDocument[],
  ranking: TRanking,
  outOfScope: readonly string[] = [],
): Generator<void, TDecisionCalibration> {
  const background = [...new Set([...BACKGROUND_OUT_OF_SCOPE, ...outOfScope])];
  const samples: TCalibrationSample[] = [];
  for (const { probe, heldOut } of folds)
    samples.push(...(yield* foldSamples(probe, heldOut, documents, ranking, background)));
  return calibrateDecision(samples);
}

function* foldSamples(
  probe: TIntentModel,
  heldOut: readonly TIntentExample[],
  documents: readonly TQuestionDocument[],
  ranking: TRanking,
  background: readonly string[],
): Generator<void, TCalibrationSample[]> {
  const held = new Set(heldOut.map((e) => e.text));
  const questionTexts = new Set(documents.map((d) => d.text));
  const search =
    ranking.signals === 'classifier'
      ? undefined
      : yield* buildKnowledgeSearch(
          documents.map((d) => ({
            ...d,
            utterances: d.utterances
              .split('\n')
              .filter((u) => !held.has(u))
              .join('\n'),
          })),
        );
  const messages = [
    ...heldOut
      .filter((e) => !questionTexts.has(e.text))
      .map((e) => ({ text: e.text, expected: Number(e.intent) })),
    ...background.map((text) => ({ text, expected: null })),
  ];
  const samples: TCalibrationSample[] = [];
  for (const [i, message] of messages.entries()) {
    samples.push({ expected: message.expected, ranked: rankMessage(probe, search, message.text, ranking) });
    if ((i + 1) % CHUNK === 0) yield;
  }
  return samples;
}
