import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REASONS } from '@askhr/shared/bot/bot.constants';
import { botReactionType, HEDGE_QUESTION_TOKEN } from '@askhr/shared/bot-reactions/bot-reactions.constants';
import { upsertSettings } from '../../../modules/settings/settings.repository';
import {
  confirmedExamplesOf,
  createAnsweredQuestion,
  examplesLearntFrom,
  hedgedButtonsAfterTheFirst,
  hedgedCore,
  lastUtteranceOf,
  LONG_QUESTION,
  ratingButtons,
  utteranceById,
} from '../../../test/kits/core';
import { cardButtons, startTeamsTestApp, type TSentActivity } from '../../../test/kits/botframework';

const defaultText = (key: Parameters<typeof botReactionType>[0]) => botReactionType(key).defaultText;
/** Teams shows no more buttons than this on a hero card */
const TEAMS_MAX_CARD_BUTTONS = 6;

describe('Teams: an answer given with a hedge, through the real core', () => {
  const ctx = hedgedCore('overtime maybe');
  let teams: Awaited<ReturnType<typeof startTeamsTestApp>>;

  beforeAll(async () => {
    await upsertSettings(ctx.db, ctx.tenantId, [{ key: 'TeamsTenantId', value: 'entra-hedge' }]);
    await upsertSettings(ctx.db, ctx.otherId, [{ key: 'TeamsTenantId', value: 'entra-other' }]);
    teams = await startTeamsTestApp(ctx.db, ctx.core, 'entra-hedge');
  });
  afterAll(() => teams.close());

  const shown = (activity: TSentActivity) =>
    cardButtons(activity).map((b) => ({ title: b.title, value: b.value }));
  const titled = (activity: TSentActivity, title: string) =>
    cardButtons(activity).find((b) => b.title === title)!;
  /** the hedged answer the tenant's `user` gets, and the id of its logged utterance */
  async function hedged(user: string) {
    const [sent] = await teams.send(user, { text: 'overtime maybe' });
    const utteranceId = (await lastUtteranceOf(ctx.db, ctx.tenantId, `aad-${user}`))!.id;
    return { sent: sent!, utteranceId };
  }

  it('says the hedge line, a blank line and the answer in Markdown, then a card of alternatives, "None of these" and ratings', async () => {
    const { sent, utteranceId } = await hedged('look');
    const hedge = defaultText('hedge').replace(
      HEDGE_QUESTION_TOKEN,
      'Who approves &lt;overtime> & extra hours?',
    );
    expect(sent).toMatchObject({ text: `${hedge}\n\nYour manager does.`, textFormat: 'markdown' });
    expect(sent.attachments?.map((a) => a.contentType)).toEqual(['application/vnd.microsoft.card.hero']);
    expect(shown(sent)).toEqual([
      { title: LONG_QUESTION, value: { kind: 'choose', questionId: ctx.carryOver.id, utteranceId } },
      ...hedgedButtonsAfterTheFirst(ctx.request, utteranceId),
    ]);
    expect(cardButtons(sent).length).toBeLessThanOrEqual(TEAMS_MAX_CARD_BUTTONS);
    // Teams shows displayText as the employee's message once pressed: the whole question
    for (const button of cardButtons(sent))
      expect(button).toMatchObject({ type: 'messageBack', displayText: button.title });
    expect(await lastUtteranceOf(ctx.db, ctx.tenantId, 'aad-look')).toMatchObject({
      reasonId: null,
      returnedQuestionId: ctx.top.id,
      hedged: true,
      channel: 'msteams',
    });
  });

  it('answers the alternative pressed, with its own ratings, and learns what was meant', async () => {
    const { sent } = await hedged('alt');
    const [answer] = await teams.press('alt', titled(sent, LONG_QUESTION));
    expect(answer!.text).toBe(ctx.carryOver.answer);
    const chosen = (await lastUtteranceOf(ctx.db, ctx.tenantId, 'aad-alt'))!;
    expect(shown(answer!)).toEqual(ratingButtons(chosen.id));
    expect(chosen).toMatchObject({
      text: ctx.carryOver.text,
      returnedQuestionId: ctx.carryOver.id,
      hedged: false,
    });
    // the utterance id travelled with the press: the message became an example of the question chosen
    const examples = await confirmedExamplesOf(ctx.db, ctx.tenantId);
    expect(examples).toContainEqual({ questionId: ctx.carryOver.id, text: 'overtime maybe' });
  });

  it('says the noneOfThese reaction to "None of these"', async () => {
    const { sent } = await hedged('none');
    const replies = await teams.press('none', titled(sent, 'None of these'));
    expect(replies).toEqual([expect.objectContaining({ text: defaultText('noneOfThese') })]);
    expect(replies[0]!.attachments ?? []).toEqual([]);
    expect(await lastUtteranceOf(ctx.db, ctx.tenantId, 'aad-none')).toMatchObject({
      reasonId: REASONS.noneIntent,
      returnedQuestionId: null,
    });
  });

  it('stores a rating of the hedged answer and thanks for it', async () => {
    const { sent, utteranceId } = await hedged('rate');
    const [thanks] = await teams.press('rate', titled(sent, 'Not helpful'));
    expect(thanks!.text).toBe(defaultText('feedbackThanks'));
    expect(await utteranceById(ctx.db, utteranceId)).toMatchObject({ rating: -1, hedged: true });
  });

  it("gets nothing of another tenant's utterance named in a choose or rate value", async () => {
    const { utteranceId } = await hedged('own');
    const payday = await createAnsweredQuestion(ctx.db, ctx.otherId, 'When is payday?', 'On the 25th.');
    const forged = (value: Record<string, unknown>) => teams.send('foreign', { value }, 'entra-other');
    // its own question is answered, and the other tenant's message teaches it nothing
    const [own] = await forged({ kind: 'choose', questionId: payday.id, utteranceId });
    expect(own!.text).toBe(payday.answer);
    // the other tenant's question is not one of its own: not understood, its answer never said
    const [theirs] = await forged({ kind: 'choose', questionId: ctx.top.id, utteranceId });
    expect(theirs!.text).toBe(defaultText('noneIntent'));
    // rating the other tenant's message stores nothing and says nothing
    expect(await forged({ kind: 'rate', utteranceId, rating: -1 })).toEqual([]);
    expect(await utteranceById(ctx.db, utteranceId)).toMatchObject({
      customerId: ctx.tenantId,
      rating: null,
    });
    const learnt = await examplesLearntFrom(ctx.db, utteranceId);
    expect(learnt).toEqual([]);
    expect(await lastUtteranceOf(ctx.db, ctx.otherId, 'aad-foreign')).toMatchObject({
      customerId: ctx.otherId,
      reasonId: REASONS.orphanIntent,
    });
  });
});
