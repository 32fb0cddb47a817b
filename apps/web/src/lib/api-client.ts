import type { z } from 'zod';
import { ApiError, apiErrorFrom } from './api-error';

/** What the API client needs from the sign-in layer; bound once the user manager exists. */
export interface TApiSession {
  getAccessToken(): Promise<string | null>;
  /** Gets a fresh access token without user interaction; true when it worked. */
  renew(): Promise<boolean>;
  /** Sends the user to sign in again, remembering where they were. */
  signIn(): Promise<void>;
}

export type TQueryValue = string | number | boolean | null | undefined;

export interface TRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The tenant the call acts on (X-Tenant-Id); omitted only by calls that are not tenant-scoped. */
  tenantId?: number | null;
  query?: Record<string, TQueryValue | readonly TQueryValue[]>;
  /** Sent as JSON, or as is when it is FormData (uploads). */
  body?: unknown;
  signal?: AbortSignal;
  /** Public calls (the client configuration) go out without a token. */
  anonymous?: boolean;
}

export const TENANT_HEADER = 'X-Tenant-Id';

let session: TApiSession | null = null;
let renewing: Promise<boolean> | null = null;

export function bindApiSession(next: TApiSession | null) {
  session = next;
}

function urlOf(path: string, query: TRequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) if (item !== undefined && item !== null) params.append(key, String(item));
  }
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

/**
 * Resolves in a task of its own. A request is often started while the page renders (a query mounting):
 * reading the token and handing the request to the browser cost a few milliseconds each, which then no
 * longer lengthen the render's task, and six requests started together leave in six short tasks.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

async function send(path: string, options: TRequestOptions): Promise<Response> {
  await nextTask();
  const headers = new Headers({ Accept: 'application/json' });
  if (!options.anonymous) {
    const token = await session?.getAccessToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
  }
  // a query cancelled meanwhile (its page left) sends nothing, as the browser's fetch would not
  options.signal?.throwIfAborted();
  if (options.tenantId !== undefined && options.tenantId !== null)
    headers.set(TENANT_HEADER, String(options.tenantId));
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  try {
    return await fetch(urlOf(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', 'The server could not be reached.');
  }
}

// Parallel calls that all hit an expired token share one renewal instead of racing.
function renewOnce(current: TApiSession): Promise<boolean> {
  renewing ??= current.renew().finally(() => {
    renewing = null;
  });
  return renewing;
}

/**
 * Sends an authorised request and returns the successful response. A 401 is retried once after a
 * silent renewal; when renewal is impossible the user is sent to sign in again. A 401 that survives
 * a fresh token means the server does not accept this user, so it is reported, not retried.
 */
export async function apiFetch(path: string, options: TRequestOptions = {}): Promise<Response> {
  let response = await send(path, options);
  if (response.status === 401 && !options.anonymous && session) {
    const current = session;
    if (await renewOnce(current)) {
      response = await send(path, options);
    } else {
      const error = await apiErrorFrom(response);
      await current.signIn();
      throw error;
    }
  }
  if (!response.ok) throw await apiErrorFrom(response);
  return response;
}

/** Calls the API and parses the answer with the given schema: data is validated, never cast. */
export async function apiRequest<TSchema extends z.ZodType>(
  path: string,
  schema: TSchema,
  options: TRequestOptions = {},
): Promise<z.output<TSchema>> {
  const response = await apiFetch(path, options);
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    throw new ApiError(
      response.status,
      'INVALID_RESPONSE',
      `The server sent an unreadable answer for ${path}.`,
    );
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError(
      response.status,
      'INVALID_RESPONSE',
      `The server sent an unexpected answer for ${path}.`,
    );
  }
  return parsed.data;
}
