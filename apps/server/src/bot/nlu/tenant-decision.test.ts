import { describe, expect, it } from 'vitest';
import { BACKGROUND_OUT_OF_SCOPE } from './background-out-of-scope';
import { train } from './intent-model';
import { fitTenantDecision } from './tenant-decision';
import { runToEnd } from './yielding';

const examples = [
  { text: 'how many vacation days do I have', intent: '1' },
  { text: 'days off left this year', intent: '1' },
  { text: 'when do we get paid', intent: '2' },
  { text: 'payday date', intent: '2' },
];
const fold = { probe: train(examples), heldOut: [examples[0]!, examples[2]!] };
const ranking = { signals: 'classifier', glossary: false } as const;

describe('fitTenantDecision', () => {
  it("ranks the tenant's out-of-scope examples beside the shipped background messages", () => {
    const shipped = runToEnd(fitTenantDecision([fold], [], ranking));
    expect(shipped.outOfScope).toBe(new Set(BACKGROUND_OUT_OF_SCOPE).size);
    const own = ['is the canteen open', 'tell me a joke', BACKGROUND_OUT_OF_SCOPE[0]!];
    const withOwn = runToEnd(fitTenantDecision([fold], [], ranking, own));
    // a message already shipped counts once
    expect(withOwn.outOfScope).toBe(shipped.outOfScope + 2);
    expect(withOwn.inScope).toBe(shipped.inScope);
  });
});
