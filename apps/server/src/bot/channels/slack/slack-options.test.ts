import { describe, expect, it } from 'vitest';
import { REASONS } from '@askhr/shared/bot/bot.constants';
import { botReactionType, NONE_OF_THESE_TITLE } from '@askhr/shared/bot-reactions/bot-reactions.constants';
import { lastUtteranceOf, offeredButtons, useUnsureBot } from '../../../test/kits/core';
import { installSlack } from '../../../test/kits/push-delivery';
import { parseButtonValue } from './slack-messages';
import { blocksOf, buttonsOf, startSlackTestApp } from '../../../test/kits/slack';

const defaultText = (key: Parameters<typeof botReactionType>[0]) => botReactionType(key).defaultText;

describe('Slack: the questions offered when the bot is unsure, through the real core', () => {
  const bot = useUnsureBot('vacation stuff', async (db, tenantId, core) => {
    await installSlack(db, tenantId, 'xoxb-opt', 'TOPT');
    return startSlackTestApp(db, core, 'TOPT');
  });

  it('offers the three questions and "None of these" as buttons whose values parse back', async () => {
    const [offer] = await bot.channel.ask('U-look', 'vacation stuff');
    expect(offer!.params.text).toBe(defaultText('closeMatch'));
    const buttons = buttonsOf(offer!);
    const shown = buttons.map((b) => ({ title: b.text.text, value: parseButtonValue(b.value) }));
    expect(shown).toEqual(offeredButtons(bot.questions));
    expect(new Set(buttons.map((b) => b.action_id)).size).toBe(4);
  });

  it('answers the question pressed, logs it as chosen without a confidence, and shows the choice', async () => {
    const [offer] = await bot.channel.ask('U-pick', 'vacation stuff');
    const chosen = bot.questions[1]!;
    const button = buttonsOf(offer!).find((b) => b.text.text === chosen.text)!;
    const [answer] = await bot.channel.press('U-pick', offer!, button);
    expect(answer!.params.text).toBe(chosen.answer);
    expect(buttonsOf(answer!).map((b) => parseButtonValue(b.value)?.kind)).toEqual(['rate', 'rate']);
    expect(await lastUtteranceOf(bot.database.db, bot.tenantId, 'U-pick')).toMatchObject({
      text: chosen.text,
      predictedQuestionId: chosen.id,
      confidence: null,
      reasonId: null,
      returnedQuestionId: chosen.id,
      answerText: chosen.answer,
      channel: 'slack',
    });
    // the offer keeps its text, and its buttons give way to the question chosen
    const update = bot.channel.updates().at(-1)!;
    expect(update.params).toMatchObject({ channel: 'D999', ts: '1.0', text: defaultText('closeMatch') });
    expect(blocksOf(update)).toEqual([
      blocksOf(offer!)[0],
      { type: 'context', elements: [{ type: 'plain_text', text: `✓ ${chosen.text}` }] },
    ]);
  });

  it('logs "None of these" as not understood and answers it in its own words', async () => {
    const [offer] = await bot.channel.ask('U-none', 'vacation stuff');
    const none = buttonsOf(offer!).at(-1)!;
    const [reply] = await bot.channel.press('U-none', offer!, none);
    expect(reply!.params).toMatchObject({ text: defaultText('noneOfThese') });
    expect(reply!.params.blocks).toBeUndefined();
    expect(await lastUtteranceOf(bot.database.db, bot.tenantId, 'U-none')).toMatchObject({
      text: NONE_OF_THESE_TITLE,
      predictedQuestionId: null,
      confidence: null,
      reasonId: REASONS.noneIntent,
      returnedQuestionId: null,
    });
  });
});
