import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const GOOD_CODE = 'good-code';

/**
 * Tests and the journey: Slack's oauth.v2.access for one app. The code `good-code` (or any code
 * in `workspaces`) installs into a workspace; any other is answered `invalid_code`, as Slack does.
 */
export async function startFakeSlackOAuth(
  workspaces: Record<string, { id: string; name: string }> = { [GOOD_CODE]: { id: 'TNEW', name: 'Acme HQ' } },
) {
  const calls: Record<string, string>[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const params = Object.fromEntries(new URLSearchParams(raw));
      const basic = req.headers.authorization?.match(/^Basic (.+)$/)?.[1];
      if (basic) {
        const [id, secret] = Buffer.from(basic, 'base64').toString().split(':');
        params.client_id ??= id!;
        params.client_secret ??= secret!;
      }
      calls.push(params);
      const team = workspaces[params.code ?? ''];
      const body =
        (req.url ?? '').includes('oauth.v2.access') && team
          ? { ok: true, access_token: `xoxb-${team.id}-secret`, token_type: 'bot', bot_user_id: 'UBOT', team }
          : { ok: false, error: 'invalid_code' };
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/api/`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
