import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REASONS } from '@askhr/shared/bot/bot.constants';
import { botReactionType, NONE_OF_THESE_TITLE } from '@askhr/shared/bot-reactions/bot-reactions.constants';
import { createConversationCore } from '../../core/conversation-core';
import {
  createCloseQuestions,
  lastUtteranceOf,
  offeredButtons,
  scriptedRanker,
} from '../../../test/kits/core';
import type { TActivity, TCardAction } from './directline.types';
import { call, startDirectLineServer, type TDirectLineServer } from '../../../test/kits/directline';

const defaultText = (key: Parameters<typeof botReactionType>[0]) => botReactionType(key).defaultText;

describe('Direct Line: the questions offered when the bot is unsure, through the real core', () => {
  let server: TDirectLineServer;
  let questions: Awaited<ReturnType<typeof createCloseQuestions>>;
  const script = scriptedRanker();

  beforeAll(async () => {
    server = await startDirectLineServer({}, false, (db) =>
      createConversationCore({ db, ranker: script.ranker }),
    );
    questions = await createCloseQuestions(server.db, server.tenants[0], script, 'vacation stuff');
  });
  afterAll(() => server.close());

  /** A conversation of the employee `botUserId`, and what it takes to post to it and read it. */
  async function converse(botUserId: string) {
    const started = await call(server, 'POST', '/conversations', await server.issue({ botUserId }));
    expect(started.status).toBe(201);
    const { conversationId, token } = started.body as { conversationId: string; token: string };
    const path = `/conversations/${conversationId}/activities`;
    let watermark = '';
    /** Posts the activity and returns what the conversation got since the last post: its echo, then the replies. */
    return async (activity: Record<string, unknown>) => {
      const posted = await call(server, 'POST', path, token, { type: 'message', ...activity });
      expect(posted.status).toBe(200);
      const read = await call(server, 'GET', `${path}${watermark ? `?watermark=${watermark}` : ''}`, token);
      watermark = read.body.watermark;
      const [echo, ...replies] = read.body.activities as TActivity[];
      return { echo: echo!, replies };
    };
  }
  const actionsOf = (activity: TActivity) => activity.suggestedActions?.actions ?? [];
  /** What Web Chat posts when a messageBack suggested action is pressed. */
  const pressing = (action: TCardAction) => ({
    text: action.text,
    value: action.value,
    channelData: { messageBack: { displayText: action.displayText } },
  });

  it('offers the three questions and "None of these" as suggested actions', async () => {
    const post = await converse('dl-look');
    const { replies } = await post({ text: 'vacation stuff' });
    expect(replies.map((r) => r.text)).toEqual([defaultText('closeMatch')]);
    expect(replies[0]!.suggestedActions?.to).toEqual(['dl-look']);
    const actions = actionsOf(replies[0]!);
    expect(actions.map((a) => ({ title: a.title, value: a.value }))).toEqual(offeredButtons(questions));
    for (const action of actions)
      expect(action).toMatchObject({ type: 'messageBack', text: action.title, displayText: action.title });
  });

  it('answers the question pressed, shows it as the message sent, and logs it as chosen', async () => {
    const post = await converse('dl-pick');
    const [offer] = (await post({ text: 'vacation stuff' })).replies;
    const chosen = questions[0]!;
    const action = actionsOf(offer!).find((a) => a.title === chosen.text)!;
    const { echo, replies } = await post(pressing(action));
    // Web Chat shows a message's messageBack displayText in place of its text, and no message without text
    expect(echo).toMatchObject({
      from: { role: 'user' },
      text: chosen.text,
      channelData: { messageBack: { displayText: chosen.text } },
    });
    expect(replies.map((r) => r.text)).toEqual([chosen.answer]);
    expect(actionsOf(replies[0]!).map((a) => (a.value as { kind: string }).kind)).toEqual(['rate', 'rate']);
    expect(await lastUtteranceOf(server.db, server.tenants[0], 'dl-pick')).toMatchObject({
      text: chosen.text,
      predictedQuestionId: chosen.id,
      confidence: null,
      reasonId: null,
      returnedQuestionId: chosen.id,
      answerText: chosen.answer,
      channel: 'directline',
    });
  });

  it('logs "None of these" as not understood and answers it in its own words', async () => {
    const post = await converse('dl-none');
    const [offer] = (await post({ text: 'vacation stuff' })).replies;
    const { replies } = await post(pressing(actionsOf(offer!).at(-1)!));
    expect(replies).toEqual([expect.objectContaining({ text: defaultText('noneOfThese') })]);
    expect(replies[0]!.suggestedActions).toBeUndefined();
    expect(await lastUtteranceOf(server.db, server.tenants[0], 'dl-none')).toMatchObject({
      text: NONE_OF_THESE_TITLE,
      predictedQuestionId: null,
      confidence: null,
      reasonId: REASONS.noneIntent,
      returnedQuestionId: null,
    });
  });
});
