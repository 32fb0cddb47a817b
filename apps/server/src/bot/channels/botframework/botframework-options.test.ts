import { describe, expect, it } from 'vitest';
import { REASONS } from '@askhr/shared/bot/bot.constants';
import { botReactionType, NONE_OF_THESE_TITLE } from '@askhr/shared/bot-reactions/bot-reactions.constants';
import { upsertSettings } from '../../../modules/settings/settings.repository';
import { lastUtteranceOf, offeredButtons, useUnsureBot } from '../../../test/kits/core';
import { cardButtons, startTeamsTestApp } from '../../../test/kits/botframework';

const defaultText = (key: Parameters<typeof botReactionType>[0]) => botReactionType(key).defaultText;

describe('Teams: the questions offered when the bot is unsure, through the real core', () => {
  const bot = useUnsureBot('vacation stuff', async (db, tenantId, core) => {
    await upsertSettings(db, tenantId, [{ key: 'TeamsTenantId', value: 'entra-opt' }]);
    return startTeamsTestApp(db, core, 'entra-opt');
  });

  it('offers the three questions and "None of these" as messageBack buttons of a hero card', async () => {
    const [offer] = await bot.channel.send('look', { text: 'vacation stuff' });
    expect(offer!.text).toBe(defaultText('closeMatch'));
    expect(offer!.attachments?.[0]?.contentType).toBe('application/vnd.microsoft.card.hero');
    const buttons = cardButtons(offer!);
    expect(buttons.map((b) => ({ title: b.title, value: b.value }))).toEqual(offeredButtons(bot.questions));
    // Teams shows displayText as the employee's message once pressed: the whole question
    for (const button of buttons)
      expect(button).toMatchObject({ type: 'messageBack', displayText: button.title });
  });

  it('answers the question pressed and logs it as chosen without a confidence', async () => {
    const [offer] = await bot.channel.send('pick', { text: 'vacation stuff' });
    const chosen = bot.questions[2]!;
    const [answer] = await bot.channel.press(
      'pick',
      cardButtons(offer!).find((b) => b.title === chosen.text)!,
    );
    expect(answer!.text).toBe(chosen.answer);
    expect(cardButtons(answer!).map((b) => b.value?.kind)).toEqual(['rate', 'rate']);
    expect(await lastUtteranceOf(bot.database.db, bot.tenantId, 'aad-pick')).toMatchObject({
      text: chosen.text,
      predictedQuestionId: chosen.id,
      confidence: null,
      reasonId: null,
      returnedQuestionId: chosen.id,
      answerText: chosen.answer,
      channel: 'msteams',
    });
  });

  it('logs "None of these" as not understood and answers it in its own words', async () => {
    const [offer] = await bot.channel.send('none', { text: 'vacation stuff' });
    const replies = await bot.channel.press('none', cardButtons(offer!).at(-1)!);
    expect(replies).toEqual([expect.objectContaining({ text: defaultText('noneOfThese') })]);
    expect(replies[0]!.attachments ?? []).toEqual([]);
    expect(await lastUtteranceOf(bot.database.db, bot.tenantId, 'aad-none')).toMatchObject({
      text: NONE_OF_THESE_TITLE,
      predictedQuestionId: null,
      confidence: null,
      reasonId: REASONS.noneIntent,
      returnedQuestionId: null,
    });
  });
});
