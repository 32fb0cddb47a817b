import { describe, expect, it } from 'vitest';
import { BOT_REACTION_DEFAULTS } from './bot-reactions.defaults';
import { ZBotReactionType } from './bot-reactions.schemas';

const welcome = {
  id: 1,
  key: 'welcome',
  title: 'Welcome',
  description: 'Sent when an employee opens a conversation with the bot.',
  defaultText: "Hi! I'm your HR assistant.",
};

describe('the reaction type the API returns', () => {
  it('carries the default texts in every language besides English', () => {
    const withTexts = { ...welcome, defaultTexts: BOT_REACTION_DEFAULTS.welcome };
    expect(ZBotReactionType.parse(withTexts)).toEqual(withTexts);
  });

  it('reads a type without them, and refuses a set missing a language', () => {
    expect(ZBotReactionType.parse(welcome)).toEqual(welcome);
    const { it: _italian, ...fourLanguages } = BOT_REACTION_DEFAULTS.welcome;
    expect(ZBotReactionType.safeParse({ ...welcome, defaultTexts: fourLanguages }).success).toBe(false);
  });
});
