import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../../../db/client';
import { customers } from '../../../db/schema';
import { registerErrorHandler } from '../../../lib/error-handler';
import { upsertSettings } from '../../../modules/settings/settings.repository';
import { testConfig } from '../../../test/app';
import { createTestDatabase } from '../../../test/db';
import { echoCore } from '../../../test/kits/directline';
import { botFrameworkRoutes } from './botframework.routes';
import { emulatorActivity, startFakeConnector } from '../../../test/kits/botframework';

describe('Bot Framework activity endpoint', () => {
  let database: TDatabase;
  let connector: Awaited<ReturnType<typeof startFakeConnector>>;
  let open: FastifyInstance;
  let secured: FastifyInstance;
  let firstId: number;
  let teamsId: number;
  const { core, received } = echoCore();

  const build = async (env: Record<string, string>) => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    await app.register(botFrameworkRoutes, { db: database.db, config: testConfig(env), core });
    await app.ready();
    return app;
  };

  beforeAll(async () => {
    connector = await startFakeConnector();
    database = await createTestDatabase();
    const rows = await database.db
      .insert(customers)
      .values([{ name: 'First Co' }, { name: 'Teams Co' }])
      .returning();
    [firstId, teamsId] = [rows[0]!.id, rows[1]!.id];
    await upsertSettings(database.db, teamsId, [{ key: 'TeamsTenantId', value: 'entra-42' }]);
    open = await build({ EMULATOR_ENABLED: 'true' });
    secured = await build({ MICROSOFT_APP_ID: 'app-id', MICROSOFT_APP_PASSWORD: 'secret' });
  });

  afterAll(async () => {
    await open.close();
    await secured.close();
    await connector.close();
    await database.close();
  });

  const send = (app: FastifyInstance, activity: Record<string, unknown>, headers = {}) =>
    app.inject({ method: 'POST', url: '/api/messages', payload: activity, headers });

  it('answers an Emulator conversation at the connector, in the first tenant', async () => {
    const before = connector.posts.length;
    const activity = emulatorActivity(connector.serviceUrl, { text: 'hello' });
    const res = await send(open, activity);
    expect(res.statusCode).toBe(200);
    const replies = connector.posts.slice(before);
    expect(replies.map((p) => p.activity.text)).toEqual(['The assistant is being set up', 'You said: hello']);
    expect(replies[0]).toMatchObject({ conversationId: 'conv-1', replyToId: activity.id });
    expect(received.at(-1)).toMatchObject({
      user: { customerId: firstId, channel: 'emulator', channelUserId: 'user-1', name: 'Ann' },
      conversationId: 'conv-1',
      text: 'hello',
    });
  });

  it('offers buttons as a hero card and forwards a pressed button as value', async () => {
    const before = connector.posts.length;
    await send(open, emulatorActivity(connector.serviceUrl, { text: 'buttons' }));
    const card = connector.posts[before]!.activity as { attachments: { content: { buttons: unknown[] } }[] };
    expect(card.attachments[0]!.content.buttons).toEqual([
      expect.objectContaining({ type: 'messageBack', title: 'Helpful', value: { rating: 1 } }),
      expect.objectContaining({ type: 'messageBack', title: 'Not helpful', value: { rating: -1 } }),
    ]);
    const res = await send(open, emulatorActivity(connector.serviceUrl, { value: { rating: 1 } }));
    expect(res.statusCode).toBe(200);
    expect(received.at(-1)).toMatchObject({ value: { rating: 1 }, text: undefined });
    expect(connector.posts.at(-1)!.activity.text).toBe('You chose {"rating":1}');
  });

  it('maps the Entra tenant of the activity to the tenant with that TeamsTenantId', async () => {
    await send(
      open,
      emulatorActivity(connector.serviceUrl, {
        text: 'hi there',
        channelData: { tenant: { id: 'entra-42' } },
      }),
    );
    expect(received.at(-1)).toMatchObject({ user: { customerId: teamsId } });
  });

  it('refuses a request without auth when an app id is configured', async () => {
    const count = received.length;
    const res = await send(secured, emulatorActivity(connector.serviceUrl, { text: 'hello' }));
    expect(res.statusCode).toBe(401);
    const forged = await send(secured, emulatorActivity(connector.serviceUrl, { text: 'hello' }), {
      authorization: 'Bearer not-a-token',
    });
    expect(forged.statusCode).toBe(401);
    expect(received.length).toBe(count);
  });

  it('without an app id, refuses to reply to a connector that is not on this machine', async () => {
    const count = received.length;
    const res = await send(open, emulatorActivity('https://attacker.example', { text: 'hello' }));
    expect(res.statusCode).toBe(401);
    expect(received.length).toBe(count);
  });

  it('rejects a body that is not an activity', async () => {
    expect((await send(open, { hello: 'world' })).statusCode).toBe(400);
  });
});
