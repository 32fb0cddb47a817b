import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TFakeWorkspaceOptions {
  /** e-mail (lower case) to Slack user id, for users.lookupByEmail and users.list */
  users?: Record<string, string>;
  /** users.lookupByEmail calls accepted per minute (Slack's Tier 3 is about 50); more get 429 */
  lookupsPerMinute?: number;
  /** users.list calls accepted per minute (Slack's Tier 2 is about 20); more get 429 */
  listsPerMinute?: number;
  /**
   * chat.postMessage calls accepted per second across the workspace (a burst of one second's worth,
   * then at that pace); more get 429 with Retry-After
   */
  postsPerSecond?: number;
  /** how long each call takes to answer */
  latencyMs?: number;
  /** Slack error answered for posts to these user ids (e.g. messages_tab_disabled) */
  errors?: Record<string, string>;
  /** Slack error answered by conversations.history (e.g. missing_scope), as if it could not be read */
  historyError?: string;
}

/** Message metadata as chat.postMessage takes it and conversations.history gives it back. */
interface TFakeMetadata {
  event_type: string;
  event_payload: Record<string, unknown>;
}

/**
 * Tests and benchmarks: a Slack Web API for one workspace that records direct messages by user,
 * answers users.lookupByEmail and users.list (cursor pages), gives a user's posts back with their
 * metadata (conversations.open, conversations.history), and enforces workspace-wide rates the
 * way Slack does: a call over its method's limit is refused with 429 and a Retry-After (seconds).
 */
export async function startFakeSlackWorkspace(options: TFakeWorkspaceOptions = {}) {
  const posts: {
    channel: string;
    text: string;
    blocks: unknown;
    at: number;
    ts?: string;
    metadata?: TFakeMetadata;
  }[] = [];
  let refused = 0;
  const calls = new Map<string, number>();
  const postsLimit = options.postsPerSecond ? tokenBucket(options.postsPerSecond, 1) : undefined;
  const lookupsLimit = options.lookupsPerMinute ? tokenBucket(options.lookupsPerMinute, 60) : undefined;
  const listsLimit = options.listsPerMinute ? tokenBucket(options.listsPerMinute, 60) : undefined;
  const members = Object.entries(options.users ?? {}).map(([email, id]) => ({ id, email }));
  const limited = (res: http.ServerResponse, retryAfter: number) =>
    answer(res, { ok: false, error: 'ratelimited' }, 429, { 'retry-after': String(retryAfter) });
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
      calls.set(method!, (calls.get(method!) ?? 0) + 1);
      if (method === 'users.lookupByEmail') {
        const wait = lookupsLimit?.take();
        if (wait) return limited(res, wait);
        const id = options.users?.[String(params.email).toLowerCase()];
        return answer(res, id ? { ok: true, user: { id } } : { ok: false, error: 'users_not_found' });
      }
      if (method === 'users.list') {
        const wait = listsLimit?.take();
        if (wait) return limited(res, wait);
        const from = Number(params.cursor || 0);
        const to = from + Number(params.limit || 200);
        return answer(res, {
          ok: true,
          members: members.slice(from, to).map(({ id, email }) => ({ id, profile: { email } })),
          response_metadata: { next_cursor: to < members.length ? String(to) : '' },
        });
      }
      // the direct-message channel of a user is `D` and their id; its history is their posts
      if (method === 'conversations.open')
        return answer(res, { ok: true, channel: { id: `D${String(params.users).split(',')[0]}` } });
      if (method === 'conversations.history') {
        if (options.historyError) return answer(res, { ok: false, error: options.historyError });
        const user = String(params.channel).replace(/^D/, '');
        const oldestMs = Number(params.oldest || 0) * 1000;
        const limit = Number(params.limit || 100);
        const withMetadata = String(params.include_all_metadata) === 'true';
        const theirs = posts.filter((p) => p.channel === user && p.at >= oldestMs).reverse();
        return answer(res, {
          ok: true,
          messages: theirs.slice(0, limit).map((p) => ({
            type: 'message',
            ts: p.ts,
            text: p.text,
            ...(withMetadata && p.metadata ? { metadata: p.metadata } : {}),
          })),
          has_more: theirs.length > limit,
        });
      }
      if (method !== 'chat.postMessage') return answer(res, { ok: true });
      if (postsLimit?.take()) {
        refused++;
        return limited(res, 1);
      }
      const error = options.errors?.[params.channel!];
      if (error) return answer(res, { ok: false, error });
      const ts = `${posts.length + 1}.0`;
      const metadata = metadataOf(params.metadata);
      posts.push({
        channel: params.channel!,
        text: params.text!,
        blocks: params.blocks,
        at: Date.now(),
        ts,
        metadata,
      });
      answer(res, { ok: true, channel: params.channel, ts });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/api/`,
    posts,
    refused: () => refused,
    /** how many calls each Web API method got, refused ones included */
    callsOf: (method: string) => calls.get(method) ?? 0,
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

/** A post's metadata: an object in a JSON body, a JSON string in a form-encoded one. */
function metadataOf(raw: unknown): TFakeMetadata | undefined {
  if (!raw) return undefined;
  return (typeof raw === 'string' ? JSON.parse(raw) : raw) as TFakeMetadata;
}

/**
 * A rate of `count` calls per `seconds`, with a burst of that many: take() answers 0 when a call
 * may go, else the whole seconds to wait.
 */
function tokenBucket(count: number, seconds: number) {
  const perMs = count / (seconds * 1000);
  let tokens = count;
  let filledAt = Date.now();
  return {
    take() {
      const now = Date.now();
      tokens = Math.min(count, tokens + (now - filledAt) * perMs);
      filledAt = now;
      if (tokens >= 1) {
        tokens -= 1;
        return 0;
      }
      return Math.max(1, Math.ceil((1 - tokens) / perMs / 1000));
    },
  };
}
