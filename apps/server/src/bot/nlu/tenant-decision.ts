import { DEFAULT_THRESHOLDS, type TThresholds } from '@askhr/shared/bot/bot-decision';
import {
  fitPolicy,
  measurePolicy,
  scoreSamples,
  steps,
  type TCalibrationSample,
  type TPolicyFigures,
  type TThresholdGrid,
} from './decision-calibration';
import { rankMessage, type TRanking } from './hybrid-ranking';
import type { TDecisionFold, TIntentExample } from './intent-model';
import type { TIntentModel } from './model-parts';
import { buildKnowledgeSearch, type TQuestionDocument } from './knowledge-search';

/** Samples ranked between two yields to the event loop: a few milliseconds of work. */
const CHUNK = 16;

/**
 * Below this many of the tenant's own in-scope messages the defaults stay: with fewer, the budget
 * of 3 % wrong answers does not allow a single one, and one message more or less moves the fit.
 */
export const MIN_EVIDENCE = 100;
/** The out-of-scope threshold moves only on this many messages the tenant's reviewers marked so. */
export const MIN_OUT_OF_SCOPE_EVIDENCE = 10;
/** How far a tenant's evidence may move a threshold from the shipped default, either way. */
export const MAX_MOVE = 0.1;

export interface TDecisionCalibration {
  thresholds: TThresholds;
  /** 'default' when the tenant's evidence was too thin to fit on, or no fit met the targets */
  rule: 'fitted' | 'default';
  /** the tenant's held-out messages of known meaning, and its Out of Scope marks, ranked */
  inScope: number;
  outOfScope: number;
  figures?: TPolicyFigures;
}

const around = (value: number) =>
  steps(Math.max(0, value - MAX_MOVE), Math.min(1, value + MAX_MOVE)).filter(
    (v) => Math.abs(v - value) <= MAX_MOVE + 1e-9,
  );

/**
 * What the tenant's evidence may choose from: the answer and hedge thresholds moved together by one
 * shift (so that the band of hedged answers stays as wide as shipped), the leads as shipped, and the
 * out-of-scope threshold around its default when the reviewers marked enough messages.
 */
function fitAround(scored: ReturnType<typeof scoreSamples>, movesOutOfScope: boolean) {
  const defaults = DEFAULT_THRESHOLDS;
  let best: ReturnType<typeof fitPolicy>;
  const moved = (value: number, shift: number) => Math.round((value + shift) * 100) / 100;
  // the most demanding first
  for (const shift of steps(-MAX_MOVE, MAX_MOVE).reverse()) {
    const grid: TThresholdGrid = {
      high: [moved(defaults.high, shift)],
      closeMargin: [defaults.closeMargin],
      hedge: [moved(defaults.hedge, shift)],
      hedgeMargin: [defaults.hedgeMargin],
      outOfScope: movesOutOfScope ? around(defaults.outOfScope) : [defaults.outOfScope],
    };
    const fit = fitPolicy(scored, grid);
    const value = (f: NonNullable<typeof fit>) => f.figures.right + f.figures.withinOneClick;
    // of two equal fits, the stricter
    if (fit && (!best || value(fit) > value(best) + 1e-9)) best = fit;
  }
  return best;
}

/**
 * Fits a tenant's thresholds on its own evidence only, never on the phrasings its administrators
 * wrote: the messages of its employees whose meaning the tenant learnt where the bot was unsure or
 * missed (picks from the options or alternatives, hedged answers rated Helpful, reviewed Training
 * Requests: `evidence`, nlu.repository.ts), each ranked by the probe model trained
 * without it and a search over the knowledge without it, and the messages its reviewers marked Out
 * of Scope. With too little of it the shipped defaults stay, and with enough they move at most
 * MAX_MOVE either way.
 */
export function* fitTenantDecision(
  folds: readonly TDecisionFold[],
  documents: readonly TQuestionDocument[],
  ranking: TRanking,
  outOfScope: readonly string[] = [],
  evidence: readonly string[] = [],
): Generator<void, TDecisionCalibration> {
  const background = [...new Set(outOfScope)];
  const learnt = new Set(evidence);
  const samples: TCalibrationSample[] = [];
  for (const { probe, heldOut } of folds)
    samples.push(
      ...(yield* foldSamples(
        probe,
        heldOut.filter((e) => learnt.has(e.text)),
        documents,
        ranking,
        background,
      )),
    );
  const inScope = samples.filter((s) => s.expected !== null).length;
  const marked = samples.length - inScope;
  const kept = { thresholds: DEFAULT_THRESHOLDS, rule: 'default', inScope, outOfScope: marked } as const;
  if (inScope < MIN_EVIDENCE) return kept;
  const scored = scoreSamples(samples);
  const fit = fitAround(scored, background.length >= MIN_OUT_OF_SCOPE_EVIDENCE);
  return fit
    ? { ...kept, rule: 'fitted', ...fit }
    : { ...kept, figures: measurePolicy(scored, DEFAULT_THRESHOLDS) };
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
