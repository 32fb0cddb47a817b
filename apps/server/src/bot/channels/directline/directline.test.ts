import { Activity, ConnectionStatus, DirectLine, type Message } from 'botframework-directlinejs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import {
  call,
  collectStream,
  nodeServices,
  startDirectLineServer,
  type TDirectLineServer,
} from '../../../test/kits/directline';

/** Activities of a client until `done` says enough. */
function watch(client: DirectLine, done: (activities: Activity[]) => boolean) {
  const seen: Activity[] = [];
  return new Promise<Activity[]>((resolve) => {
    const sub = client.activity$.subscribe((activity) => {
      seen.push(activity);
      if (done(seen)) {
        sub.unsubscribe();
        resolve(seen);
      }
    });
  });
}

const textsOf = (activities: Activity[]) =>
  activities
    .filter((a): a is Message => a.type === 'message')
    .map((a) => `${a.from.role ?? 'user'}: ${a.text ?? ''}`);

function online(client: DirectLine) {
  return new Promise<void>((resolve, reject) => {
    const sub = client.connectionStatus$.subscribe((status) => {
      if (status === ConnectionStatus.Online) {
        resolve();
        setTimeout(() => sub.unsubscribe());
      }
      if (status === ConnectionStatus.ExpiredToken || status === ConnectionStatus.FailedToConnect)
        reject(new Error(`connection status ${ConnectionStatus[status]}`));
    });
  });
}

describe('Direct Line 3.0 with botframework-directlinejs', () => {
  let server: TDirectLineServer;
  beforeAll(async () => {
    // directlinejs streams only when it sees a global WebSocket, which Node 20 lacks
    (globalThis as { WebSocket?: unknown }).WebSocket ??= NodeWebSocket;
    server = await startDirectLineServer();
  });
  afterAll(() => server.close());

  const client = async (webSocket: boolean) => {
    const dl = new DirectLine({
      token: await server.issue(),
      domain: server.domain,
      webSocket,
      pollingInterval: 200,
      ...nodeServices,
    } as ConstructorParameters<typeof DirectLine>[0]);
    return dl;
  };

  it('starts, echoes the post with its clientActivityID and receives the replies over the WebSocket', async () => {
    const dl = await client(true);
    expect((dl as unknown as { webSocket: boolean }).webSocket).toBe(true);
    const received = watch(dl, (seen) => textsOf(seen).length >= 3);
    await online(dl);
    const id = await new Promise<string>((resolve, reject) =>
      dl
        .postActivity({
          type: 'message',
          from: { id: 'someone-else', name: 'Alex' },
          text: 'hello bot',
          channelData: { clientActivityID: 'client-1' },
        } as Message)
        .subscribe(resolve, reject),
    );
    const activities = await received;
    const echo = activities.find((a) => a.id === id)!;
    expect(echo.channelData).toEqual({ clientActivityID: 'client-1' });
    expect(echo.from).toMatchObject({ id: 'portal-1', role: 'user' });
    expect(textsOf(activities)).toEqual([
      'user: hello bot',
      'bot: The assistant is being set up',
      'bot: You said: hello bot',
    ]);
    expect(server.received.at(-1)).toMatchObject({
      text: 'hello bot',
      user: { customerId: server.tenants[0], channel: 'directline', channelUserId: 'portal-1' },
    });
    dl.end();
  });

  it('polls with a watermark when there is no WebSocket, and sends buttons as suggested actions', async () => {
    const dl = await client(false);
    const received = watch(dl, (seen) => textsOf(seen).length >= 2);
    dl.postActivity({ type: 'message', from: { id: 'x' }, text: 'buttons' } as Message).subscribe();
    const activities = (await received) as Message[];
    const question = activities.find((a) => a.text === 'Was this helpful?')!;
    expect(question.suggestedActions?.actions).toEqual([
      {
        type: 'messageBack',
        title: 'Helpful',
        text: 'Helpful',
        displayText: 'Helpful',
        value: { rating: 1 },
      },
      {
        type: 'messageBack',
        title: 'Not helpful',
        text: 'Not helpful',
        displayText: 'Not helpful',
        value: { rating: -1 },
      },
    ]);
    const answered = watch(dl, (seen) => textsOf(seen).some((t) => t.includes('You chose')));
    dl.postActivity({ type: 'message', from: { id: 'x' }, value: { rating: 1 } } as Message).subscribe();
    expect(textsOf(await answered)).toContain('bot: You chose {"rating":1}');
    expect(server.received.at(-1)?.value).toEqual({ rating: 1 });
    dl.end();
  });
});

describe('Direct Line 3.0 protocol details', () => {
  let server: TDirectLineServer;
  beforeAll(async () => {
    server = await startDirectLineServer({ DIRECTLINE_RATE_LIMIT: '3' });
  });
  afterAll(() => server.close());

  async function start(claims = {}) {
    const res = await call(server, 'POST', '/conversations', await server.issue(claims));
    expect(res.status).toBe(201);
    return res.body as { conversationId: string; token: string; streamUrl: string; expires_in: number };
  }

  it('starts a conversation with a bound token, stream URL and lifetime', async () => {
    const started = await start();
    expect(started).toEqual({
      conversationId: expect.any(String),
      token: expect.any(String),
      expires_in: 1800,
      streamUrl: expect.stringMatching(
        /^ws:\/\/127\.0\.0\.1:\d+\/v3\/directline\/conversations\/.+\/stream\?t=/,
      ),
    });
    const again = await call(server, 'POST', '/conversations', started.token);
    expect([again.status, again.body.conversationId]).toEqual([200, started.conversationId]);
  });

  it('sends the message and its replies on the stream, typing between them when the bot takes a while, and resumes after a watermark', async () => {
    const { conversationId, token, streamUrl } = await start();
    const stream = collectStream(streamUrl, 7);
    await stream.opened;
    for (const text of ['one', 'slow'])
      await call(server, 'POST', `/conversations/${conversationId}/activities`, token, {
        type: 'message',
        text,
      });
    const sets = await stream.done;
    stream.socket.close();
    expect(sets.map((s) => [s.activities[0]!.type, s.watermark])).toEqual([
      ['message', '1'],
      ['message', '2'],
      ['message', '3'],
      ['message', '4'],
      ['typing', undefined],
      ['message', '5'],
      ['message', '6'],
    ]);
    expect(sets[4]!.activities[0]!.from).toMatchObject({ role: 'bot' });
    const resumed = await call(server, 'GET', `/conversations/${conversationId}?watermark=5`, token);
    expect(resumed.status).toBe(200);
    const replay = collectStream(resumed.body.streamUrl, 1);
    const [backlog] = await replay.done;
    replay.socket.close();
    expect(backlog!.watermark).toBe('6');
    expect(backlog!.activities.map((a) => a.text)).toEqual(['You said: slow']);
    const polled = await call(
      server,
      'GET',
      `/conversations/${conversationId}/activities?watermark=1`,
      token,
    );
    expect(polled.body.watermark).toBe('6');
    expect(polled.body.activities).toHaveLength(5);
  });

  it('refreshes a token and refuses an expired, forged or missing one', async () => {
    const { token } = await start();
    const refreshed = await call(server, 'POST', '/tokens/refresh', token);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toMatchObject({ token: expect.any(String), expires_in: 1800 });
    const generated = await call(server, 'POST', '/tokens/generate', await server.issue());
    expect(generated.body).toMatchObject({ conversationId: expect.any(String), token: expect.any(String) });

    const expired = await call(server, 'POST', '/conversations', await server.expired());
    expect(expired).toEqual({
      status: 403,
      body: { error: { code: 'FORBIDDEN', message: expect.stringContaining('expired') } },
    });
    const forged = `${token.slice(0, -4)}AAAA`;
    expect((await call(server, 'POST', '/tokens/refresh', forged)).status).toBe(403);
    expect((await call(server, 'POST', '/conversations')).status).toBe(401);
  });

  it("refuses another tenant's or another user's conversation, on every route and the stream", async () => {
    const { conversationId, streamUrl } = await start();
    for (const claims of [{ customerId: server.tenants[1] }, { botUserId: 'portal-2' }]) {
      const other = await server.issue(claims);
      for (const [method, path, body] of [
        ['GET', `/conversations/${conversationId}`],
        ['GET', `/conversations/${conversationId}/activities`],
        ['POST', `/conversations/${conversationId}/activities`, { type: 'message', text: 'hi' }],
      ] as const) {
        const res = await call(server, method, path, other, body);
        expect([path, res.status, res.body.error.code]).toEqual([path, 403, 'FORBIDDEN']);
      }
      const url = new URL(streamUrl);
      url.searchParams.set('t', other);
      await expect(collectStream(url.toString(), 1).done).rejects.toThrow('refused with 403');
    }
    const otherBound = await start();
    const crossed = await call(
      server,
      'GET',
      `/conversations/${conversationId}/activities`,
      otherBound.token,
    );
    expect(crossed.status).toBe(403);
  });

  it('refuses uploads with 415', async () => {
    const { conversationId, token } = await start();
    const form = new FormData();
    form.append('file', new Blob(['hello'], { type: 'text/plain' }), 'hello.txt');
    const res = await fetch(`${server.domain}/conversations/${conversationId}/upload?userId=portal-1`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({
      error: { code: expect.any(String), message: expect.stringContaining('not supported') },
    });
  });

  it('refuses NUL characters in a conversation id (on every route) and in a text with 400', async () => {
    const token = await server.issue();
    for (const [method, path] of [
      ['GET', '/conversations/%00'],
      ['GET', '/conversations/a%00b/activities'],
      ['POST', '/conversations/%00/activities'],
      ['POST', '/conversations/%00/upload'],
    ] as const) {
      const body = method === 'POST' ? { type: 'message', text: 'hi' } : undefined;
      const res = await call(server, method, path, token, body);
      expect([path, res.status, res.body.error.code]).toEqual([path, 400, 'VALIDATION']);
    }
    const { conversationId, token: bound } = await start();
    const nul = await call(server, 'POST', `/conversations/${conversationId}/activities`, bound, {
      type: 'message',
      text: 'vacation\u0000days',
    });
    expect(nul).toMatchObject({ status: 400, body: { error: { fields: { text: [expect.any(String)] } } } });
  });

  it('limits the posts of one token with 429 and the error shape', async () => {
    const { conversationId, token } = await start();
    const post = () =>
      call(server, 'POST', `/conversations/${conversationId}/activities`, token, {
        type: 'message',
        text: 'again',
      });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await post()).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await post();
    expect(limited.body).toEqual({ error: { code: 'RATE_LIMITED', message: expect.any(String) } });
    // another token's budget is its own
    const fresh = await start();
    const other = await call(
      server,
      'POST',
      `/conversations/${fresh.conversationId}/activities`,
      fresh.token,
      { type: 'message', text: 'hi' },
    );
    expect(other.status).toBe(200);
  });

  it("passes a user's typing on without storing it", async () => {
    const { conversationId, token } = await start();
    const typing = await call(server, 'POST', `/conversations/${conversationId}/activities`, token, {
      type: 'typing',
    });
    expect(typing.status).toBe(200);
    const list = await call(server, 'GET', `/conversations/${conversationId}/activities`, token);
    expect(list.body).toEqual({ activities: [], watermark: '0' });
  });

  it('answers bad input with 400, never 500', async () => {
    const { conversationId, token } = await start();
    const bad = await call(server, 'GET', `/conversations/${conversationId}/activities?watermark=abc`, token);
    expect(bad.status).toBe(400);
    const noType = await call(server, 'POST', `/conversations/${conversationId}/activities`, token, {
      text: 'x',
    });
    expect(noType.status).toBe(400);
  });
});

describe('Direct Line welcome', () => {
  let server: TDirectLineServer;
  beforeAll(async () => {
    server = await startDirectLineServer({}, true);
  });
  afterAll(() => server.close());

  it('greets a new conversation once, with the core greeting, before the client connects', async () => {
    const started = await call(server, 'POST', '/conversations', await server.issue());
    const { conversationId, token } = started.body;
    await call(server, 'POST', '/conversations', token);
    const list = await call(server, 'GET', `/conversations/${conversationId}/activities`, token);
    expect(
      list.body.activities.map((a: { from: { role: string }; text: string }) => `${a.from.role}: ${a.text}`),
    ).toEqual(['bot: Welcome!']);
    expect(server.received.at(-1)).toMatchObject({ conversationId, user: { channelUserId: 'portal-1' } });
    expect(server.received.at(-1)?.text).toBeUndefined();
  });
});
