import { describe, expect, it } from 'vitest';
import { DEFAULT_THRESHOLDS } from '@askhr/shared/bot/bot-decision';
import { train } from './intent-model';
import { fitTenantDecision, MAX_MOVE, MIN_EVIDENCE, MIN_OUT_OF_SCOPE_EVIDENCE } from './tenant-decision';
import { runToEnd } from './yielding';

const TOPICS = [
  'vacation days',
  'payday',
  'parental leave',
  'laptop repair',
  'expense claims',
  'health insurance',
];
const FORMS = [
  'how do {t} work',
  'tell me about {t}',
  'question on {t}',
  'what is the rule for {t}',
  '{t} please',
];
const written = TOPICS.flatMap((topic, i) =>
  FORMS.map((form) => ({ text: form.replace('{t}', topic), intent: String(i + 1) })),
);
// what employees wrote, learnt by the tenant: eighteen per topic
const learnt = TOPICS.flatMap((topic, i) =>
  Array.from({ length: 18 }, (_, k) => ({
    text: `employee ${k} asking on ${topic} ${'?'.repeat(k)}`,
    intent: String(i + 1),
  })),
);
const ranking = { signals: 'classifier', glossary: false } as const;
const foldsOf = (heldOut: typeof written) => {
  const held = new Set(heldOut.map((e) => e.text));
  const rest = [...written, ...learnt].filter((e) => !held.has(e.text));
  return [{ probe: train(rest), heldOut }];
};
const outOfScope = ['is the canteen open', 'tell me a joke', 'book a taxi', 'weather tomorrow'];

describe('fitTenantDecision', () => {
  it("never fits on the administrators' own phrasings: without evidence, the shipped defaults", () => {
    const fit = runToEnd(fitTenantDecision(foldsOf(written), [], ranking, outOfScope, []));
    expect(fit).toMatchObject({ rule: 'default', thresholds: DEFAULT_THRESHOLDS, inScope: 0 });
  });

  it('keeps the defaults with less evidence than it takes', () => {
    const few = learnt.slice(0, MIN_EVIDENCE - 1);
    const fit = runToEnd(
      fitTenantDecision(
        foldsOf(few),
        [],
        ranking,
        outOfScope,
        few.map((e) => e.text),
      ),
    );
    expect(fit).toMatchObject({ rule: 'default', thresholds: DEFAULT_THRESHOLDS, inScope: MIN_EVIDENCE - 1 });
  });

  it('moves the thresholds on enough evidence, at most MAX_MOVE from the defaults', () => {
    const fit = runToEnd(
      fitTenantDecision(
        foldsOf(learnt),
        [],
        ranking,
        outOfScope,
        learnt.map((e) => e.text),
      ),
    );
    expect(fit).toMatchObject({ rule: 'fitted', inScope: learnt.length });
    expect(fit.outOfScope).toBe(outOfScope.length);
    for (const key of ['high', 'closeMargin', 'hedge', 'hedgeMargin', 'outOfScope'] as const)
      expect(Math.abs(fit.thresholds[key] - DEFAULT_THRESHOLDS[key])).toBeLessThanOrEqual(MAX_MOVE + 1e-9);
    // one shift of both: the band of hedged answers stays as shipped
    expect(fit.thresholds.high - fit.thresholds.hedge).toBeCloseTo(
      DEFAULT_THRESHOLDS.high - DEFAULT_THRESHOLDS.hedge,
    );
    // too few Out of Scope marks to move the out-of-scope threshold
    expect(outOfScope.length).toBeLessThan(MIN_OUT_OF_SCOPE_EVIDENCE);
    expect(fit.thresholds.outOfScope).toBe(DEFAULT_THRESHOLDS.outOfScope);
  });
});
