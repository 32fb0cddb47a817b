import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../../../db/client';
import { createTestDatabase } from '../../../test/db';
import { call, startDirectLineServer, type TDirectLineServer } from '../../../test/kits/directline';

const LIMIT = 3;

/** Two server processes of one database (on PGlite, two servers of one instance) share a token's budget. */
describe('the Direct Line rate limit across processes', () => {
  let database: TDatabase;
  let servers: [TDirectLineServer, TDirectLineServer];
  beforeAll(async () => {
    database = await createTestDatabase();
    const env = { DIRECTLINE_RATE_LIMIT: String(LIMIT) };
    servers = [
      await startDirectLineServer(env, false, undefined, database),
      await startDirectLineServer(env, false, undefined, database),
    ];
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await database.close();
  });

  async function start() {
    const started = await call(servers[0], 'POST', '/conversations', await servers[0].issue());
    expect(started.status).toBe(201);
    return started.body as { conversationId: string; token: string };
  }
  const post = (server: TDirectLineServer, conversation: { conversationId: string; token: string }) =>
    call(server, 'POST', `/conversations/${conversation.conversationId}/activities`, conversation.token, {
      type: 'message',
      text: 'again',
    });

  it('counts the posts of a token on every process together', async () => {
    const conversation = await start();
    const statuses = [];
    for (let i = 0; i <= LIMIT; i += 1) statuses.push((await post(servers[i % 2]!, conversation)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await post(servers[0], conversation);
    expect(limited).toEqual({
      status: 429,
      body: {
        error: { code: 'RATE_LIMITED', message: 'Too many messages: please wait a moment and try again.' },
      },
    });
    // another token's budget is its own, on either process
    const other = await start();
    expect((await post(servers[1], other)).status).toBe(200);
  });
});
