import {
  csvEmailsOf,
  isPushItemEditable,
  sendDateOf,
  parseDate,
  validatePushSave,
} from '@askhr/shared/push/push-rules';
import { PUSH_MESSAGES, PUSH_STATUSES, type TPushType } from '@askhr/shared/push/push.constants';
import type { TPushPageQuery, TPushSave } from '@askhr/shared/push/push.schemas';
import type { TPrincipal, TTenantContext } from '../../auth/guard';
import type { TDb } from '../../db/client';
import { drizzleSqlClient } from '../../db/sql-client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { TPushScheduler } from './push.jobs';
import { presentItems } from './push-present';
import { recipientGroups } from './push-recipients';
import {
  deletePushItem,
  findCsmMembers,
  findPushAuthors,
  findPushItem,
  findPushPage,
  insertPushItem,
  replaceQueries,
  replaceRecipients,
  updatePushItem,
  type TPushItemValues,
  type TRecipientValues,
} from './push.repository';
import { recordAudit, type TAuditActor } from '../audit/audit.service';

/** How a save or a delete reaches the item's jobs. */
export type TItemScheduler = Pick<TPushScheduler, 'ready' | 'scheduleItem' | 'cancelItem'>;

const NOT_FOUND = { message: 'Push message not found.', survey: 'Survey not found.' } as const;
const notFoundOf = (type?: TPushType) => notFound(type === 'survey' ? NOT_FOUND.survey : NOT_FOUND.message);

/** Reading an item needs its type's flag; writing also its edit permission (spec 001 section 6). */
export function assertTypeAccess(tenant: TTenantContext, type: TPushType, write: boolean) {
  const [flag, permission] =
    type === 'survey' ? ['Surveys', 'edit-surveys'] : ['PushMessaging', 'edit-push-messages'];
  if (!tenant.features.has(flag)) throw forbidden(`The ${flag} feature is not enabled for this company.`);
  if (write && !tenant.permissions.has(permission)) throw forbidden();
}

export async function listPushItems(
  db: TDb,
  tenant: TTenantContext,
  query: TPushPageQuery,
  now = new Date(),
) {
  assertTypeAccess(tenant, query.type, false);
  const { rows, total } = await findPushPage(db, tenant.customerId, {
    type: query.type,
    scheduled: query.scheduled,
    cuIds: query.cuIds,
    // what is still to go out comes soonest first, history latest first
    desc: query.desc ?? query.scheduled !== true,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { items: await presentItems(db, tenant.customerId, rows, now), total };
}

/**
 * The 'Last updated by...' options: everyone who saved an item of the type last, over all pages
 * of both lists, the vendor's Customer Success Managers left out (spec 001, Push Messages).
 */
export async function listPushAuthors(db: TDb, tenant: TTenantContext, type: TPushType) {
  assertTypeAccess(tenant, type, false);
  const authors = await findPushAuthors(db, tenant.customerId, type);
  const csms = await findCsmMembers(
    db,
    tenant.customerId,
    authors.map((author) => author.id),
  );
  return authors
    .filter((author) => !csms.has(author.id))
    .map((author) => ({ id: author.id, name: author.name || author.email }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** One item with its CSV e-mails; `type` narrows it (a survey route finds no message). */
export async function getPushItem(
  db: TDb,
  tenant: TTenantContext,
  id: number,
  type?: TPushType,
  now = new Date(),
) {
  const row = await findPushItem(db, tenant.customerId, id);
  if (!row || (type && row.type !== type)) throw notFoundOf(type);
  assertTypeAccess(tenant, row.type as TPushType, false);
  const [item] = await presentItems(db, tenant.customerId, [row], now, true);
  return item!;
}

/** The recipients of a save as stored: groups as chosen, the CSV e-mails on one list. */
async function recipientsOf(db: TDb, tenant: TTenantContext, save: TPushSave) {
  const fields: Record<string, string[]> = {};
  const groups = save.recipients.filter((r) => r.recipientId);
  const known = new Map((await recipientGroups(db, tenant.customerId)).map((g) => [g.recipientId, g]));
  if (groups.some((g) => !known.has(g.recipientId!))) fields.recipients = [PUSH_MESSAGES.recipientUnknown];
  const emails = csvEmailsOf(save);
  if (emails.length > 0 && !tenant.features.has('PushItemsUploadCSV'))
    fields.recipientsCsv = [PUSH_MESSAGES.csvNotEnabled];
  const values: TRecipientValues[] = groups.map((g) => {
    const group = known.get(g.recipientId!);
    return {
      name: group?.name ?? g.name,
      type: 'group',
      channelId: group?.channelId ?? null,
      channelTenantId: group?.channelTenantId ?? null,
      channelTenantName: group?.channelTenantName ?? null,
      recipientId: g.recipientId!,
      emails: [],
    };
  });
  if (emails.length > 0) {
    const list = save.recipients.find((r) => !r.recipientId);
    values.push({
      name: list?.name || save.files[0]?.name || 'CSV recipients',
      type: 'csv',
      channelId: list?.channelId ?? null,
      channelTenantId: list?.channelTenantId ?? null,
      channelTenantName: list?.channelTenantName ?? null,
      recipientId: null,
      emails,
    });
  }
  return { values, fields };
}

/** A moment after `previous`, so that two saves within one millisecond still differ. */
const stampAfter = (now: Date, previous?: Date) =>
  previous && previous.getTime() >= now.getTime() ? new Date(previous.getTime() + 1) : now;

/**
 * Creates (id <= 0) or updates a push item. It is Scheduled at its date (a dry run at the next
 * 5-minute mark), and its send job (a survey's closing job too) is scheduled once the save is
 * committed: the job runtime has its own connections. A job that finds its item moved or gone
 * does nothing. An update needs the lastUpdated it read and an item nothing was delivered of.
 */
export async function savePushItem(
  db: TDb,
  tenant: TTenantContext,
  principal: TPrincipal,
  save: TPushSave,
  scheduler: TItemScheduler,
  now = new Date(),
) {
  assertTypeAccess(tenant, save.type, true);
  const { customerId } = tenant;
  const isNew = save.id <= 0;
  const read = parseDate(save.lastUpdated);
  if (!isNew && !read)
    throw badRequest('An update needs the lastUpdated it was made from.', { lastUpdated: ['Required'] });
  const existing = isNew ? undefined : await findPushItem(db, customerId, save.id);
  if (!isNew && (!existing || existing.type !== save.type)) throw notFoundOf(save.type);
  if (existing && !isPushItemEditable(existing, now)) throw conflict(PUSH_MESSAGES.notEditable);
  const recipients = await recipientsOf(db, tenant, save);
  const fields = validatePushSave(save, now);
  for (const [field, messages] of Object.entries(recipients.fields))
    fields[field] = [...(fields[field] ?? []), ...messages];
  if (Object.keys(fields).length > 0) throw badRequest('The item is not valid.', fields);
  const query = save.queries[0];
  const values: TPushItemValues = {
    type: save.type,
    text: save.type === 'survey' ? query!.text.trim() : save.text.trim(),
    date: sendDateOf(save, now)!,
    dryRun: save.dryRun,
    frequency: save.frequency,
    greetingText: save.type === 'survey' ? save.greetingText!.trim() : null,
    closeDate: save.type === 'survey' ? (parseDate(save.closeDate) ?? null) : null,
    csvFileName: save.files[0]?.name ?? null,
    statusId: PUSH_STATUSES.Scheduled,
    statusDate: now,
    lastUpdated: stampAfter(now, existing?.lastUpdated),
    lastCustomerUserId: tenant.customerUserId,
    lastUserUpdated: principal.name || principal.email,
  };
  await scheduler.ready();
  // the item and its jobs are written together: a save whose scheduling fails leaves nothing changed
  const saved = await db.transaction(async (tx) => {
    const row = existing
      ? await updatePushItem(tx, customerId, existing.id, read!, values)
      : await insertPushItem(tx, customerId, values);
    if (!row) throw conflict(PUSH_MESSAGES.stale);
    await replaceRecipients(tx, customerId, row.id, recipients.values);
    if (save.type === 'survey') {
      const options = query!.responseOptions.map((o) => (typeof o === 'string' ? o : o.text).trim());
      const surveyQueryOptionId = query!.surveyQueryOptionId ?? null;
      await replaceQueries(tx, customerId, row.id, [{ text: values.text, surveyQueryOptionId, options }]);
    }
    await scheduler.scheduleItem(row, drizzleSqlClient(tx));
    return row;
  });
  return { id: saved.id, lastUpdated: saved.lastUpdated.toISOString() };
}

export async function removePushItem(
  db: TDb,
  tenant: TTenantContext,
  by: TAuditActor,
  id: number,
  scheduler: TItemScheduler,
  now = new Date(),
) {
  const row = await findPushItem(db, tenant.customerId, id);
  if (!row) throw notFoundOf();
  assertTypeAccess(tenant, row.type as TPushType, true);
  if (!isPushItemEditable(row, now)) throw conflict(PUSH_MESSAGES.notEditable);
  await scheduler.ready();
  await db.transaction(async (tx) => {
    if (!(await deletePushItem(tx, tenant.customerId, id))) throw conflict(PUSH_MESSAGES.notEditable);
    await scheduler.cancelItem(id, drizzleSqlClient(tx));
    await recordAudit(tx, {
      customerId: tenant.customerId,
      action: 'push.delete',
      actor: by,
      target: `${row.type} ${id}`,
    });
  });
}
