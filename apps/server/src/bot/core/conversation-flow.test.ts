import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REASONS } from '@askhr/shared/bot/bot.constants';
import { DEFAULT_THRESHOLDS } from '@askhr/shared/bot/bot-decision';
import { botReactionType, NONE_OF_THESE_TITLE } from '@askhr/shared/bot-reactions/bot-reactions.constants';
import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import { createTestApp, type TTestApp } from '../../test/app';
import { createTenant } from '../../test/factories/tenants';
import { createQuestion } from '../../test/factories/questions';
import { createAnswerVersion } from '../../test/factories/versions';
import { findConfirmedExamples } from '../../modules/questions/confirmed-examples.repository';
import { createConversationCore } from './conversation-core';
import { botUserOf, createReactionText, employee, scriptedRanker, utterancesOf } from '../../test/kits/core';

const ES = 2;
const DE = 3;
const defaultText = (key: Parameters<typeof botReactionType>[0]) => botReactionType(key).defaultText;

const NONE_OF_THESE = { title: NONE_OF_THESE_TITLE, value: { kind: 'none' } };

describe('conversation core: understanding, choosing, rating, bot users', () => {
  let t: TTestApp;
  let tenantId: number;
  const script = scriptedRanker();
  let now = new Date('2030-01-01T10:00:00.000Z');

  beforeAll(async () => {
    t = await createTestApp();
    tenantId = (await createTenant(t.db, { countries: [ES, DE] })).id;
  });
  afterAll(() => t.close());

  const core = () => createConversationCore({ db: t.db, ranker: script.ranker, now: () => now });
  const logged = async (user: { channelUserId: string }) =>
    utterancesOf(t.db, (await botUserOf(t.db, tenantId, user.channelUserId))!.id);

  async function answered(text: string) {
    const q = await createQuestion(t.db, tenantId, { text: `${text}?` });
    await createAnswerVersion(t.db, tenantId, q.id, GLOBAL_COUNTRY_ID, { text: `Answer to ${text}.` });
    return q;
  }

  it('greets an empty or /start first message with the welcome reaction, without logging', async () => {
    await createReactionText(t.db, tenantId, 'welcome', ES, '¡Hola!');
    const emp = employee(tenantId, { countryCode: 'ES' });
    expect(await core().handle(emp.says(''))).toEqual([{ text: '¡Hola!' }]);
    expect(await core().handle(emp.says('/start'))).toEqual([{ text: '¡Hola!' }]);
    expect(await core().handle(employee(tenantId, { countryCode: 'DE' }).says('/start'))).toEqual([
      { text: defaultText('welcome') },
    ]);
    expect(await logged(emp.user)).toEqual([]);
  });

  it('gives None Intent without intents or when the message looks out of scope', async () => {
    const q = await answered('weak');
    script.on(tenantId, 'weak guess', [{ questionId: q.id, score: 0.02 }]);
    const emp = employee(tenantId);
    expect(await core().handle(emp.says('nothing known'))).toEqual([{ text: defaultText('noneIntent') }]);
    expect(await core().handle(emp.says('weak guess'))).toEqual([{ text: defaultText('noneIntent') }]);
    const rows = await logged(emp.user);
    expect(rows.map((r) => [r.reasonId, r.predictedQuestionId, r.returnedQuestionId])).toEqual([
      [REASONS.noneIntent, null, null],
      [REASONS.noneIntent, q.id, null],
    ]);
    expect(rows[1]!.confidence).toBeCloseTo(0.02);
  });

  it('answers the question clearly ahead with a hedge, its alternatives and the ratings', async () => {
    const q = await answered('hedged');
    const other = await answered('hedged other');
    // above the hedge and below a plain answer
    const score = (DEFAULT_THRESHOLDS.hedge + DEFAULT_THRESHOLDS.high) / 2;
    script.on(tenantId, 'hedged this', [
      { questionId: q.id, score },
      { questionId: other.id, score: 0.02 },
    ]);
    const emp = employee(tenantId);
    const [reply] = await core().handle(emp.says('hedged this'));
    const hedge = defaultText('hedge').replace('{question}', q.text);
    expect(reply!.text).toBe(`${hedge}\n\nAnswer to hedged.`);
    const utteranceId = expect.any(Number);
    expect(reply!.buttons!.map((b) => [b.title, b.value])).toEqual([
      [other.text, { kind: 'choose', questionId: other.id, utteranceId }],
      [NONE_OF_THESE.title, NONE_OF_THESE.value],
      ['Helpful', { kind: 'rate', utteranceId, rating: 1 }],
      ['Not helpful', { kind: 'rate', utteranceId, rating: -1 }],
    ]);
    // the alternative is what was meant: answered plainly, and learnt as an example of it
    const [chosen] = await core().handle(emp.presses(reply!.buttons![0]!.value));
    expect(chosen!.text).toBe('Answer to hedged other.');
    const rows = await logged(emp.user);
    expect(rows.map((r) => [r.reasonId, r.returnedQuestionId, r.hedged, r.text])).toEqual([
      [null, q.id, true, 'hedged this'],
      [null, other.id, false, other.text],
    ]);
    expect(rows[0]!.confidence).toBeCloseTo(score);
    const examples = await findConfirmedExamples(t.db, tenantId);
    expect(examples).toContainEqual(expect.objectContaining({ questionId: other.id, text: 'hedged this' }));
  });

  it('gives Low Confidence when one question is ahead but weak, and offers it', async () => {
    const q = await answered('maybe');
    script.on(tenantId, 'maybe this', [{ questionId: q.id, score: 0.3 }]);
    const emp = employee(tenantId);
    const [reply] = await core().handle(emp.says('maybe this'));
    expect(reply).toEqual({
      text: defaultText('lowConfidence'),
      buttons: [
        { title: q.text, value: { kind: 'choose', questionId: q.id, utteranceId: expect.any(Number) } },
        NONE_OF_THESE,
      ],
    });
    expect((await logged(emp.user))[0]).toMatchObject({
      reasonId: REASONS.lowConfidence,
      predictedQuestionId: q.id,
    });
  });

  it('gives Close Match with both questions, and a choice answers that question', async () => {
    const a = await answered('close a');
    const b = await answered('close b');
    script.on(tenantId, 'close one', [
      { questionId: a.id, score: 0.8 },
      { questionId: b.id, score: 0.75 },
    ]);
    const emp = employee(tenantId);
    const [reply] = await core().handle(emp.says('close one'));
    expect(reply).toEqual({
      text: defaultText('closeMatch'),
      buttons: [
        { title: a.text, value: { kind: 'choose', questionId: a.id, utteranceId: expect.any(Number) } },
        { title: b.text, value: { kind: 'choose', questionId: b.id, utteranceId: expect.any(Number) } },
        NONE_OF_THESE,
      ],
    });
    const [chosen] = await core().handle(emp.presses(reply!.buttons![1]!.value));
    expect(chosen!.text).toBe('Answer to close b.');
    const rows = await logged(emp.user);
    expect(rows.map((r) => [r.reasonId, r.returnedQuestionId, r.text])).toEqual([
      [REASONS.closeMatch, null, 'close one'],
      [null, b.id, b.text],
    ]);
    expect(rows[1]!.confidence).toBeNull();
  });

  it('offers up to three questions above the low threshold, and "None of these" is not understood', async () => {
    const ids = [];
    for (const name of ['one', 'two', 'three', 'four', 'five'])
      ids.push((await answered(`unsure ${name}`)).id);
    script.on(
      tenantId,
      'unsure which',
      ids.map((questionId, i) => ({ questionId, score: [0.5, 0.48, 0.45, 0.4, 0.2][i]! })),
    );
    const emp = employee(tenantId);
    const [reply] = await core().handle(emp.says('unsure which'));
    expect(reply!.buttons!.map((b) => b.value)).toEqual([
      ...ids
        .slice(0, 3)
        .map((questionId) => ({ kind: 'choose', questionId, utteranceId: expect.any(Number) })),
      NONE_OF_THESE.value,
    ]);
    const [none] = await core().handle(emp.presses(NONE_OF_THESE.value));
    expect(none).toEqual({ text: defaultText('noneOfThese') });
    const rows = await logged(emp.user);
    expect(rows.map((r) => [r.reasonId, r.predictedQuestionId, r.returnedQuestionId, r.text])).toEqual([
      [REASONS.closeMatch, ids[0], null, 'unsure which'],
      [REASONS.noneIntent, null, null, 'None of these'],
    ]);
  });

  it('takes the top intent when the second is far enough behind', async () => {
    const a = await answered('clear a');
    const b = await answered('clear b');
    script.on(tenantId, 'clear one', [
      { questionId: b.id, score: 0.5 },
      { questionId: a.id, score: 0.95 },
    ]);
    const [reply] = await core().handle(employee(tenantId).says('clear one'));
    expect(reply!.text).toBe('Answer to clear a.');
  });

  it('stores the rating of the bot user who got the answer and thanks them', async () => {
    await answered('rate me');
    const q = await answered('rate target');
    script.on(tenantId, 'rate target', [{ questionId: q.id, score: 0.95 }]);
    const emp = employee(tenantId, { countryCode: 'DE' });
    const [reply] = await core().handle(emp.says('rate target'));
    const notHelpful = reply!.buttons![1]!.value;
    // somebody else cannot rate it
    expect(await core().handle(employee(tenantId).presses({ ...notHelpful, rating: 1 }))).toEqual([]);
    expect((await logged(emp.user))[0]!.rating).toBeNull();
    await createReactionText(t.db, tenantId, 'feedbackThanks', DE, 'Danke!');
    expect(await core().handle(emp.presses(notHelpful))).toEqual([{ text: 'Danke!' }]);
    const rows = await logged(emp.user);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.rating).toBe(-1);
  });

  it('records first and last seen, and keeps the stored country and role when not given', async () => {
    const q = await answered('seen');
    script.on(tenantId, 'seen', [{ questionId: q.id, score: 0.9 }]);
    const emp = employee(tenantId, { countryCode: 'ES', roleId: 1, email: 'ana@acme.test', name: 'Ana' });
    const first = new Date('2030-02-01T09:00:00.000Z');
    now = first;
    await core().handle(emp.says('seen'));
    now = new Date('2030-02-03T09:00:00.000Z');
    await core().handle({
      ...emp.says('seen'),
      user: { ...emp.user, countryCode: undefined, roleId: undefined, email: undefined },
    });
    const user = await botUserOf(t.db, tenantId, emp.user.channelUserId);
    expect(user).toMatchObject({
      firstSeen: first,
      lastSeen: now,
      countryId: ES,
      roleId: 1,
      email: 'ana@acme.test',
      name: 'Ana',
    });
    expect((await logged(emp.user)).map((r) => [r.countryId, r.roleId])).toEqual([
      [ES, 1],
      [ES, 1],
    ]);
  });

  it('defaults a new bot user to Global and Team Member; an unknown country code counts as none', async () => {
    const emp = employee(tenantId, { countryCode: 'JP' });
    await core().handle(emp.says('who am I'));
    expect(await botUserOf(t.db, tenantId, emp.user.channelUserId)).toMatchObject({
      countryId: GLOBAL_COUNTRY_ID,
      roleId: 2,
      email: null,
    });
  });
});
