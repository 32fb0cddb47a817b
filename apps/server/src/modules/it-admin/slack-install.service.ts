import { WebClient } from '@slack/web-api';
import {
  IT_ADMIN_MESSAGES,
  SLACK_RETURN_PATH,
  slackAuthorizeUrl,
} from '@askhr/shared/it-admin/it-admin.constants';
import type { TSlackExchange } from '@askhr/shared/it-admin/it-admin.schemas';
import type { TConfig } from '../../config';
import type { TDb } from '../../db/client';
import { AppError, badRequest } from '../../lib/errors';
import { issueInstallState, spendInstallState } from './slack-install-state';
import { slackTokenBox } from './slack-tokens';
import { upsertWorkspace } from './slack-workspaces.repository';
import { recordAudit, type TAuditActor } from '../audit/audit.service';

export interface TInstaller {
  customerId: number;
  customerUserId: number;
  features: ReadonlySet<string>;
}

const notConfigured = () => new AppError(503, IT_ADMIN_MESSAGES.slackNotConfigured);

/** A new install for the user: a single-use state, and the Slack page that carries it. */
export async function startSlackInstall(db: TDb, config: TConfig, installer: TInstaller, now = new Date()) {
  const state = await issueInstallState(db, installer, now, config.dataEncryptionKey);
  const clientId = config.slack.clientId ?? '';
  const authorizeUrl = clientId
    ? slackAuthorizeUrl(config.slack.oauthUrl, {
        clientId,
        state,
        redirectUri: `${config.publicUrl}${SLACK_RETURN_PATH}`,
        hasCsvUploads: installer.features.has('PushItemsUploadCSV'),
      })
    : '';
  return { state, clientId, authorizeUrl };
}

/**
 * Completes an install: the state must be the user's own, unused and fresh; the code is exchanged
 * with oauth.v2.access and the workspace stored with its bot token sealed. The state is spent
 * before Slack is asked, so a failed exchange needs a new install, never a replay.
 */
export async function completeSlackInstall(
  db: TDb,
  config: TConfig,
  installer: TInstaller,
  { code, state }: TSlackExchange,
  by: TAuditActor,
) {
  const { clientId, clientSecret } = config.slack;
  if (!clientId || !clientSecret) throw notConfigured();
  const isOwnState = await spendInstallState(db, installer, state, new Date(), config.dataEncryptionKey);
  if (!isOwnState)
    throw badRequest(IT_ADMIN_MESSAGES.stateRefused, { state: [IT_ADMIN_MESSAGES.stateRefused] });
  const access = await exchangeCode(config, { clientId, clientSecret, code });
  const teamId = access.team?.id;
  if (!access.access_token || !teamId) throw slackRefused('no bot token or workspace in the answer');
  const box = await slackTokenBox(db, config.dataEncryptionKey);
  const row = await db.transaction(async (tx) => {
    const stored = await upsertWorkspace(tx, installer.customerId, {
      teamId,
      teamName: access.team?.name || teamId,
      botUserId: access.bot_user_id ?? null,
      botTokenSealed: box.seal(access.access_token!),
      installedBy: installer.customerUserId,
    });
    await recordAudit(tx, {
      customerId: installer.customerId,
      action: 'slack.install',
      actor: by,
      target: stored.teamName,
    });
    return stored;
  });
  return { workspace: { id: row.teamId, name: row.teamName }, productName: config.productName };
}

async function exchangeCode(config: TConfig, args: { clientId: string; clientSecret: string; code: string }) {
  const client = new WebClient(undefined, { slackApiUrl: config.slack.apiUrl, retryConfig: { retries: 0 } });
  try {
    return await client.oauth.v2.access({
      client_id: args.clientId,
      client_secret: args.clientSecret,
      code: args.code,
      redirect_uri: `${config.publicUrl}${SLACK_RETURN_PATH}`,
    });
  } catch (err) {
    const slackError = (err as { data?: { error?: string } }).data?.error;
    throw slackRefused(slackError ?? 'Slack could not be reached');
  }
}

const slackRefused = (detail: string) =>
  new AppError(
    502,
    `There was an error while getting authorization from Slack to interact with the product: ${detail}. Please try again.`,
  );
