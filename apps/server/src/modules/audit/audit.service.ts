import type { TAuditAction } from '@askhr/shared/audit/audit.schemas';
import type { TDb } from '../../db/client';
import {
  deleteAuditEventsOlderThan,
  findTenantsWithEventsOlderThan,
  insertAuditEvents,
  insertForMemberships,
} from './audit.repository';

/** Who did it: the signed-in portal user of the request (the guard's principal fits). */
export interface TAuditActor {
  userId: number;
  email: string;
}

/** Who did it from the operator command line: no portal account, named by `email` (e.g. `cli (root)`). */
export interface TCliActor {
  userId: null;
  email: string;
}

/** One thing done in the portal, in the tenant it was done in. */
export interface TAuditRecord {
  customerId: number;
  action: TAuditAction;
  actor: TAuditActor | TCliActor;
  /** what was acted on, as the portal names it */
  target?: string | null;
  /** a short, non-personal detail */
  detail?: string | null;
}

/**
 * How other modules record an event, through their transaction so that a failed action records
 * nothing. This file imports no other module, so that any service may import it without a cycle.
 */
export async function recordAudit(db: TDb, event: TAuditRecord): Promise<void> {
  await insertAuditEvents(db, event.customerId, [
    {
      action: event.action,
      actorUserId: event.actor.userId,
      actorEmail: event.actor.email,
      target: event.target ?? null,
      detail: event.detail ?? null,
    },
  ]);
}

/**
 * A sign-in of the embedded provider, kept for every tenant the account is a member of; a failure
 * carries its reason. A failure of an unknown e-mail belongs to no tenant and is not recorded.
 */
export async function recordSignIn(db: TDb, account: TAuditActor, failure?: string): Promise<void> {
  await insertForMemberships(db, account.userId, {
    action: failure === undefined ? 'sign-in' : 'sign-in-failed',
    actorUserId: account.userId,
    actorEmail: account.email,
    target: null,
    detail: failure ?? null,
  });
}

/**
 * The detail of an edit: each named list's additions and removals (`roles +Editor -Viewer`) and the
 * fields that changed, joined by `; `; null when nothing changed.
 */
export function changeDetail(
  lists: Record<string, { before: readonly string[]; after: readonly string[] }>,
  fields: string[] = [],
): string | null {
  const parts = Object.entries(lists).flatMap(([label, { before, after }]) => {
    const moves = [
      ...after.filter((x) => !before.includes(x)).map((x) => `+${x}`),
      ...before.filter((x) => !after.includes(x)).map((x) => `-${x}`),
    ];
    return moves.length > 0 ? [`${label} ${moves.join(' ')}`] : [];
  });
  const all = [...fields, ...parts];
  return all.length > 0 ? all.join('; ') : null;
}

const PURGE_BATCH = 5000;

/** Deletes every tenant's events older than `days`, tenant by tenant in batches; the number deleted. */
export async function purgeAuditEvents(db: TDb, days: number, signal?: AbortSignal): Promise<number> {
  let deleted = 0;
  for (const customerId of await findTenantsWithEventsOlderThan(db, days)) {
    for (;;) {
      signal?.throwIfAborted();
      const n = await deleteAuditEventsOlderThan(db, customerId, days, PURGE_BATCH);
      deleted += n;
      if (n < PURGE_BATCH) break;
    }
  }
  return deleted;
}
