import { CHANNELS } from '@askhr/shared/countries/countries.constants';
import type { TAllowedListSave, TItAdminConfig, TItChannel } from '@askhr/shared/it-admin/it-admin.schemas';
import type { TConfig } from '../../config';
import type { TDb } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { pushChannels } from '../push/push-recipients';
import { findAllowedLists, saveAllowedList } from './allowed-lists.repository';
import { startSlackInstall, type TInstaller } from './slack-install.service';
import { findWorkspaces } from './slack-workspaces.repository';
import { findEmailInboxes } from './email-inboxes.repository';

const PUSH_FLAGS = ['PushMessaging', 'Surveys'];
const labelOf = (id: string) => CHANNELS.find((c) => c.id === id)?.label ?? id;

/** GET /api/CustomSettings/ITAdminConfig: the Slack install, the allowed lists, the inboxes. */
export async function itAdminConfig(
  db: TDb,
  config: TConfig,
  installer: TInstaller,
): Promise<TItAdminConfig> {
  const { customerId } = installer;
  const [workspaces, slack] = await Promise.all([
    findWorkspaces(db, customerId),
    startSlackInstall(db, config, installer),
  ]);
  const hasPush = PUSH_FLAGS.some((flag) => installer.features.has(flag));
  return {
    slack: { workspaces: workspaces.map((w) => ({ id: w.teamId, name: w.teamName })), ...slack },
    channels: hasPush ? await allowedListChannels(db, customerId) : [],
    emailInboxes: await supportEmailInboxes(db, customerId),
  };
}

/** The support e-mail inboxes of the IT Admin page (EscalateNotSatisfactoryAnswer). */
export async function supportEmailInboxes(
  db: TDb,
  customerId: number,
): Promise<TItAdminConfig['emailInboxes']> {
  const inboxes = await findEmailInboxes(db, customerId);
  return inboxes.map(({ id, name, email }) => ({ id, name, email }));
}

/**
 * The chat channels push delivery uses, each with its allowed list: every Slack workspace, the
 * Teams tenant once bound or used, Web Chat always.
 */
export async function allowedListChannels(db: TDb, customerId: number): Promise<TItChannel[]> {
  const [workspaces, channels, lists] = await Promise.all([
    findWorkspaces(db, customerId),
    pushChannels(db, customerId),
    findAllowedLists(db, customerId),
  ]);
  const entries: Omit<TItChannel, 'onlyAllowedRecipients' | 'allowedRecipients' | 'version'>[] = [
    ...workspaces.map((w) => ({ id: `slack:${w.teamId}`, type: 'slack' as const, name: w.teamName })),
    ...channels
      .filter((c) => c.id === 'msteams' || c.id === 'directline')
      .map((c) => ({ id: c.id, type: c.id as 'msteams' | 'directline', name: labelOf(c.id) })),
  ];
  return entries.map((entry) => {
    const list = lists.find((l) => l.channelKey === entry.id);
    return {
      ...entry,
      onlyAllowedRecipients: list?.onlyAllowedRecipients ?? false,
      allowedRecipients: list?.allowedRecipients ?? [],
      version: list?.version ?? 0,
    };
  });
}

/** POST /api/CustomSettings/ITAdminConfig: one channel's list, refused when it changed meanwhile. */
export async function saveChannelAllowedList(db: TDb, customerId: number, values: TAllowedListSave) {
  const channels = await allowedListChannels(db, customerId);
  const channel = channels.find((c) => c.id === values.id);
  if (!channel) throw notFound('No such chat channel.');
  if (values.onlyAllowedRecipients && values.allowedRecipients.length === 0) {
    const message = 'Add at least one recipient id, or turn the list off.';
    throw badRequest(message, { allowedRecipients: [message] });
  }
  const isSaved = await saveAllowedList(db, customerId, { ...values, channelKey: channel.id });
  if (!isSaved)
    throw conflict('Someone else changed this list meanwhile: reload the page to see their version.');
  return (await allowedListChannels(db, customerId)).find((c) => c.id === channel.id)!;
}
