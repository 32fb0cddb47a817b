import { installSlack } from '../../push/push-fixtures-test-kit';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REASONS } from '@askhr/shared/bot/bot.constants';
import { botReactionType, NONE_OF_THESE_TITLE } from '@askhr/shared/bot/bot-reactions.constants';
import type { TDatabase } from '../../../db/client';
import { registerErrorHandler } from '../../../lib/error-handler';
import { testConfig } from '../../../test/app';
import { createTestDatabase } from '../../../test/db';
import { createTenant } from '../../../test/factories';
import { createConversationCore } from '../../core/conversation-core';
import {
  createCloseQuestions,
  lastUtteranceOf,
  offeredButtons,
  scriptedRanker,
} from '../../core/core-test-kit';
import { parseButtonValue } from './slack-messages';
import { slackRoutes } from './slack.routes';
import {
  blocksOf,
  buttonsOf,
  directMessage,
  pressOn,
  signedHeaders,
  startFakeSlackApi,
  TEST_SIGNING_SECRET,
  type TFakeSlackCall,
  type TPostedButton,
} from './slack-test-kit';

const defaultText = (key: Parameters<typeof botReactionType>[0]) => botReactionType(key).defaultText;

describe('Slack: the questions offered when the bot is unsure, through the real core', () => {
  let database: TDatabase;
  let slack: Awaited<ReturnType<typeof startFakeSlackApi>>;
  let app: FastifyInstance;
  let tenantId: number;
  let questions: Awaited<ReturnType<typeof createCloseQuestions>>;
  const script = scriptedRanker();
  const turns: unknown[] = [];

  beforeAll(async () => {
    slack = await startFakeSlackApi();
    database = await createTestDatabase();
    const { db } = database;
    tenantId = (await createTenant(db)).id;
    await installSlack(db, tenantId, 'xoxb-opt', 'TOPT');
    questions = await createCloseQuestions(db, tenantId, script, 'vacation stuff');
    app = Fastify({ logger: false });
    registerErrorHandler(app);
    await app.register(slackRoutes, {
      db,
      config: testConfig({ SLACK_SIGNING_SECRET: TEST_SIGNING_SECRET, SLACK_API_URL: slack.apiUrl }),
      core: createConversationCore({ db, ranker: script.ranker }),
      onTurnDone: (error) => turns.push(error),
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await slack.close();
    await database.close();
  });

  /** Posts the signed request and waits until its turn is done; returns the messages posted meanwhile. */
  async function send(url: string, body: string, contentType: string) {
    const [posts, done] = [slack.posts().length, turns.length];
    const res = await app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: signedHeaders(body, contentType),
    });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(() => expect(turns.length).toBe(done + 1));
    expect(turns.at(-1)).toBeUndefined();
    return slack.posts().slice(posts);
  }
  const ask = (user: string, text: string) =>
    send('/slack/events', directMessage('TOPT', text, user), 'application/json');
  const press = (user: string, posted: TFakeSlackCall, button: TPostedButton) =>
    send('/slack/interactions', pressOn('TOPT', posted, button, user), 'application/x-www-form-urlencoded');
  const updates = () => slack.calls.filter((c) => c.method === 'chat.update');

  it('offers the three questions and "None of these" as buttons whose values parse back', async () => {
    const [offer] = await ask('U-look', 'vacation stuff');
    expect(offer!.params.text).toBe(defaultText('closeMatch'));
    const buttons = buttonsOf(offer!);
    const shown = buttons.map((b) => ({ title: b.text.text, value: parseButtonValue(b.value) }));
    expect(shown).toEqual(offeredButtons(questions));
    expect(new Set(buttons.map((b) => b.action_id)).size).toBe(4);
  });

  it('answers the question pressed, logs it as chosen without a confidence, and shows the choice', async () => {
    const [offer] = await ask('U-pick', 'vacation stuff');
    const chosen = questions[1]!;
    const button = buttonsOf(offer!).find((b) => b.text.text === chosen.text)!;
    const [answer] = await press('U-pick', offer!, button);
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
    const update = updates().at(-1)!;
    expect(update.params).toMatchObject({ channel: 'D999', ts: '1.0', text: defaultText('closeMatch') });
    expect(blocksOf(update)).toEqual([
      blocksOf(offer!)[0],
      { type: 'context', elements: [{ type: 'plain_text', text: `✓ ${chosen.text}` }] },
    ]);
  });

  it('logs "None of these" as not understood and answers it in its own words', async () => {
    const [offer] = await ask('U-none', 'vacation stuff');
    const none = buttonsOf(offer!).at(-1)!;
    const [reply] = await press('U-none', offer!, none);
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
