import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBotReactionValue } from '@askhr/shared/bot-reactions/bot-reactions.schemas';
import { BOT_REACTION_TYPES, botReactionType } from '@askhr/shared/bot-reactions/bot-reactions.constants';
import { BOT_REACTION_DEFAULTS } from '@askhr/shared/bot-reactions/bot-reactions.defaults';
import type { TValueHistoryEntry } from '@askhr/shared/versioned-values/versioned-values.schemas';
import { PERMISSIONS } from '@askhr/shared/access/permissions';
import { addMember, createUser } from '../../test/factories/users';
import { createTenant } from '../../test/factories/tenants';
import { createVersion } from '../../test/factories/versions';
import { requestAs } from '../../test/kits/access';
import { createTestApp, type TTestApp } from '../../test/app';
import { expectApiError, memberWith } from '../../test/kits/access';

const ES = 2;
const DE = 3;
const WELCOME = botReactionType('welcome').id;
const THANKS = botReactionType('feedbackThanks').id;

describe('bot reactions API', () => {
  let t: TTestApp;
  let acme: number;
  let other: number;
  let ADMIN: string;
  let READER: string;
  let EDITOR_ES: string;

  const as = (who: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    requestAs(t, method, url, who, acme, payload);
  const values = async (id: number, who = ADMIN) => {
    const res = await as(who, 'GET', `/api/BotReactions/${id}/values`);
    expect(res.statusCode).toBe(200);
    return res.json() as TBotReactionValue[];
  };
  const save = (who: string, body: unknown) => as(who, 'POST', '/api/BotReactions/', body);

  beforeAll(async () => {
    t = await createTestApp();
    acme = (await createTenant(t.db, { countries: [ES, DE], features: ['BotReactions'] })).id;
    other = (await createTenant(t.db, { countries: [ES], features: ['BotReactions'] })).id;
    ADMIN = await memberWith(t, acme, [...PERMISSIONS]);
    READER = await memberWith(t, acme, ['normal-user']);
    const editor = await createUser(t.db);
    await addMember(t.db, acme, editor.id, ['normal-user', 'edit-bot-reactions'], { countries: [ES] });
    EDITOR_ES = editor.email;
    await createVersion(t.db, acme, { kind: 'botReaction', itemId: WELCOME, countryId: 1, text: 'Hi there' });
  });
  afterAll(() => t.close());

  it('lists every reaction type with its title, description and default texts, and gets one', async () => {
    const res = await as(READER, 'GET', '/api/BotReactions/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(
      BOT_REACTION_TYPES.filter((type) => type.key !== 'escalation').map(
        ({ id, key, title, description, defaultText }) => ({
          id,
          key,
          title,
          description,
          defaultText,
          defaultTexts: BOT_REACTION_DEFAULTS[key],
        }),
      ),
    );
    expect((await as(READER, 'GET', `/api/BotReactions/${WELCOME}`)).json()).toMatchObject({
      key: 'welcome',
      defaultTexts: {
        es: expect.stringMatching(/^¡Hola!/),
        de: expect.stringMatching(/^Hallo!/),
        pt: expect.stringMatching(/^Olá!/),
        fr: expect.stringMatching(/^Bonjour/),
        it: expect.stringMatching(/^Ciao!/),
      },
    });
    expectApiError(await as(READER, 'GET', '/api/BotReactions/999'), 404, 'NOT_FOUND');
    expectApiError(await as(READER, 'GET', '/api/BotReactions/999/values'), 404, 'NOT_FOUND');
  });

  it('lists the texts per country, Global first, with the inherited global text', async () => {
    const cards = await values(WELCOME);
    expect(cards.map((c) => [c.countryId, c.text, c.new, c.hasGlobal])).toEqual([
      [1, 'Hi there', false, false],
      [DE, '', true, true],
      [ES, '', true, true],
    ]);
    const es = await as(ADMIN, 'GET', `/api/BotReactions/${WELCOME}/values?country=es`);
    expect((es.json() as TBotReactionValue[]).map((c) => c.countryId)).toEqual([ES]);
    expectApiError(
      await as(ADMIN, 'GET', `/api/BotReactions/${WELCOME}/values?country=FR`),
      404,
      'NOT_FOUND',
    );
  });

  it("refuses an empty text with 'Please add a response text.'", async () => {
    for (const text of ['', '   ']) {
      const res = await save(ADMIN, { botReactionId: WELCOME, countryId: ES, text });
      expectApiError(res, 400, 'VALIDATION');
      expect(res.json().error.fields).toEqual({ text: ['Please add a response text.'] });
    }
    expectApiError(await save(ADMIN, { botReactionId: 999, countryId: ES, text: 'x' }), 404, 'NOT_FOUND');
    expectApiError(await save(ADMIN, { botReactionId: WELCOME, countryId: 9, text: 'x' }), 400, 'VALIDATION');
  });

  it('saves, refuses a stale edit with 409, keeps history, removes and restores', async () => {
    const [first] = (await save(ADMIN, { botReactionId: THANKS, countryId: ES, text: 'Gracias' })).json();
    const update = { id: first.id, botReactionId: THANKS, countryId: ES, text: '¡Gracias!' };
    expect((await save(ADMIN, update)).statusCode).toBe(200);
    expectApiError(await save(ADMIN, { ...update, text: 'Stale' }), 409, 'CONFLICT');
    expect((await values(THANKS)).find((c) => c.countryId === ES)?.text).toBe('¡Gracias!');

    const removed = await as(ADMIN, 'DELETE', `/api/BotReactions/ES?botReactionId=${THANKS}`);
    expect(removed.json()).toEqual({ removed: 1 });
    const history = (
      await as(ADMIN, 'GET', `/api/BotReactions/${THANKS}/history`)
    ).json() as TValueHistoryEntry[];
    expect(history.map((h) => [h.text, h.change])).toEqual([
      ['¡Gracias!', 'removed'],
      ['Gracias', 'created'],
    ]);
    const restored = await as(ADMIN, 'POST', `/api/BotReactions/history/${history[1]!.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect((await values(THANKS)).find((c) => c.countryId === ES)?.text).toBe('Gracias');
  });

  it('lets edit only holders of edit-bot-reactions, where a role covers the country', async () => {
    expect((await values(WELCOME, READER)).some((c) => c.editable)).toBe(false);
    expectApiError(
      await save(READER, { botReactionId: WELCOME, countryId: ES, text: 'x' }),
      403,
      'FORBIDDEN',
    );
    const editable = (await values(WELCOME, EDITOR_ES)).filter((c) => c.editable);
    expect(editable.map((c) => c.countryId)).toEqual([ES]);
    expect((await save(EDITOR_ES, { botReactionId: WELCOME, countryId: ES, text: 'Hola' })).statusCode).toBe(
      200,
    );
    expectApiError(
      await save(EDITOR_ES, { botReactionId: WELCOME, countryId: DE, text: 'x' }),
      403,
      'FORBIDDEN',
    );
    expectApiError(
      await save(EDITOR_ES, { botReactionId: WELCOME, countryId: 1, text: 'x' }),
      403,
      'FORBIDDEN',
    );
    expectApiError(
      await as(EDITOR_ES, 'DELETE', `/api/BotReactions/DE?botReactionId=${WELCOME}`),
      403,
      'FORBIDDEN',
    );
  });

  it('has the escalation of Not helpful answers only where the tenant escalates them', async () => {
    const escalation = botReactionType('escalation').id;
    expectApiError(await as(ADMIN, 'GET', `/api/BotReactions/${escalation}/values`), 404, 'NOT_FOUND');
    const escalating = (
      await createTenant(t.db, {
        countries: [ES],
        features: ['BotReactions', 'EscalateNotSatisfactoryAnswer'],
      })
    ).id;
    const member = await memberWith(t, escalating, [...PERMISSIONS]);
    const list = await requestAs(t, 'GET', '/api/BotReactions/', member, escalating);
    expect((list.json() as { key: string }[]).map((type) => type.key)).toContain('escalation');
    const body = { botReactionId: escalation, countryId: ES, text: 'Lo he pasado a RR. HH.' };
    expect((await requestAs(t, 'POST', '/api/BotReactions/', member, escalating, body)).statusCode).toBe(200);
  });

  it('needs the BotReactions feature', async () => {
    const plain = (await createTenant(t.db, { countries: [ES] })).id;
    const member = await memberWith(t, plain, [...PERMISSIONS]);
    for (const url of ['/api/BotReactions/', `/api/BotReactions/${WELCOME}/values`])
      expectApiError(await requestAs(t, 'GET', url, member, plain), 403, 'FORBIDDEN');
  });

  it('gives a member of another tenant nothing of this one', async () => {
    const stranger = await memberWith(t, other, [...PERMISSIONS]);
    expectApiError(
      await requestAs(t, 'GET', `/api/BotReactions/${WELCOME}/values`, stranger, acme),
      403,
      'FORBIDDEN',
    );
    const own = await requestAs(t, 'GET', `/api/BotReactions/${WELCOME}/values`, stranger, other);
    expect((own.json() as TBotReactionValue[]).map((c) => [c.countryId, c.text])).toEqual([
      [1, ''],
      [ES, ''],
    ]);
    const history = await requestAs(t, 'GET', `/api/BotReactions/${WELCOME}/history`, stranger, other);
    expect(history.json()).toEqual([]);
    const acmeVersion = (
      await as(ADMIN, 'GET', `/api/BotReactions/${WELCOME}/history`)
    ).json() as TValueHistoryEntry[];
    const restore = `/api/BotReactions/history/${acmeVersion[0]!.id}/restore`;
    expectApiError(await requestAs(t, 'POST', restore, stranger, other), 404, 'NOT_FOUND');
    await requestAs(t, 'DELETE', `/api/BotReactions/ES?botReactionId=${WELCOME}`, stranger, other);
    expect((await values(WELCOME)).find((c) => c.countryId === ES)?.text).toBe('Hola');
  });
});
