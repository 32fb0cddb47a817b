import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directlinePending } from '../../../db/schema';
import type { TConversationCore } from '../../conversation.types';
import type { TActivity } from './directline.types';
import { call, echoCore, startDirectLineServer, type TDirectLineServer } from '../../../test/kits/directline';
import { createPgActivityStore } from './pg-activity-store';
import { createUnansweredSweeper } from './unanswered-sweeper';

/**
 * The echoing core, except that the first message saying "stall" is never answered: the process
 * handling it is as good as dead once its client gave up.
 */
function stallingCore() {
  const echo = echoCore();
  let stalled = false;
  const core: TConversationCore = {
    handle(message) {
      if (message.text === 'stall' && !stalled) {
        stalled = true;
        return new Promise(() => undefined);
      }
      return echo.core.handle(message);
    },
  };
  return { core, received: echo.received, reset: () => (stalled = false) };
}

describe('Direct Line retries and messages left without a reply', () => {
  let server: TDirectLineServer;
  const stalling = stallingCore();
  const log = pino({ level: 'silent' });

  beforeAll(async () => {
    server = await startDirectLineServer({}, false, () => stalling.core);
  });
  afterAll(() => server.close());

  async function start() {
    const res = await call(server, 'POST', '/conversations', await server.issue());
    expect(res.status).toBe(201);
    return res.body as { conversationId: string; token: string };
  }
  const post = (conversationId: string, token: string, text: string, clientActivityID?: string) =>
    call(server, 'POST', `/conversations/${conversationId}/activities`, token, {
      type: 'message',
      text,
      ...(clientActivityID ? { channelData: { clientActivityID } } : {}),
    });
  const transcript = async (conversationId: string, token: string) => {
    const res = await call(server, 'GET', `/conversations/${conversationId}/activities`, token);
    return (res.body.activities as TActivity[]).map((a) => [a.id, a.from.role, a.text, a.replyToId]);
  };
  const answeredIn = (conversationId: string) =>
    stalling.received.filter((m) => m.conversationId === conversationId).length;

  /** Posts "stall" and gives up waiting once it is stored, as a client of a process that died. */
  async function stall(conversationId: string, token: string, clientActivityID: string) {
    stalling.reset();
    const controller = new AbortController();
    const request = fetch(`${server.domain}/conversations/${conversationId}/activities`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'message', text: 'stall', channelData: { clientActivityID } }),
      signal: controller.signal,
    }).catch(() => undefined);
    await expect.poll(() => transcript(conversationId, token)).toHaveLength(1);
    controller.abort();
    await request;
    return (await transcript(conversationId, token))[0]![0] as string;
  }
  /** As if the seconds a claim holds had passed. */
  const expireClaims = (conversationId: string) =>
    server.db
      .update(directlinePending)
      .set({ claimedUntil: sql`now() - interval '1 second'` })
      .where(eq(directlinePending.conversationId, conversationId));

  it('answers a repeated post with the id of the first, stored and answered once', async () => {
    const { conversationId, token } = await start();
    const first = await post(conversationId, token, 'first try', 'c-1');
    const again = await post(conversationId, token, 'first try', 'c-1');
    expect(first).toEqual({ status: 200, body: { id: `${conversationId}|0000001` } });
    expect(again).toEqual(first);
    expect(await transcript(conversationId, token)).toEqual([
      [`${conversationId}|0000001`, 'user', 'first try', undefined],
      [`${conversationId}|0000002`, 'bot', 'The assistant is being set up', `${conversationId}|0000001`],
      [`${conversationId}|0000003`, 'bot', 'You said: first try', `${conversationId}|0000001`],
    ]);
    expect(answeredIn(conversationId)).toBe(1);
  });

  it('stores one of identical posts sent at once, and answers it once', async () => {
    const { conversationId, token } = await start();
    const results = await Promise.all(
      Array.from({ length: 4 }, () => post(conversationId, token, 'at once', 'c-2')),
    );
    expect(new Set(results.map((r) => `${r.status} ${r.body.id}`))).toEqual(
      new Set([`200 ${conversationId}|0000001`]),
    );
    const roles = (await transcript(conversationId, token)).map((row) => row[1]);
    expect(roles).toEqual(['user', 'bot', 'bot']);
    expect(answeredIn(conversationId)).toBe(1);
  });

  it('still stores every post without a clientActivityID', async () => {
    const { conversationId, token } = await start();
    const ids = [
      (await post(conversationId, token, 'plain')).body.id,
      (await post(conversationId, token, 'plain')).body.id,
    ];
    expect(ids).toEqual([`${conversationId}|0000001`, `${conversationId}|0000004`]);
    expect(await transcript(conversationId, token)).toHaveLength(6);
  });

  it('answers a message its process left without a reply when the client retries it', async () => {
    const { conversationId, token } = await start();
    const echoId = await stall(conversationId, token, 'c-3');
    // still held by the process that stored it: the retry gets the id, the message waits
    expect(await post(conversationId, token, 'stall', 'c-3')).toEqual({ status: 200, body: { id: echoId } });
    expect(await transcript(conversationId, token)).toHaveLength(1);

    await expireClaims(conversationId);
    expect(await post(conversationId, token, 'stall', 'c-3')).toEqual({ status: 200, body: { id: echoId } });
    expect(await transcript(conversationId, token)).toEqual([
      [echoId, 'user', 'stall', undefined],
      [`${conversationId}|0000002`, 'bot', 'The assistant is being set up', echoId],
      [`${conversationId}|0000003`, 'bot', 'You said: stall', echoId],
    ]);
    // answered: a later retry changes nothing
    await expireClaims(conversationId);
    await post(conversationId, token, 'stall', 'c-3');
    expect(await transcript(conversationId, token)).toHaveLength(3);
  });

  it('answers it by a sweep when no retry comes, once however many processes sweep', async () => {
    const { conversationId, token } = await start();
    const echoId = await stall(conversationId, token, 'c-4');
    const stores = [1, 2].map(() =>
      createPgActivityStore({ db: server.db, notifications: server.notifications, log }),
    );
    const sweepers = stores.map((store) => createUnansweredSweeper({ store, core: stalling.core, log }));
    expect(await Promise.all(sweepers.map((s) => s.sweep()))).toEqual([0, 0]);
    await expireClaims(conversationId);
    const answered = await Promise.all(sweepers.map((s) => s.sweep()));
    expect(answered.reduce((a, b) => a + b)).toBe(1);
    expect(await Promise.all(sweepers.map((s) => s.sweep()))).toEqual([0, 0]);
    for (const sweeper of sweepers) await sweeper.close();
    for (const store of stores) await store.close();
    expect((await transcript(conversationId, token)).map((row) => [row[1], row[3]])).toEqual([
      ['user', undefined],
      ['bot', echoId],
      ['bot', echoId],
    ]);
    expect(answeredIn(conversationId)).toBe(1);
  });

  it("keeps another tenant's or user's token out of the conversation, whatever the clientActivityID", async () => {
    const { conversationId, token } = await start();
    await post(conversationId, token, 'mine', 'c-5');
    for (const claims of [{ customerId: server.tenants[1] }, { botUserId: 'portal-2' }]) {
      const res = await post(conversationId, await server.issue(claims), 'mine', 'c-5');
      expect([res.status, res.body.error.code, res.body.id]).toEqual([403, 'FORBIDDEN', undefined]);
    }
    expect(await transcript(conversationId, token)).toHaveLength(3);
  });

  it('refuses a clientActivityID that is not a short text with 400', async () => {
    const { conversationId, token } = await start();
    for (const clientActivityID of [42, '', 'x'.repeat(201)]) {
      const res = await call(server, 'POST', `/conversations/${conversationId}/activities`, token, {
        type: 'message',
        text: 'hello',
        channelData: { clientActivityID },
      });
      expect([res.status, res.body.error.code]).toEqual([400, 'VALIDATION']);
    }
    expect(await transcript(conversationId, token)).toEqual([]);
  });
});
