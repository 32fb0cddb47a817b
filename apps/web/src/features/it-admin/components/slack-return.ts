/** Where /ExchangeSlackToken keeps what Slack sent back, for /itAdmin/ to finish the install. */
const STORAGE_KEY = 'askhr.slackInstallReturn';

export interface TSlackReturn {
  code?: string;
  state?: string;
  error?: string;
}

export function keepSlackReturn(params: URLSearchParams) {
  const kept: TSlackReturn = {
    code: params.get('code') ?? undefined,
    state: params.get('state') ?? undefined,
    error: params.get('error') ?? undefined,
  };
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
}

/** What Slack sent back, once: reading it forgets it, so a reload does not exchange the code again. */
export function takeSlackReturn(): TSlackReturn | undefined {
  const raw = sessionStorage.getItem(STORAGE_KEY);
  if (!raw) return undefined;
  sessionStorage.removeItem(STORAGE_KEY);
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    const text = (key: string) => (typeof value[key] === 'string' ? (value[key] as string) : undefined);
    return { code: text('code'), state: text('state'), error: text('error') };
  } catch {
    return undefined;
  }
}
