import { vi } from 'vitest';

export interface TFakeResponse {
  status?: number;
  body?: unknown;
}

export interface TRecordedCall {
  method: string;
  path: string;
  /** the query string, `?` included (empty without one) */
  search: string;
  headers: Headers;
  /** the request body as sent (JSON text for JSON calls) */
  body: unknown;
}

/**
 * Replaces fetch with a table of answers keyed "METHOD /path" (query string ignored). Unknown calls
 * answer 404 in the API's error shape, so a missing entry fails loudly instead of hanging.
 */
export function fakeApi(routes: Record<string, TFakeResponse | (() => TFakeResponse)>) {
  const calls: TRecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    calls.push({
      method,
      path: url.pathname,
      search: url.search,
      headers: new Headers(init?.headers),
      body: init?.body,
    });
    const entry = routes[`${method} ${url.pathname}`];
    const answer = typeof entry === 'function' ? entry() : entry;
    if (!answer) {
      const body = { error: { code: 'NOT_FOUND', message: `No fake for ${method} ${url.pathname}` } };
      return new Response(JSON.stringify(body), { status: 404 });
    }
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(status === 204 ? null : text, {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
