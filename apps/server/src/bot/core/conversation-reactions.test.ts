import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@askhr/shared/access/permissions';
import { botReactionType } from '@askhr/shared/bot-reactions/bot-reactions.constants';
import { BOT_REACTION_DEFAULTS } from '@askhr/shared/bot-reactions/bot-reactions.defaults';
import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import { createTestApp, type TTestApp } from '../../test/app';
import { createTenant } from '../../test/factories/tenants';
import { createPlaceholder } from '../../test/factories/placeholders';
import { createQuestion } from '../../test/factories/questions';
import { createVersion } from '../../test/factories/versions';
import { requestAs } from '../../test/kits/access';
import { createAnswerVersion } from '../../test/factories/versions';
import { memberWith } from '../../test/kits/access';
import { createConversationCore } from './conversation-core';
import { createReactionText, employee, scriptedRanker } from '../../test/kits/core';

const ES = 2;
const DE = 3;
const PT = 4;

/** Texts saved on the Bot Reactions screen are what the bot says, per country with global fallback. */
describe('conversation core: customised bot reactions', () => {
  let t: TTestApp;
  let tenantId: number;
  let admin: string;
  const script = scriptedRanker();
  const core = (random?: () => number) =>
    createConversationCore({ db: t.db, ranker: script.ranker, ...(random ? { random } : {}) });
  const saveText = async (key: Parameters<typeof botReactionType>[0], countryId: number, text: string) => {
    const body = { botReactionId: botReactionType(key).id, countryId, text };
    const res = await requestAs(t, 'POST', '/api/BotReactions/', admin, tenantId, body);
    expect(res.statusCode).toBe(200);
  };
  const reply = async (countryCode: string, text: string, random?: () => number) =>
    (await core(random).handle(employee(tenantId, { countryCode }).says(text)))[0]!.text;

  beforeAll(async () => {
    t = await createTestApp();
    tenantId = (await createTenant(t.db, { countries: [ES, DE, PT], features: ['BotReactions'] })).id;
    admin = await memberWith(t, tenantId, [...PERMISSIONS]);
  });
  afterAll(() => t.close());

  it("sends the country's text for its case, the global text elsewhere, the default before either", async () => {
    expect(await reply('ES', 'blah blah')).toBe(botReactionType('noneIntent').defaultText);
    await saveText('noneIntent', ES, 'Perdona, no te he entendido.');
    expect(await reply('ES', 'blah blah')).toBe('Perdona, no te he entendido.');
    expect(await reply('DE', 'blah blah')).toBe(botReactionType('noneIntent').defaultText);
    await saveText('noneIntent', GLOBAL_COUNTRY_ID, 'Sorry, could you say that another way?');
    expect(await reply('DE', 'blah blah')).toBe('Sorry, could you say that another way?');
    expect(await reply('PT', 'blah blah')).toBe('Sorry, could you say that another way?');
    expect(await reply('ES', 'blah blah')).toBe('Perdona, no te he entendido.');
  });

  it('varies between the alternative texts given for a country', async () => {
    await saveText('welcome', DE, 'Hallo!\n---\nGuten Tag!');
    expect(await reply('DE', '/start', () => 0.1)).toBe('Hallo!');
    expect(await reply('DE', '/start', () => 0.9)).toBe('Guten Tag!');
    expect(await reply('ES', '/start', () => 0.9)).toBe(botReactionType('welcome').defaultText);
  });

  it("fills placeholders with the employee's country's values", async () => {
    const placeholder = await createPlaceholder(t.db, tenantId, { keyWord: 'helpdesk' });
    const value = (countryId: number, text: string) =>
      createVersion(t.db, tenantId, { kind: 'placeholder', itemId: placeholder.id, countryId, text });
    await value(GLOBAL_COUNTRY_ID, 'help@example.com');
    await value(ES, 'ayuda@example.es');
    await saveText('welcome', GLOBAL_COUNTRY_ID, 'Hi! Or write to {{ helpdesk }}.');
    expect(await reply('PT', '/start')).toBe('Hi! Or write to help@example.com.');
    expect(await reply('ES', '/start')).toBe('Hi! Or write to ayuda@example.es.');
  });

  it('answers "None of these" with its own text', async () => {
    const emp = employee(tenantId, { countryCode: 'ES' });
    const none = () => core().handle(emp.presses({ kind: 'none' }));
    expect(await none()).toEqual([{ text: botReactionType('noneOfThese').defaultText }]);
    await saveText('noneOfThese', ES, 'Vaya. ¿Puedes preguntarlo de otra forma?');
    expect(await none()).toEqual([{ text: 'Vaya. ¿Puedes preguntarlo de otra forma?' }]);
  });
});

/**
 * Where a country has no text of its own and there is no global template, the bot says the type's
 * default in the language the employee wrote in (else their country's), English for any other.
 */
describe("conversation core: the default reactions in the employee's language", () => {
  const US = 4;
  const BR = 6;
  const notUnderstood = BOT_REACTION_DEFAULTS.noneIntent;
  let t: TTestApp;
  let tenantId: number;
  const script = scriptedRanker();
  const core = () => createConversationCore({ db: t.db, ranker: script.ranker });
  const reply = async (countryCode: string, text: string) =>
    (await core().handle(employee(tenantId, { countryCode }).says(text)))[0]!.text;

  beforeAll(async () => {
    t = await createTestApp();
    tenantId = (await createTenant(t.db, { countries: [ES, DE, US, BR] })).id;
  });
  afterAll(() => t.close());

  it('answers Spanish with the Spanish default, German with the German one, and so on', async () => {
    expect(await reply('US', '¿Dónde puedo aparcar la bicicleta en la oficina?')).toBe(notUnderstood.es);
    expect(await reply('ES', 'Wo kann ich mein Fahrrad im Büro abstellen?')).toBe(notUnderstood.de);
    expect(await reply('BR', 'Onde posso estacionar a bicicleta no escritório?')).toBe(notUnderstood.pt);
    expect(await reply('US', 'Où puis-je garer mon vélo au bureau ?')).toBe(notUnderstood.fr);
    expect(await reply('DE', 'Dove posso parcheggiare la bici in ufficio?')).toBe(notUnderstood.it);
  });

  it('answers in English a language without defaults, or a message that tells none', async () => {
    const english = botReactionType('noneIntent').defaultText;
    expect(await reply('DE', 'Waar kan ik mijn fiets parkeren op kantoor?')).toBe(english);
    expect(await reply('ES', 'blah blah')).toBe(english);
    expect(await reply('ES', 'Where can I park my bike at the office?')).toBe(english);
  });

  it('thanks for a rating in the language of the rated message', async () => {
    const question = await createQuestion(t.db, tenantId, { text: 'Where is the canteen?' });
    await createAnswerVersion(t.db, tenantId, question.id, GLOBAL_COUNTRY_ID, { text: 'Floor 2.' });
    script.on(tenantId, '¿Dónde está el comedor?', [{ questionId: question.id, score: 0.95 }]);
    const emp = employee(tenantId, { countryCode: 'US' });
    const [answer] = await core().handle(emp.says('¿Dónde está el comedor?'));
    const [thanks] = await core().handle(emp.presses(answer!.buttons![0]!.value));
    expect(thanks!.text).toBe(BOT_REACTION_DEFAULTS.feedbackThanks.es);
  });

  it("uses the country's language when the message cannot tell, as its own welcome says it", async () => {
    await createReactionText(t.db, tenantId, 'welcome', BR, 'Olá! Em que posso ajudar você hoje?');
    expect(await reply('BR', 'blah blah')).toBe(notUnderstood.pt);
  });

  it("still says the country's own text, or the global template, before any default", async () => {
    await createReactionText(t.db, tenantId, 'noneIntent', DE, 'Das habe ich leider nicht verstanden.');
    expect(await reply('DE', '¿Dónde puedo aparcar la bicicleta en la oficina?')).toBe(
      'Das habe ich leider nicht verstanden.',
    );
    await createReactionText(t.db, tenantId, 'noneIntent', GLOBAL_COUNTRY_ID, 'Sorry, say that again?');
    expect(await reply('ES', '¿Dónde puedo aparcar la bicicleta en la oficina?')).toBe(
      'Sorry, say that again?',
    );
    expect(await reply('DE', 'Where can I park my bike at the office?')).toBe(
      'Das habe ich leider nicht verstanden.',
    );
  });
});

describe('conversation core: a Not helpful answer escalated', () => {
  let t: TTestApp;
  const script = scriptedRanker();
  const core = () => createConversationCore({ db: t.db, ranker: script.ranker });
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** The reply to each rating of an answer, for a tenant with these features. */
  async function ratingReplies(features: string[]) {
    const tenantId = (await createTenant(t.db, { countries: [ES], features })).id;
    const q = await createQuestion(t.db, tenantId, { text: 'Where is the canteen?' });
    await createAnswerVersion(t.db, tenantId, q.id, GLOBAL_COUNTRY_ID, { text: 'Floor 2.' });
    script.on(tenantId, 'canteen', [{ questionId: q.id, score: 0.95 }]);
    const replies = [];
    for (const rating of [1, -1]) {
      const emp = employee(tenantId, { countryCode: 'ES' });
      const [answer] = await core().handle(emp.says('canteen'));
      const button = answer!.buttons!.find((b) => b.value.kind === 'rate' && b.value.rating === rating)!;
      replies.push((await core().handle(emp.presses(button.value)))[0]!.text);
    }
    return replies;
  }

  it('says the answer went to the HR team, only for a Not helpful rating and where the tenant escalates', async () => {
    const thanks = botReactionType('feedbackThanks').defaultText;
    expect(await ratingReplies([])).toEqual([thanks, thanks]);
    expect(await ratingReplies(['EscalateNotSatisfactoryAnswer'])).toEqual([
      thanks,
      botReactionType('escalation').defaultText,
    ]);
  });
});
