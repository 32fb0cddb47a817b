import { describe, expect, it } from 'vitest';
import { BOT_REACTION_TYPES } from '../bot-reactions/bot-reactions.constants';
import { REASONS, REASON_LABELS } from './bot.constants';

describe('bot constants', () => {
  it('labels every reason id 0-15 exactly once', () => {
    const ids = Object.values(REASONS);
    expect([...ids].sort((a, b) => a - b)).toEqual(Array.from({ length: 16 }, (_, i) => i));
    expect(
      Object.keys(REASON_LABELS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(ids.sort((a, b) => a - b));
    expect(REASON_LABELS[REASONS.managerOnly]).toBe('Only valid for Managers');
  });

  it('has unique reaction type ids and keys', () => {
    expect(new Set(BOT_REACTION_TYPES.map((t) => t.id)).size).toBe(BOT_REACTION_TYPES.length);
    expect(new Set(BOT_REACTION_TYPES.map((t) => t.key)).size).toBe(BOT_REACTION_TYPES.length);
  });
});
