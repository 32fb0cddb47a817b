import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { customerUserRoles, customerUsers, features, roles, users } from '../../db/schema';

export type TUserRow = typeof users.$inferSelect;

export async function findUserByIdentity(db: TDb, identityId: string): Promise<TUserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.identityId, identityId));
  return rows[0];
}

/** First sign-in through an external provider: bind the invited user (matched by email) to its identity. */
export async function bindIdentityByEmail(
  db: TDb,
  email: string,
  identityId: string,
): Promise<TUserRow | undefined> {
  const rows = await db
    .update(users)
    .set({ identityId })
    .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.identityId)))
    .returning();
  return rows[0];
}

export async function touchLastSeen(db: TDb, userId: number) {
  await db
    .update(users)
    .set({ lastSeen: new Date() })
    .where(
      and(
        eq(users.id, userId),
        sql`(${users.lastSeen} is null or ${users.lastSeen} < now() - interval '5 minutes')`,
      ),
    );
}

export interface TMembership {
  customerUserId: number;
  roleIds: number[];
  permissions: Set<string>;
}

/** The user's active membership of a tenant with the union of its roles' permissions. */
export async function findMembership(
  db: TDb,
  customerId: number,
  userId: number,
): Promise<TMembership | undefined> {
  const member = await db
    .select({ id: customerUsers.id })
    .from(customerUsers)
    .where(
      and(
        eq(customerUsers.customerId, customerId),
        eq(customerUsers.userId, userId),
        eq(customerUsers.active, true),
      ),
    );
  if (!member[0]) return undefined;
  const roleRows = await db
    .select({ id: roles.id, permissions: roles.permissions })
    .from(customerUserRoles)
    .innerJoin(roles, and(eq(roles.id, customerUserRoles.roleId), eq(roles.customerId, customerId)))
    .where(eq(customerUserRoles.customerUserId, member[0].id));
  return {
    customerUserId: member[0].id,
    roleIds: roleRows.map((r) => r.id),
    permissions: new Set(roleRows.flatMap((r) => r.permissions)),
  };
}

export async function findActiveFeatures(db: TDb, customerId: number): Promise<Set<string>> {
  const rows = await db
    .select({ name: features.name })
    .from(features)
    .where(and(eq(features.customerId, customerId), eq(features.active, true)));
  return new Set(rows.map((r) => r.name));
}
