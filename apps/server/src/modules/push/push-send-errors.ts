import type { TSendOutcome } from './push-send-outcome';

/** Slack errors of an employee who turned the app's messages off or cannot be written to. */
const SLACK_BLOCKED = new Set([
  'messages_tab_disabled',
  'cannot_dm_bot',
  'user_disabled',
  'restricted_action',
]);
/** Slack errors of an employee the app cannot reach in the workspace. */
const SLACK_NOT_INSTALLED = new Set([
  'user_not_found',
  'users_not_found',
  'channel_not_found',
  'not_in_channel',
]);

interface TCodedError {
  code?: string;
  message?: string;
  data?: { error?: string };
  statusCode?: number;
  retryAfter?: number;
  response?: { headers?: { get?(name: string): string | null | undefined } };
}

const describe = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);

/** The seconds a Slack 429 asks to wait, when the error is one. */
export function slackRetryAfter(err: unknown): number | undefined {
  const coded = err as TCodedError;
  return coded?.code === 'slack_webapi_rate_limited_error' ? (coded.retryAfter ?? 1) : undefined;
}

export function slackErrorState(err: unknown): TSendOutcome {
  const code = (err as TCodedError)?.data?.error;
  if (code && SLACK_BLOCKED.has(code)) return { state: 'blocked', error: `Slack: ${code}` };
  if (code && SLACK_NOT_INSTALLED.has(code)) return { state: 'notInstalled', error: `Slack: ${code}` };
  return { state: 'failed', error: code ? `Slack: ${code}` : describe(err) };
}

/**
 * Bot Connector errors: 403 when the user blocked the bot or an admin disabled it, 404 when the
 * conversation is gone (the app was removed), 429 when throttled (waited out by the caller).
 */
export function teamsErrorState(err: unknown): TSendOutcome & { retryAfterMs?: number } {
  const coded = err as TCodedError;
  const status = coded?.statusCode;
  if (status === 429) {
    const header = Number(coded.response?.headers?.get?.('retry-after'));
    return {
      state: 'failed',
      error: describe(err),
      retryAfterMs: Number.isFinite(header) && header > 0 ? header * 1000 : 1000,
    };
  }
  if (status === 403) return { state: 'blocked', error: `Teams: ${describe(err)}` };
  if (status === 404) return { state: 'notInstalled', error: `Teams: ${describe(err)}` };
  return { state: 'failed', error: describe(err) };
}
