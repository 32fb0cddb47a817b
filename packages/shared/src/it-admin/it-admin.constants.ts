/** Bot scopes the Slack app asks for (spec 001 section 9). */
export const SLACK_BOT_SCOPES = ['channels:read', 'im:history', 'chat:write', 'reactions:read'] as const;
/** Added when the tenant can send to CSV lists of e-mails: finding employees by address needs them. */
export const SLACK_CSV_SCOPES = ['users:read', 'users:read.email'] as const;
/** Where Slack sends the browser back after the install, under the portal's public URL. */
export const SLACK_RETURN_PATH = '/ExchangeSlackToken';
/** A Slack install must come back within this many minutes, else its state is refused. */
export const SLACK_STATE_TTL_MINUTES = 10;
/** At most this many ids on one channel's allowed list. */
export const ALLOWED_RECIPIENTS_MAX = 5000;

/** Texts of the IT Admin sections (spec 001 section 8). */
export const IT_ADMIN_MESSAGES = {
  slackInstalled: (product: string) => `${product} was succesfully installed into your Slack Workspace`,
  slackError: (error: string) =>
    `There was an error while installing the Slack app, but you can try again. Here's what Slack reported: ${error}`,
  slackExchangeFailed:
    'There was an error while getting authorization from Slack to interact with the product. Please try again.',
  saveFailed: 'There was a problem saving the message',
  stateRefused: 'This Slack install link has expired or was already used. Please start the install again.',
  slackNotConfigured:
    'The Slack app is not configured on this server (SLACK_CLIENT_ID, SLACK_CLIENT_SECRET).',
} as const;

/** The Slack OAuth v2 page the browser is sent to for an install. */
export function slackAuthorizeUrl(
  base: string,
  { clientId, state, redirectUri, hasCsvUploads }: TSlackAuthorize,
) {
  const scopes = [...SLACK_BOT_SCOPES, ...(hasCsvUploads ? SLACK_CSV_SCOPES : [])];
  const url = new URL(base);
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('scope', scopes.join(','));
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('state', state);
  return url.toString();
}

export interface TSlackAuthorize {
  clientId: string;
  state: string;
  redirectUri: string;
  hasCsvUploads: boolean;
}
