import { afterEach, describe, expect, it } from 'vitest';
import { BOT_REACTION_TYPES } from '@askhr/shared/bot-reactions/bot-reactions.constants';
import { BOT_REACTION_DEFAULTS } from '@askhr/shared/bot-reactions/bot-reactions.defaults';
import { i18n } from '../../lib/i18n/i18n';
import { applyLanguage } from '../../lib/i18n/portal-language';
import { reactionWords } from './reaction-words';

const view = (type: (typeof BOT_REACTION_TYPES)[number]) => ({
  key: type.key,
  title: type.title,
  description: type.description,
  defaultText: type.defaultText,
  defaultTexts: BOT_REACTION_DEFAULTS[type.key],
});

describe('a bot reaction type in the portal language', () => {
  afterEach(() => applyLanguage('en'));

  it.each(BOT_REACTION_TYPES)('reads $key in English exactly as the product names it', (type) => {
    expect(reactionWords(i18n.t, 'en', view(type))).toEqual({
      title: type.title,
      description: type.description,
      defaultText: type.defaultText,
    });
  });

  it('names every type in Spanish, and gives the default the bot writes in Spanish', async () => {
    await applyLanguage('es');
    for (const type of BOT_REACTION_TYPES) {
      const words = reactionWords(i18n.t, 'es', view(type));
      expect(words.title).not.toBe(type.title);
      expect(words.description).not.toBe(type.description);
      expect(words.defaultText).toBe(BOT_REACTION_DEFAULTS[type.key].es);
    }
    const hedge = BOT_REACTION_TYPES.find((type) => type.key === 'hedge')!;
    expect(reactionWords(i18n.t, 'es', view(hedge)).description).toContain('{question}');
  });

  it("keeps the server's words for a type the catalogue does not know", () => {
    const unknown = { key: 'later', title: 'Later', description: 'New.', defaultText: 'Hi' };
    expect(reactionWords(i18n.t, 'en', unknown)).toEqual({
      title: 'Later',
      description: 'New.',
      defaultText: 'Hi',
    });
  });
});
