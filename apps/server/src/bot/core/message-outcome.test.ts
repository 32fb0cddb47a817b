import { describe, expect, it } from 'vitest';
import { decideNoneOfThese, type TDecision } from '@askhr/shared/bot/bot-decision';
import { messageOutcome } from './message-outcome';

// only the fields messageOutcome reads
const decision = (fields: object) => fields as TDecision;

describe('messageOutcome', () => {
  it('tells an answer from a hedged one', () => {
    expect(messageOutcome(decision({ kind: 'answer' }))).toBe('answered');
    expect(messageOutcome(decision({ kind: 'answer', hedge: { alternatives: [] } }))).toBe('hedged');
  });

  it('names the reason of a refusal', () => {
    expect(messageOutcome(decision({ kind: 'refuse', reaction: 'managerOnly' }))).toBe(
      'refused_manager_only',
    );
    expect(messageOutcome(decision({ kind: 'refuse', reaction: 'inapplicableForCountry' }))).toBe(
      'refused_inapplicable_for_country',
    );
  });

  it('tells offered options from not understood', () => {
    expect(messageOutcome(decision({ kind: 'unsure', options: [{ id: 1 }] }))).toBe('options');
    expect(messageOutcome(decideNoneOfThese())).toBe('not_understood');
  });
});
