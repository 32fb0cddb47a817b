import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REASONS } from '@askhr/shared/bot/bot.constants';
import { botReactionType } from '@askhr/shared/bot-reactions/bot-reactions.constants';
import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import { saveVersions } from '../../modules/versioned-values/versioned-values.service';
import { createTestApp, type TTestApp } from '../../test/app';
import { createTenant } from '../../test/factories/tenants';
import { createUser } from '../../test/factories/users';
import { createPlaceholder } from '../../test/factories/placeholders';
import { createQuestion } from '../../test/factories/questions';
import { createVersion } from '../../test/factories/versions';
import { createAnswerVersion } from '../../test/factories/versions';
import { createConversationCore } from './conversation-core';
import { botUserOf, createReactionText, employee, scriptedRanker, utterancesOf } from '../../test/kits/core';

const ES = 2;
const DE = 3;
const US = 4;
const DAY = 86_400_000;
const defaultText = (key: Parameters<typeof botReactionType>[0]) => botReactionType(key).defaultText;

describe('conversation core: answers and the reasons there is none', () => {
  let t: TTestApp;
  let tenantId: number;
  const script = scriptedRanker();

  beforeAll(async () => {
    t = await createTestApp();
    tenantId = (await createTenant(t.db, { countries: [ES, DE, US] })).id;
  });
  afterAll(() => t.close());

  const core = (now?: () => Date) => createConversationCore({ db: t.db, ranker: script.ranker, now });

  /** A question the model recognises surely from `text`. */
  async function known(text: string, opts: Parameters<typeof createQuestion>[2] = {}) {
    const q = await createQuestion(t.db, tenantId, { text: `${text}?`, ...opts });
    script.on(tenantId, text, [{ questionId: q.id, score: 0.9 }]);
    return q;
  }

  async function loggedOf(user: { channelUserId: string }) {
    const botUser = await botUserOf(t.db, tenantId, user.channelUserId);
    return utterancesOf(t.db, botUser!.id);
  }

  it("answers with the country's own version over the global one, with rating buttons", async () => {
    const q = await known('holidays override');
    await createAnswerVersion(t.db, tenantId, q.id, GLOBAL_COUNTRY_ID, { text: 'Global days.' });
    await createAnswerVersion(t.db, tenantId, q.id, ES, { text: 'Spanish days.' });
    const emp = employee(tenantId, { countryCode: 'ES', roleId: 2 });
    const [reply] = await core().handle(emp.says('holidays override'));
    expect(reply!.text).toBe('Spanish days.');
    const [row] = await loggedOf(emp.user);
    expect(row).toMatchObject({
      reasonId: null,
      predictedQuestionId: q.id,
      returnedQuestionId: q.id,
      answerText: 'Spanish days.',
      countryId: ES,
      roleId: 2,
      channel: 'directline',
      inSubscription: true,
      rating: null,
      reviewStateId: 1,
      text: 'holidays override',
    });
    expect(row!.confidence).toBeCloseTo(0.9);
    expect(reply!.buttons).toEqual([
      { title: 'Helpful', value: { kind: 'rate', utteranceId: row!.id, rating: 1 } },
      { title: 'Not helpful', value: { kind: 'rate', utteranceId: row!.id, rating: -1 } },
    ]);
  });

  it('answers a country without its own version with the inherited global one', async () => {
    const q = await known('holidays inherited');
    await createAnswerVersion(t.db, tenantId, q.id, GLOBAL_COUNTRY_ID, { text: 'Global days.' });
    const [reply] = await core().handle(employee(tenantId, { countryCode: 'DE' }).says('holidays inherited'));
    expect(reply!.text).toBe('Global days.');
  });

  it('gives Disabled Question when the global answer is inactive and no country has one', async () => {
    const q = await known('inactive global');
    await createAnswerVersion(t.db, tenantId, q.id, GLOBAL_COUNTRY_ID, { active: false });
    const emp = employee(tenantId, { countryCode: 'DE' });
    const [reply] = await core().handle(emp.says('inactive global'));
    expect(reply).toEqual({ text: defaultText('disabledQuestion') });
    expect((await loggedOf(emp.user))[0]).toMatchObject({
      reasonId: REASONS.disabledQuestion,
      returnedQuestionId: q.id,
      answerText: defaultText('disabledQuestion'),
    });
  });

  it('gives Inapplicable for Country when only other countries have an answer', async () => {
    const q = await known('spain only');
    await createAnswerVersion(t.db, tenantId, q.id, GLOBAL_COUNTRY_ID, { active: false });
    await createAnswerVersion(t.db, tenantId, q.id, ES, { text: 'Only in Spain.' });
    await createReactionText(t.db, tenantId, 'inapplicableForCountry', GLOBAL_COUNTRY_ID, 'Not here.');
    const emp = employee(tenantId, { countryCode: 'US' });
    const [reply] = await core().handle(emp.says('spain only'));
    expect(reply).toEqual({ text: 'Not here.' });
    expect((await loggedOf(emp.user))[0]!.reasonId).toBe(REASONS.inapplicableForCountry);
  });

  it('refuses a manager-only question to a Team Member and answers a People Manager', async () => {
    const q = await known('team salaries', { managerOnly: true });
    await createAnswerVersion(t.db, tenantId, q.id, GLOBAL_COUNTRY_ID, { text: 'Salary bands.' });
    const member = employee(tenantId, { countryCode: 'ES', roleId: 2 });
    expect(await core().handle(member.says('team salaries'))).toEqual([{ text: defaultText('managerOnly') }]);
    expect((await loggedOf(member.user))[0]!.reasonId).toBe(REASONS.managerOnly);
    const manager = employee(tenantId, { countryCode: 'ES', roleId: 1 });
    const [reply] = await core().handle(manager.says('team salaries'));
    expect(reply!.text).toBe('Salary bands.');
    expect((await loggedOf(manager.user))[0]).toMatchObject({ reasonId: null, roleId: 1 });
  });

  it('gives Not In Subscription with the country reaction text', async () => {
    const q = await known('premium topic', { inSubscription: false });
    await createAnswerVersion(t.db, tenantId, q.id, GLOBAL_COUNTRY_ID);
    await createReactionText(t.db, tenantId, 'notInSubscription', ES, 'No está incluido.');
    const emp = employee(tenantId, { countryCode: 'ES' });
    expect(await core().handle(emp.says('premium topic'))).toEqual([{ text: 'No está incluido.' }]);
    expect((await loggedOf(emp.user))[0]).toMatchObject({
      reasonId: REASONS.notInSubscription,
      inSubscription: false,
    });
  });

  it('answers with the scheduled version only from its date on (asOf and the clock)', async () => {
    const q = await known('scheduled change');
    await createAnswerVersion(t.db, tenantId, q.id, GLOBAL_COUNTRY_ID, { text: 'Old rule.' });
    await createAnswerVersion(t.db, tenantId, q.id, GLOBAL_COUNTRY_ID, {
      text: 'New rule.',
      daysFromNow: 5,
    });
    const emp = employee(tenantId, { countryCode: 'DE' });
    const text = async (c: ReturnType<typeof core>, asOf?: Date) =>
      (await c.handle(emp.says('scheduled change', asOf ? { asOf } : {})))[0]!.text;
    expect(await text(core())).toBe('Old rule.');
    expect(await text(core(), new Date(Date.now() + 4 * DAY))).toBe('Old rule.');
    expect(await text(core(), new Date(Date.now() + 6 * DAY))).toBe('New rule.');
    // the same core instance, its clock moved past the date: no restart, no stale cache
    let now = new Date();
    const moving = core(() => now);
    expect(await text(moving)).toBe('Old rule.');
    now = new Date(Date.now() + 6 * DAY);
    expect(await text(moving)).toBe('New rule.');
  });

  it('answers Germany from the global template after its own answer was switched off, though a version was scheduled', async () => {
    const q = await known('vacation germany');
    const user = await createUser(t.db, { name: 'HR Admin' });
    const save = (item: Omit<Parameters<typeof saveVersions>[3][number], 'itemId'>, now: string) =>
      saveVersions(
        t.db,
        tenantId,
        'answer',
        [{ itemId: q.id, ...item }],
        { userId: user.id, name: user.name },
        new Date(now),
      );
    await save(
      { countryId: GLOBAL_COUNTRY_ID, text: 'Global vacation.', active: true },
      '2026-11-02T09:00:00Z',
    );
    const [own] = await save(
      { countryId: DE, text: 'German vacation.', active: true },
      '2026-11-02T09:00:00Z',
    );
    await save(
      {
        countryId: DE,
        text: 'German vacation from 2027.',
        active: true,
        validFrom: '2027-01-15T08:00:00.000Z',
      },
      '2026-11-10T09:00:00Z',
    );
    await save(
      { id: own!.id, countryId: DE, text: 'German vacation.', active: false },
      '2026-11-20T09:00:00Z',
    );
    const testedAt = new Date('2027-01-20T09:00:00Z');
    const emp = employee(tenantId, { countryCode: 'DE' });
    expect((await core().handle(emp.says('vacation germany', { asOf: testedAt })))[0]!.text).toBe(
      'Global vacation.',
    );
    expect((await core(() => testedAt).handle(emp.says('vacation germany')))[0]!.text).toBe(
      'Global vacation.',
    );
  });

  it("fills placeholders with the country's value, the global one, or @keyword", async () => {
    const q = await known('placeholders');
    const phone = await createPlaceholder(t.db, tenantId, { keyWord: 'hrPhone' });
    const mail = await createPlaceholder(t.db, tenantId, { keyWord: 'hrMail' });
    await createVersion(t.db, tenantId, {
      kind: 'placeholder',
      itemId: phone.id,
      countryId: ES,
      text: '+34 1',
    });
    await createVersion(t.db, tenantId, {
      kind: 'placeholder',
      itemId: mail.id,
      countryId: GLOBAL_COUNTRY_ID,
      text: 'hr@acme.test',
    });
    await createAnswerVersion(t.db, tenantId, q.id, GLOBAL_COUNTRY_ID, {
      text: 'Call {{hrPhone}}, write {{ hrMail }}, see {{nowhere}}.',
    });
    const [es] = await core().handle(employee(tenantId, { countryCode: 'ES' }).says('placeholders'));
    expect(es!.text).toBe('Call +34 1, write hr@acme.test, see @nowhere.');
    const [de] = await core().handle(employee(tenantId, { countryCode: 'DE' }).says('placeholders'));
    expect(de!.text).toBe('Call @hrPhone, write hr@acme.test, see @nowhere.');
  });

  it("never answers another tenant's question id returned by the ranker (Orphan Intent)", async () => {
    const other = (await createTenant(t.db, { countries: [ES] })).id;
    const foreign = await createQuestion(t.db, other, { text: 'Foreign secret?' });
    await createAnswerVersion(t.db, other, foreign.id, GLOBAL_COUNTRY_ID, { text: 'Secret answer.' });
    script.on(tenantId, 'foreign', [{ questionId: foreign.id, score: 0.99 }]);
    const emp = employee(tenantId, { countryCode: 'ES' });
    const replies = await core().handle(emp.says('foreign'));
    expect(replies).toEqual([{ text: defaultText('noneIntent') }]);
    expect((await loggedOf(emp.user))[0]).toMatchObject({
      reasonId: REASONS.orphanIntent,
      predictedQuestionId: null,
      returnedQuestionId: null,
    });
    // nor through a forged choice button
    const forged = await core().handle(emp.presses({ kind: 'choose', questionId: foreign.id }));
    expect(forged).toEqual([{ text: defaultText('noneIntent') }]);
  });
});
