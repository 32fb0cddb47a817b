import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TConnectorPost {
  conversationId: string;
  replyToId: string;
  activity: Record<string, unknown>;
}

/** Tests only: a Bot Connector service recording replies to activities and answering `{ id }`. */
export async function startFakeConnector() {
  const posts: TConnectorPost[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const match = /^\/v3\/conversations\/([^/]+)\/activities\/([^/?]+)/.exec(req.url ?? '');
      res.setHeader('content-type', 'application/json');
      if (req.method !== 'POST' || !match) {
        res.statusCode = 404;
        return res.end('{}');
      }
      posts.push({
        conversationId: decodeURIComponent(match[1]!),
        replyToId: decodeURIComponent(match[2]!),
        activity: JSON.parse(body || '{}') as Record<string, unknown>,
      });
      res.end(JSON.stringify({ id: `reply-${posts.length}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    serviceUrl: `http://127.0.0.1:${port}`,
    posts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An activity as the Emulator posts it to /api/messages. */
export function emulatorActivity(serviceUrl: string, fields: Record<string, unknown>) {
  return {
    type: 'message',
    id: `act-${Math.random().toString(36).slice(2, 8)}`,
    channelId: 'emulator',
    serviceUrl,
    timestamp: new Date().toISOString(),
    from: { id: 'user-1', name: 'Ann', role: 'user' },
    recipient: { id: 'bot-1', name: 'AskHR', role: 'bot' },
    conversation: { id: 'conv-1' },
    ...fields,
  };
}
