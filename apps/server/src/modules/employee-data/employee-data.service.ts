import {
  EMPLOYEE_ERASE_STALE_MESSAGE,
  EMPLOYEE_NOT_FOUND_MESSAGE,
  type TEmployeeEraseRequest,
  type TEmployeeErased,
  type TEmployeeExport,
  type TEmployeeFound,
} from '@askhr/shared/employee-data/employee-data.schemas';
import type { TDb } from '../../db/client';
import { deleteKeepingRollups } from '../../db/keep-rollups';
import { conflict, notFound } from '../../lib/errors';
import { recordAudit, type TAuditRecord } from '../audit/audit.service';
import {
  activitiesOf,
  deleteBotUsers,
  deleteMessages,
  deleteSurveyResponses,
  deleteWebChat,
  deliveriesOf,
  findBotUsers,
  lockMatchingBotUsers,
  messagesOf,
  surveyAnswersOf,
  unlinkDeliveries,
  webChatAccountsOf,
  type TEmployeeKeys,
} from './employee-data.repository';
import { presentRecords } from './employee-export';

/** Who exports or erases: a portal member, or the operator command line. */
export type TEmployeeDataActor = TAuditRecord['actor'];

const keysOf = (
  rows: readonly { id: number; channelUserId: string; email: string | null }[],
): TEmployeeKeys => ({
  botUserIds: rows.map((r) => r.id),
  emails: [...new Set(rows.flatMap((r) => (r.email ? [r.email.toLowerCase()] : [])))],
  accounts: [...new Set(rows.map((r) => r.channelUserId))],
});

/** The tenant's bot users whose e-mail (any case) or channel account id is `query`. */
export async function findEmployee(db: TDb, customerId: number, query: string): Promise<TEmployeeFound> {
  const rows = await findBotUsers(db, customerId, query);
  return {
    botUsers: rows.map((r) => ({
      id: r.id,
      channel: r.channel,
      channelUserId: r.channelUserId,
      email: r.email,
      name: r.name,
      firstSeen: r.firstSeen.toISOString(),
      lastSeen: r.lastSeen.toISOString(),
      messages: r.messages,
    })),
  };
}

/** Everything kept about the bot users matching `query`, recorded in the audit trail; 404 when none match. */
export async function exportEmployee(
  db: TDb,
  customerId: number,
  query: string,
  by: TEmployeeDataActor,
): Promise<TEmployeeExport> {
  const botUsers = await findBotUsers(db, customerId, query);
  if (botUsers.length === 0) throw notFound(EMPLOYEE_NOT_FOUND_MESSAGE);
  const keys = keysOf(botUsers);
  const [messages, surveyAnswers, deliveries, activities] = await Promise.all([
    messagesOf(db, customerId, keys.botUserIds),
    surveyAnswersOf(db, customerId, keys.botUserIds),
    deliveriesOf(db, customerId, keys),
    activitiesOf(db, customerId, webChatAccountsOf(botUsers)),
  ]);
  const records = presentRecords({ botUsers, messages, surveyAnswers, deliveries, activities });
  await recordAudit(db, {
    customerId,
    action: 'employee.export',
    actor: by,
    target: query,
    detail: `botUsers ${botUsers.length}; messages ${messages.length}; surveyResponses ${surveyAnswers.length}; deliveries ${deliveries.length}`,
  });
  return { query, exportedAt: new Date().toISOString(), botUsers: records };
}

/**
 * Erases exactly the named bot users, when every one still matches `query` in the tenant (409
 * otherwise), with their messages, Web Chat conversations, survey answers (still counted in
 * the survey report) and conversation references; their push deliveries stay, without whom they
 * went to. One transaction, which keeps the report and review rollups as they are and records the
 * erasure in the audit trail.
 */
export async function eraseEmployee(
  db: TDb,
  customerId: number,
  request: TEmployeeEraseRequest,
  by: TEmployeeDataActor,
): Promise<TEmployeeErased> {
  const ids = [...new Set(request.botUserIds)];
  return deleteKeepingRollups(db, async (tx) => {
    const locked = await lockMatchingBotUsers(tx, customerId, request.query, ids);
    if (locked.length !== ids.length) throw conflict(EMPLOYEE_ERASE_STALE_MESSAGE);
    const keys = keysOf(locked);
    const messages = await deleteMessages(tx, customerId, keys.botUserIds);
    const activities = await deleteWebChat(tx, customerId, webChatAccountsOf(locked));
    const surveyResponses = await deleteSurveyResponses(tx, customerId, keys.botUserIds);
    const deliveries = await unlinkDeliveries(tx, customerId, keys);
    const botUsers = await deleteBotUsers(tx, customerId, keys.botUserIds);
    const erased = { botUsers, messages, activities, surveyResponses, deliveries };
    await recordAudit(tx, {
      customerId,
      action: 'employee.erase',
      actor: by,
      target: request.query,
      detail: Object.entries(erased)
        .map(([name, n]) => `${name} ${n}`)
        .join('; '),
    });
    return { erased };
  });
}
