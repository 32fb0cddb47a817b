import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TFakeWorkspaceOptions {
  /** e-mail (lower case) to Slack user id, for users.lookupByEmail */
  users?: Record<string, string>;
  /**
   * chat.postMessage calls accepted per second across the workspace (a burst of one second's worth,
   * then at that pace); more get 429 with Retry-After
   */
  postsPerSecond?: number;
  /** how long each call takes to answer */
  latencyMs?: number;
  /** Slack error answered for posts to these user ids (e.g. messages_tab_disabled) */
  errors?: Record<string, string>;
}

/**
 * Tests and benchmarks: a Slack Web API for one workspace that records direct messages by user,
 * answers users.lookupByEmail, and enforces a workspace-wide rate on chat.postMessage the way
 * Slack does: a post over the limit is refused with 429 and a Retry-After (seconds), not stored.
 */
export async function startFakeSlackWorkspace(options: TFakeWorkspaceOptions = {}) {
  const posts: { channel: string; text: string; blocks: unknown; at: number }[] = [];
  let refused = 0;
  // a token bucket: one second's worth of posts at most, refilled continuously
  let tokens = options.postsPerSecond ?? 0;
  let filledAt = Date.now();
  const takeToken = (rate: number) => {
    const now = Date.now();
    tokens = Math.min(rate, tokens + ((now - filledAt) / 1000) * rate);
    filledAt = now;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
  const answer = (res: http.ServerResponse, body: object, status = 200, headers: object = {}) => {
    const send = () => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    if (options.latencyMs) setTimeout(send, options.latencyMs);
    else send();
  };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const method = (req.url ?? '').replace(/^\/api\//, '').split('?')[0];
      const isJson = (req.headers['content-type'] ?? '').includes('json');
      const params = (
        isJson ? JSON.parse(raw || '{}') : Object.fromEntries(new URLSearchParams(raw))
      ) as Record<string, string>;
      if (method === 'users.lookupByEmail') {
        const id = options.users?.[String(params.email).toLowerCase()];
        return answer(res, id ? { ok: true, user: { id } } : { ok: false, error: 'users_not_found' });
      }
      if (method !== 'chat.postMessage') return answer(res, { ok: true });
      if (options.postsPerSecond && !takeToken(options.postsPerSecond)) {
        refused++;
        return answer(res, { ok: false, error: 'ratelimited' }, 429, { 'retry-after': '1' });
      }
      const error = options.errors?.[params.channel!];
      if (error) return answer(res, { ok: false, error });
      posts.push({ channel: params.channel!, text: params.text!, blocks: params.blocks, at: Date.now() });
      answer(res, { ok: true, channel: params.channel, ts: `${posts.length}.0` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/api/`,
    posts,
    refused: () => refused,
    /** messages per user id */
    postsByUser() {
      const counts = new Map<string, number>();
      for (const post of posts) counts.set(post.channel, (counts.get(post.channel) ?? 0) + 1);
      return counts;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type TFakeSlackWorkspace = Awaited<ReturnType<typeof startFakeSlackWorkspace>>;
