import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REASONS } from '@askhr/shared/bot/bot.constants';
import { botReactionType, NONE_OF_THESE_TITLE } from '@askhr/shared/bot/bot-reactions.constants';
import type { TDatabase } from '../../../db/client';
import { createTestDatabase } from '../../../test/db';
import { createTenant } from '../../../test/factories/tenants';
import { createConversationCore } from '../../core/conversation-core';
import {
  createCloseQuestions,
  lastUtteranceOf,
  offeredButtons,
  scriptedRanker,
} from '../../../test/kits/core';
import { installSlack } from '../../../test/kits/push-delivery';
import { parseButtonValue } from './slack-messages';
import { blocksOf, buttonsOf, startSlackTestApp } from '../../../test/kits/slack';

const defaultText = (key: Parameters<typeof botReactionType>[0]) => botReactionType(key).defaultText;

describe('Slack: the questions offered when the bot is unsure, through the real core', () => {
  let database: TDatabase;
  let slack: Awaited<ReturnType<typeof startSlackTestApp>>;
  let tenantId: number;
  let questions: Awaited<ReturnType<typeof createCloseQuestions>>;
  const script = scriptedRanker();

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    tenantId = (await createTenant(db)).id;
    await installSlack(db, tenantId, 'xoxb-opt', 'TOPT');
    questions = await createCloseQuestions(db, tenantId, script, 'vacation stuff');
    slack = await startSlackTestApp(db, createConversationCore({ db, ranker: script.ranker }), 'TOPT');
  });

  afterAll(async () => {
    await slack.close();
    await database.close();
  });

  it('offers the three questions and "None of these" as buttons whose values parse back', async () => {
    const [offer] = await slack.ask('U-look', 'vacation stuff');
    expect(offer!.params.text).toBe(defaultText('closeMatch'));
    const buttons = buttonsOf(offer!);
    const shown = buttons.map((b) => ({ title: b.text.text, value: parseButtonValue(b.value) }));
    expect(shown).toEqual(offeredButtons(questions));
    expect(new Set(buttons.map((b) => b.action_id)).size).toBe(4);
  });

  it('answers the question pressed, logs it as chosen without a confidence, and shows the choice', async () => {
    const [offer] = await slack.ask('U-pick', 'vacation stuff');
    const chosen = questions[1]!;
    const button = buttonsOf(offer!).find((b) => b.text.text === chosen.text)!;
    const [answer] = await slack.press('U-pick', offer!, button);
    expect(answer!.params.text).toBe(chosen.answer);
    expect(buttonsOf(answer!).map((b) => parseButtonValue(b.value)?.kind)).toEqual(['rate', 'rate']);
    expect(await lastUtteranceOf(database.db, tenantId, 'U-pick')).toMatchObject({
      text: chosen.text,
      predictedQuestionId: chosen.id,
      confidence: null,
      reasonId: null,
      returnedQuestionId: chosen.id,
      answerText: chosen.answer,
      channel: 'slack',
    });
    // the offer keeps its text, and its buttons give way to the question chosen
    const update = slack.updates().at(-1)!;
    expect(update.params).toMatchObject({ channel: 'D999', ts: '1.0', text: defaultText('closeMatch') });
    expect(blocksOf(update)).toEqual([
      blocksOf(offer!)[0],
      { type: 'context', elements: [{ type: 'plain_text', text: `✓ ${chosen.text}` }] },
    ]);
  });

  it('logs "None of these" as not understood and answers it in its own words', async () => {
    const [offer] = await slack.ask('U-none', 'vacation stuff');
    const none = buttonsOf(offer!).at(-1)!;
    const [reply] = await slack.press('U-none', offer!, none);
    expect(reply!.params).toMatchObject({ text: defaultText('noneOfThese') });
    expect(reply!.params.blocks).toBeUndefined();
    expect(await lastUtteranceOf(database.db, tenantId, 'U-none')).toMatchObject({
      text: NONE_OF_THESE_TITLE,
      predictedQuestionId: null,
      confidence: null,
      reasonId: REASONS.noneIntent,
      returnedQuestionId: null,
    });
  });
});
