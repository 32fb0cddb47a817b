import fs from 'node:fs';
import os from 'node:os';
import {
  EMPLOYEE_NOT_FOUND_MESSAGE,
  ZEmployeeQuery,
} from '@askhr/shared/employee-data/employee-data.schemas';
import { ZTenantId } from '@askhr/shared/tenancy/tenant-admin.schemas';
import type { TDb } from '../db/client';
import { notFound } from '../lib/errors';
import {
  eraseEmployee,
  exportEmployee,
  findEmployee,
  type TEmployeeDataActor,
} from '../modules/employee-data/employee-data.service';

export const EMPLOYEE_COMMANDS = ['employee export', 'employee erase'] as const;
export type TEmployeeCommandName = (typeof EMPLOYEE_COMMANDS)[number];

interface TEmployeeContext {
  db: TDb;
  out: (line: string) => void;
}

/** The command line as the audit trail names it: no portal account, the operating system's user. */
function cliActor(): TEmployeeDataActor {
  let user = 'unknown';
  try {
    user = os.userInfo().username;
  } catch {
    // a container may run under a uid with no name
  }
  return { userId: null, email: `cli (${user})` };
}

/** The tenant id and the e-mail or account of `employee <action> <tenant-id> <email-or-account>`. */
export function employeeArguments(
  positionals: readonly string[],
): { tenantId: number; query: string } | string {
  const [tenant, query, ...extra] = positionals;
  if (tenant === undefined || query === undefined || extra.length > 0)
    return 'Give the tenant id and the e-mail address or chat account id.';
  const tenantId = ZTenantId.safeParse(tenant);
  if (!tenantId.success) return `"${tenant}" is not a tenant id.`;
  const parsed = ZEmployeeQuery.safeParse(query);
  if (!parsed.success) return 'Give an e-mail address or a chat account id.';
  return { tenantId: tenantId.data, query: parsed.data };
}

/** Writes the export to `file` (through `<file>.partial`, so no half-written file is left), or prints it. */
export async function employeeExport(
  ctx: TEmployeeContext,
  args: { tenantId: number; query: string },
  file: string | undefined,
) {
  const document = await exportEmployee(ctx.db, args.tenantId, args.query, cliActor());
  const json = JSON.stringify(document, null, 2);
  if (file === undefined) return ctx.out(json);
  fs.writeFileSync(`${file}.partial`, `${json}\n`, { mode: 0o600 });
  fs.renameSync(`${file}.partial`, file);
  const messages = document.botUsers.reduce((n, user) => n + user.messages.length, 0);
  ctx.out(`Wrote ${document.botUsers.length} chat accounts and ${messages} messages to ${file}.`);
}

/**
 * Lists what matches, and erases it when `isConfirmed`; false when it was only listed (the caller
 * exits 2 so that a script does not read it as done).
 */
export async function employeeErase(
  ctx: TEmployeeContext,
  args: { tenantId: number; query: string },
  isConfirmed: boolean,
): Promise<boolean> {
  const { botUsers } = await findEmployee(ctx.db, args.tenantId, args.query);
  if (botUsers.length === 0) throw notFound(EMPLOYEE_NOT_FOUND_MESSAGE);
  ctx.out(`${isConfirmed ? 'Erasing' : 'Would erase'} these chat accounts and everything kept about them:`);
  for (const user of botUsers)
    ctx.out(
      `  ${user.id}  ${user.channel}  ${user.channelUserId}  ${user.email ?? '-'}  ${user.messages} messages`,
    );
  if (!isConfirmed) return false;
  const { erased } = await eraseEmployee(
    ctx.db,
    args.tenantId,
    { query: args.query, botUserIds: botUsers.map((u) => u.id) },
    cliActor(),
  );
  ctx.out(
    `Erased ${erased.botUsers} chat accounts, ${erased.messages} messages, ${erased.activities} Web Chat activities, ` +
      `${erased.surveyResponses} survey answers; ${erased.deliveries} push deliveries no longer name them.`,
  );
  return true;
}
