import { and, asc, count, eq, exists, inArray, lt, ne, not, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { customerUserRoles, customerUsers, customers, roles, users } from '../../db/schema';

const isCsmMember = exists(
  sql`(select 1 from ${customerUserRoles} cur join ${roles} r on r.id = cur.role_id
       where cur.customer_user_id = ${customerUsers.id} and r.is_customer_success_manager)`,
);

const memberColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  identityId: users.identityId,
  lastSeen: users.lastSeen,
  temporaryPasswordUntil: users.temporaryPasswordUntil,
  customerUserId: customerUsers.id,
  active: customerUsers.active,
  version: customerUsers.version,
};
export type TMemberRow = {
  id: number;
  email: string;
  name: string;
  identityId: string | null;
  lastSeen: Date | null;
  temporaryPasswordUntil: Date | null;
  customerUserId: number;
  active: boolean;
  version: number;
};

/** A page of the tenant's members, Customer Success Managers left out, by email. */
export async function pageMembers(
  db: TDb,
  customerId: number,
  query: { search?: string; offset: number; limit: number },
) {
  const where = and(
    eq(customerUsers.customerId, customerId),
    not(isCsmMember),
    query.search
      ? sql`(${users.email} ilike ${`%${escapeLike(query.search)}%`} or ${users.name} ilike ${`%${escapeLike(query.search)}%`})`
      : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select(memberColumns)
      .from(customerUsers)
      .innerJoin(users, eq(users.id, customerUsers.userId))
      .where(where)
      .orderBy(asc(users.email))
      .offset(query.offset)
      .limit(query.limit),
    db
      .select({ n: count() })
      .from(customerUsers)
      .innerJoin(users, eq(users.id, customerUsers.userId))
      .where(where),
  ]);
  return { rows: rows as TMemberRow[], total: total[0]?.n ?? 0 };
}

export async function findCsmMembers(db: TDb, customerId: number): Promise<TMemberRow[]> {
  return db
    .select(memberColumns)
    .from(customerUsers)
    .innerJoin(users, eq(users.id, customerUsers.userId))
    .where(and(eq(customerUsers.customerId, customerId), isCsmMember))
    .orderBy(asc(users.email));
}

/** One member of the tenant by account id. */
export async function findMember(
  db: TDb,
  customerId: number,
  userId: number,
): Promise<TMemberRow | undefined> {
  const rows = await db
    .select(memberColumns)
    .from(customerUsers)
    .innerJoin(users, eq(users.id, customerUsers.userId))
    .where(and(eq(customerUsers.customerId, customerId), eq(customerUsers.userId, userId)));
  return rows[0];
}

/** The roles (of this tenant) of these memberships. */
export async function findMemberRoles(db: TDb, customerId: number, customerUserIds: number[]) {
  if (customerUserIds.length === 0) return [];
  return db
    .select({
      customerUserId: customerUserRoles.customerUserId,
      id: roles.id,
      name: roles.name,
      description: roles.description,
      countryRelated: roles.countryRelated,
      categoryRelated: roles.categoryRelated,
      permissions: roles.permissions,
      isCustomerSuccessManager: roles.isCustomerSuccessManager,
    })
    .from(customerUserRoles)
    .innerJoin(roles, and(eq(roles.id, customerUserRoles.roleId), eq(roles.customerId, customerId)))
    .where(inArray(customerUserRoles.customerUserId, customerUserIds))
    .orderBy(asc(roles.name));
}

/**
 * The tenant of these accounts' memberships as the User shape lists it: this tenant only, since
 * which other companies an account belongs to is none of this tenant's business.
 */
export async function findTenantsOf(db: TDb, customerId: number, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: customerUsers.userId, customerId: customers.id, name: customers.name })
    .from(customerUsers)
    .innerJoin(customers, eq(customers.id, customerUsers.customerId))
    .where(and(eq(customerUsers.customerId, customerId), inArray(customerUsers.userId, userIds)));
}

/**
 * Compare-and-set on the membership's version, moving it on: false when someone else changed the
 * membership meanwhile (or it went).
 */
export async function bumpMembership(
  db: TDb,
  customerId: number,
  customerUserId: number,
  version: number,
  set: { active?: boolean } = {},
): Promise<boolean> {
  const rows = await db
    .update(customerUsers)
    .set({ ...set, version: sql`${customerUsers.version} + 1` })
    .where(
      and(
        eq(customerUsers.customerId, customerId),
        eq(customerUsers.id, customerUserId),
        eq(customerUsers.version, version),
      ),
    )
    .returning({ id: customerUsers.id });
  return rows.length > 0;
}

/** Replaces the membership's roles with these roles of the tenant. */
export async function replaceMemberRoles(
  db: TDb,
  customerId: number,
  customerUserId: number,
  roleIds: number[],
) {
  const tenantRoles = db.select({ id: roles.id }).from(roles).where(eq(roles.customerId, customerId));
  await db
    .delete(customerUserRoles)
    .where(
      and(
        eq(customerUserRoles.customerUserId, customerUserId),
        inArray(customerUserRoles.roleId, tenantRoles),
      ),
    );
  if (roleIds.length > 0)
    await db
      .insert(customerUserRoles)
      .values(roleIds.map((roleId) => ({ customerUserId, roleId })))
      .onConflictDoNothing();
}

export async function deleteMembership(db: TDb, customerId: number, customerUserId: number) {
  await db
    .delete(customerUsers)
    .where(and(eq(customerUsers.customerId, customerId), eq(customerUsers.id, customerUserId)));
}

/** Deletes the account when it belongs to no tenant any more (it could not do anything). */
export async function deleteUserWithoutTenants(db: TDb, userId: number) {
  await db.delete(users).where(
    and(
      eq(users.id, userId),
      not(
        exists(
          db
            .select({ one: sql`1` })
            .from(customerUsers)
            .where(eq(customerUsers.userId, userId)),
        ),
      ),
    ),
  );
}

/**
 * Deletes an account whose invitation lapsed: its temporary password expired before anyone signed
 * in with it, so nobody can any more. Its memberships of every tenant go with it (user-scoped on
 * purpose: they can never be used). False when the account is no longer such an account.
 */
export async function deleteLapsedInvitation(db: TDb, userId: number): Promise<boolean> {
  const rows = await db
    .delete(users)
    .where(and(eq(users.id, userId), lt(users.temporaryPasswordUntil, sql`now()`)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** The account's number of memberships in tenants other than this one. */
export async function countOtherTenants(db: TDb, customerId: number, userId: number) {
  const rows = await db
    .select({ n: count() })
    .from(customerUsers)
    .where(and(eq(customerUsers.userId, userId), ne(customerUsers.customerId, customerId)));
  return rows[0]?.n ?? 0;
}

/** Changes the email of an account not yet bound to a sign-in identity. */
export async function updateUnboundEmail(db: TDb, userId: number, email: string) {
  const rows = await db
    .update(users)
    .set({ email })
    .where(and(eq(users.id, userId), sql`${users.identityId} is null`))
    .returning({ id: users.id });
  return rows.length > 0;
}

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
