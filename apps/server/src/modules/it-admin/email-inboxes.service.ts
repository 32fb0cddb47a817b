import { INBOX_LIMIT, type TEmailInboxSave } from '@askhr/shared/it-admin/email-inboxes.schemas';
import type { TDb } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import {
  countEmailInboxes,
  deleteEmailInbox,
  findEmailInbox,
  findEmailInboxes,
  insertEmailInbox,
  updateEmailInbox,
} from './email-inboxes.repository';
import { STALE_MESSAGES } from '@askhr/shared/errors/stale-messages';

export const STALE_INBOX_MESSAGE = STALE_MESSAGES.inbox;
const NOT_FOUND_MESSAGE = 'Inbox not found.';

export const listEmailInboxes = (db: TDb, customerId: number) => findEmailInboxes(db, customerId);

export async function createEmailInbox(db: TDb, customerId: number, body: TEmailInboxSave) {
  if ((await countEmailInboxes(db, customerId)) >= INBOX_LIMIT)
    throw badRequest(`A tenant can have at most ${INBOX_LIMIT} support inboxes.`);
  return insertEmailInbox(db, customerId, { name: body.name, email: body.email });
}

export async function changeEmailInbox(db: TDb, customerId: number, body: TEmailInboxSave) {
  if (body.id === undefined || body.id <= 0)
    throw badRequest('An update needs the id of the inbox.', { id: ['Required'] });
  if (body.version === undefined)
    throw badRequest('An update needs the version it was made from.', { version: ['Required'] });
  const values = { name: body.name, email: body.email };
  const row = await updateEmailInbox(db, customerId, body.id, body.version, values);
  if (row) return row;
  if (!(await findEmailInbox(db, customerId, body.id))) throw notFound(NOT_FOUND_MESSAGE);
  throw conflict(STALE_INBOX_MESSAGE);
}

export async function removeEmailInbox(db: TDb, customerId: number, id: number) {
  if (!(await deleteEmailInbox(db, customerId, id))) throw notFound(NOT_FOUND_MESSAGE);
}
