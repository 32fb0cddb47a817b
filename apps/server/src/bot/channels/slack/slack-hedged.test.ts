import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REASONS } from '@askhr/shared/bot/bot.constants';
import { botReactionType, HEDGE_QUESTION_TOKEN } from '@askhr/shared/bot-reactions/bot-reactions.constants';
import {
  confirmedExamplesOf,
  createAnsweredQuestion,
  examplesLearntFrom,
  hedgedButtonsAfterTheFirst,
  hedgedCore,
  lastUtteranceOf,
  ratingButtons,
  utteranceById,
} from '../../../test/kits/core';
import { installSlack } from '../../../test/kits/push-delivery';
import { parseButtonValue } from './slack-messages';
import {
  blocksOf,
  buttonPress,
  buttonsOf,
  startSlackTestApp,
  type TFakeSlackCall,
} from '../../../test/kits/slack';

const defaultText = (key: Parameters<typeof botReactionType>[0]) => botReactionType(key).defaultText;

describe('Slack: an answer given with a hedge, through the real core', () => {
  const ctx = hedgedCore('overtime maybe');
  let slack: Awaited<ReturnType<typeof startSlackTestApp>>;

  beforeAll(async () => {
    await installSlack(ctx.db, ctx.tenantId, 'xoxb-hedge', 'THEDGE');
    await installSlack(ctx.db, ctx.otherId, 'xoxb-other', 'TOTHER');
    slack = await startSlackTestApp(ctx.db, ctx.core, 'THEDGE');
  });
  afterAll(() => slack.close());

  const shown = (posted: TFakeSlackCall) =>
    buttonsOf(posted).map((b) => ({ title: b.text.text, value: parseButtonValue(b.value) }));
  /** the hedged answer the tenant's `user` gets, and the id of its logged utterance */
  async function hedged(user: string) {
    const [posted] = await slack.ask(user, 'overtime maybe');
    const utteranceId = (await lastUtteranceOf(ctx.db, ctx.tenantId, user))!.id;
    return { posted: posted!, utteranceId };
  }

  it('says the hedge line, a blank line and the answer, escaped, then alternatives, "None of these" and ratings', async () => {
    const { posted, utteranceId } = await hedged('U-look');
    const hedge = defaultText('hedge').replace(
      HEDGE_QUESTION_TOKEN,
      'Who approves &lt;overtime&gt; &amp; extra hours?',
    );
    const text = `${hedge}\n\nYour manager does.`;
    expect(posted.params.text).toBe(text);
    expect(blocksOf(posted)[0]).toEqual({ type: 'section', text: { type: 'mrkdwn', text } });
    expect(blocksOf(posted).map((b) => b.type)).toEqual(['section', 'actions']);
    const [long, ...rest] = shown(posted);
    // Slack refuses a button text past 75 characters: the long question is cut, its value whole
    expect(long!.title.length).toBeLessThanOrEqual(75);
    expect(long!.title).toMatch(/^Can I carry over unused vacation days .*…$/);
    expect(long!.value).toEqual({ kind: 'choose', questionId: ctx.carryOver.id, utteranceId });
    expect(rest).toEqual(hedgedButtonsAfterTheFirst(ctx.request, utteranceId));
    expect(await lastUtteranceOf(ctx.db, ctx.tenantId, 'U-look')).toMatchObject({
      reasonId: null,
      returnedQuestionId: ctx.top.id,
      hedged: true,
      channel: 'slack',
    });
  });

  it('answers the alternative pressed, with its own ratings, and shows the choice in place of the buttons', async () => {
    const { posted } = await hedged('U-alt');
    const [answer] = await slack.press('U-alt', posted, buttonsOf(posted)[0]!);
    expect(answer!.params.text).toBe(ctx.carryOver.answer);
    const chosen = (await lastUtteranceOf(ctx.db, ctx.tenantId, 'U-alt'))!;
    expect(shown(answer!)).toEqual(ratingButtons(chosen.id));
    expect(chosen).toMatchObject({
      text: ctx.carryOver.text,
      returnedQuestionId: ctx.carryOver.id,
      hedged: false,
    });
    // the hedged answer keeps its text; its buttons give way to the (cut) title of the one pressed
    expect(blocksOf(slack.updates().at(-1)!)).toEqual([
      blocksOf(posted)[0],
      { type: 'context', elements: [{ type: 'plain_text', text: `✓ ${buttonsOf(posted)[0]!.text.text}` }] },
    ]);
    // the utterance id travelled with the press: the message became an example of the question chosen
    const examples = await confirmedExamplesOf(ctx.db, ctx.tenantId);
    expect(examples).toContainEqual({ questionId: ctx.carryOver.id, text: 'overtime maybe' });
  });

  it('says the noneOfThese reaction to "None of these"', async () => {
    const { posted } = await hedged('U-none');
    const none = buttonsOf(posted).find((b) => b.text.text === 'None of these')!;
    const [reply] = await slack.press('U-none', posted, none);
    expect(reply!.params).toMatchObject({ text: defaultText('noneOfThese') });
    expect(reply!.params.blocks).toBeUndefined();
    expect(await lastUtteranceOf(ctx.db, ctx.tenantId, 'U-none')).toMatchObject({
      reasonId: REASONS.noneIntent,
      returnedQuestionId: null,
    });
  });

  it('stores a rating of the hedged answer and thanks for it', async () => {
    const { posted, utteranceId } = await hedged('U-rate');
    const notHelpful = buttonsOf(posted).find((b) => b.text.text === 'Not helpful')!;
    const [thanks] = await slack.press('U-rate', posted, notHelpful);
    expect(thanks!.params.text).toBe(defaultText('feedbackThanks'));
    expect(await utteranceById(ctx.db, utteranceId)).toMatchObject({ rating: -1, hedged: true });
  });

  it("gets nothing of another tenant's utterance named in a choose or rate value", async () => {
    const { utteranceId } = await hedged('U-own');
    const payday = await createAnsweredQuestion(ctx.db, ctx.otherId, 'When is payday?', 'On the 25th.');
    const forged = (value: Record<string, unknown>) =>
      slack.interact(buttonPress('TOTHER', value, 'U-foreign'));
    // its own question is answered, and the other tenant's message teaches it nothing
    const [own] = await forged({ kind: 'choose', questionId: payday.id, utteranceId });
    expect(own!.params.text).toBe(payday.answer);
    // the other tenant's question is not one of its own: not understood, its answer never said
    const [theirs] = await forged({ kind: 'choose', questionId: ctx.top.id, utteranceId });
    expect(theirs!.params.text).toBe(defaultText('noneIntent'));
    // rating the other tenant's message stores nothing and says nothing
    expect(await forged({ kind: 'rate', utteranceId, rating: -1 })).toEqual([]);
    expect(await utteranceById(ctx.db, utteranceId)).toMatchObject({
      customerId: ctx.tenantId,
      rating: null,
    });
    const learnt = await examplesLearntFrom(ctx.db, utteranceId);
    expect(learnt).toEqual([]);
    expect([own!.token, theirs!.token]).toEqual(['xoxb-other', 'xoxb-other']);
  });
});
