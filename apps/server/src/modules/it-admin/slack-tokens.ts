import type { TDb } from '../../db/client';
import { getDataEncryptionKey } from '../../auth/secrets';
import { createSecretBox, type TSecretBox } from '../../lib/secret-box';
import { findWorkspaces, findWorkspacesOfTeam } from './slack-workspaces.repository';

const boxes = new WeakMap<TDb, Promise<TSecretBox>>();

/** The box sealing the bot tokens, its key read once per database. */
export function slackTokenBox(db: TDb, configuredKey?: string): Promise<TSecretBox> {
  let box = boxes.get(db);
  if (!box) {
    box = getDataEncryptionKey(db, configuredKey).then(createSecretBox);
    box.catch(() => boxes.delete(db));
    boxes.set(db, box);
  }
  return box;
}

export interface TSlackInstall {
  customerId: number;
  teamId: string;
  botToken: string;
}

/** The tenant a Slack team belongs to, with that workspace's bot token. */
export async function slackInstallOfTeam(
  db: TDb,
  teamId: string,
  configuredKey?: string,
): Promise<TSlackInstall | undefined> {
  const [row] = await findWorkspacesOfTeam(db, teamId);
  if (!row) return undefined;
  const box = await slackTokenBox(db, configuredKey);
  return { customerId: row.customerId, teamId: row.teamId, botToken: box.open(row.botTokenSealed) };
}

/** Every workspace of the tenant with its bot token, first installed first. */
export async function slackInstallsOf(
  db: TDb,
  customerId: number,
  configuredKey?: string,
): Promise<TSlackInstall[]> {
  const rows = await findWorkspaces(db, customerId);
  if (rows.length === 0) return [];
  const box = await slackTokenBox(db, configuredKey);
  return rows.map((row) => ({ customerId, teamId: row.teamId, botToken: box.open(row.botTokenSealed) }));
}
