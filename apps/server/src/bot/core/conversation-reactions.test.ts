import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@askhr/shared/access/permissions';
import { botReactionType } from '@askhr/shared/bot/bot-reactions.constants';
import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import { createTestApp, type TTestApp } from '../../test/app';
import { createTenant } from '../../test/factories';
import { requestAs } from '../../test/knowledge-factories';
import { memberWith } from '../../modules/access/access-test-kit';
import { createConversationCore } from './conversation-core';
import { employee, scriptedRanker } from './core-test-kit';

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
});
