import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REASONS } from '@askhr/shared/bot/bot.constants';
import { botReactionType, NONE_OF_THESE_TITLE } from '@askhr/shared/bot/bot-reactions.constants';
import type { TDatabase } from '../../../db/client';
import { registerErrorHandler } from '../../../lib/error-handler';
import { upsertSettings } from '../../../modules/settings/settings.repository';
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
import { botFrameworkRoutes } from './botframework.routes';
import { startFakeConnector, teamsActivity } from './botframework-test-kit';

const defaultText = (key: Parameters<typeof botReactionType>[0]) => botReactionType(key).defaultText;

interface TCardButton {
  type: string;
  title: string;
  displayText?: string;
  value?: Record<string, unknown>;
}
interface TSentActivity {
  text?: string;
  attachments?: { contentType: string; content: { buttons: TCardButton[] } }[];
}

describe('Teams: the questions offered when the bot is unsure, through the real core', () => {
  let database: TDatabase;
  let connector: Awaited<ReturnType<typeof startFakeConnector>>;
  let app: FastifyInstance;
  let tenantId: number;
  let questions: Awaited<ReturnType<typeof createCloseQuestions>>;
  const script = scriptedRanker();

  beforeAll(async () => {
    connector = await startFakeConnector();
    database = await createTestDatabase();
    const { db } = database;
    tenantId = (await createTenant(db)).id;
    await upsertSettings(db, tenantId, [{ key: 'TeamsTenantId', value: 'entra-opt' }]);
    questions = await createCloseQuestions(db, tenantId, script, 'vacation stuff');
    app = Fastify({ logger: false });
    registerErrorHandler(app);
    await app.register(botFrameworkRoutes, {
      db,
      config: testConfig({ EMULATOR_ENABLED: 'true' }),
      core: createConversationCore({ db, ranker: script.ranker }),
      emailLookup: { timeoutMs: 300 },
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await connector.close();
    await database.close();
  });

  /** Posts a Teams activity of the user and returns the activities the bot sent meanwhile. */
  async function send(user: string, fields: Record<string, unknown>) {
    const before = connector.posts.length;
    const account = { id: `29:${user}`, aadObjectId: `aad-${user}` };
    const activity = teamsActivity(connector.serviceUrl, 'entra-opt', account, fields);
    const res = await app.inject({ method: 'POST', url: '/api/messages', payload: activity });
    expect(res.statusCode).toBe(200);
    return connector.posts.slice(before).map((p) => p.activity as TSentActivity);
  }
  const cardButtons = (activity: TSentActivity) => activity.attachments?.[0]?.content.buttons ?? [];
  /** What Teams sends when a messageBack button is pressed: its value, and no text. */
  const press = (user: string, button: TCardButton) => send(user, { value: button.value });

  it('offers the three questions and "None of these" as messageBack buttons of a hero card', async () => {
    const [offer] = await send('look', { text: 'vacation stuff' });
    expect(offer!.text).toBe(defaultText('closeMatch'));
    expect(offer!.attachments?.[0]?.contentType).toBe('application/vnd.microsoft.card.hero');
    const buttons = cardButtons(offer!);
    expect(buttons.map((b) => ({ title: b.title, value: b.value }))).toEqual(offeredButtons(questions));
    // Teams shows displayText as the employee's message once pressed: the whole question
    for (const button of buttons)
      expect(button).toMatchObject({ type: 'messageBack', displayText: button.title });
  });

  it('answers the question pressed and logs it as chosen without a confidence', async () => {
    const [offer] = await send('pick', { text: 'vacation stuff' });
    const chosen = questions[2]!;
    const [answer] = await press(
      'pick',
      cardButtons(offer!).find((b) => b.title === chosen.text)!,
    );
    expect(answer!.text).toBe(chosen.answer);
    expect(cardButtons(answer!).map((b) => b.value?.kind)).toEqual(['rate', 'rate']);
    expect(await lastUtteranceOf(database.db, tenantId, 'aad-pick')).toMatchObject({
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
    const [offer] = await send('none', { text: 'vacation stuff' });
    const replies = await press('none', cardButtons(offer!).at(-1)!);
    expect(replies).toEqual([expect.objectContaining({ text: defaultText('noneOfThese') })]);
    expect(replies[0]!.attachments ?? []).toEqual([]);
    expect(await lastUtteranceOf(database.db, tenantId, 'aad-none')).toMatchObject({
      text: NONE_OF_THESE_TITLE,
      predictedQuestionId: null,
      confidence: null,
      reasonId: REASONS.noneIntent,
      returnedQuestionId: null,
    });
  });
});
