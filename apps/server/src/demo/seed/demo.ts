import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { COUNTRIES } from '@askhr/shared/countries/countries.constants';
import type { TDb } from '../../db/client';
import { customers, loginAttempts, oidcPayloads, users } from '../../db/schema';
import { hashPassword } from '../../auth/passwords';
import { countCustomers } from '../../modules/tenancy/tenancy.repository';
import { createTenant } from '../../modules/tenancy/tenant-admin.service';
import {
  assignRoles,
  findUserByEmail,
  insertRole,
  insertUser,
  upsertMembership,
} from '../../modules/users/users.repository';
import { insertCategories, insertTags } from '../../modules/categories/categories.repository';
import { upsertSettings } from '../../modules/settings/settings.repository';
import {
  DEMO_CATEGORIES,
  DEMO_PASSWORD,
  DEMO_TAGS,
  DEMO_TENANTS,
  DEMO_USERS,
  type TDemoTenantKey,
} from './demo-data';
import { seedKnowledgeBase } from './knowledge';
import { seedBotReactions } from './bot-reactions';
import { seedCustomQuestions } from './custom-questions';
import { seedSupportInboxes } from './support-inboxes';
import { seedDocuments } from './documents';

// Serializes the check-then-seed of several server processes starting at once on one PostgreSQL.
const SEED_LOCK = 727_002;

const countryIdOf = new Map(COUNTRIES.map((c) => [c.code, c.id]));

export interface TDemoSummary {
  tenants: { id: number; name: string }[];
  users: { id: number; email: string }[];
}

/** Whether the demo's administrator account is in the database (its password is in the README). */
export async function hasDemoAccounts(db: TDb): Promise<boolean> {
  return (await findUserByEmail(db, DEMO_USERS[0]!.email)) !== undefined;
}

/** Seeds the demo when the database has no tenant yet; returns the summary, or null when it did nothing. */
export async function seedDemoIfEmpty(db: TDb): Promise<TDemoSummary | null> {
  // checked before hashing so that the usual start, on a database in use, costs one count
  if ((await countCustomers(db)) > 0) return null;
  const passwordHashes = await hashDemoPasswords();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if ((await countCustomers(tx)) > 0) return null;
    return seedDemo(tx, passwordHashes);
  });
}

/**
 * Deletes every tenant with all its data, every user and every sign-in session, then seeds the
 * demo again. Ids restart from 1, so the demo tenants keep the same ids after each reset.
 */
export async function resetDemo(db: TDb): Promise<TDemoSummary> {
  const passwordHashes = await hashDemoPasswords();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    // CASCADE reaches every tenant-scoped table through its foreign key to customers or users
    await tx.execute(
      sql`truncate table ${customers}, ${users}, ${oidcPayloads}, ${loginAttempts} restart identity cascade`,
    );
    return seedDemo(tx, passwordHashes);
  });
}

/** Hashed outside the transaction: scrypt is deliberately slow and must not hold locks. */
async function hashDemoPasswords(): Promise<string[]> {
  return Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD)));
}

async function seedDemo(db: TDb, passwordHashes: string[]): Promise<TDemoSummary> {
  const tenantIds = new Map<TDemoTenantKey, number>();
  const roleIds = new Map<string, number>();
  const tenants: TDemoSummary['tenants'] = [];

  for (const demo of DEMO_TENANTS) {
    const tenant = await createTenant(db, {
      name: demo.name,
      countryCodes: demo.countryCodes,
      features: demo.features,
    });
    tenantIds.set(demo.key, tenant.id);
    tenants.push({ id: tenant.id, name: tenant.name });
    await insertCategories(db, tenant.id, DEMO_CATEGORIES);
    await insertTags(db, tenant.id, DEMO_TAGS);
    await upsertSettings(
      db,
      tenant.id,
      Object.entries(demo.settings).map(([key, value]) => ({ key, value })),
    );
    for (const role of demo.roles) {
      const row = await insertRole(db, tenant.id, {
        name: role.name,
        description: role.description,
        permissions: [...role.permissions],
        countryIds: (role.countryCodes ?? []).map((code) => countryIdOf.get(code)!),
        isCustomerSuccessManager: role.isCustomerSuccessManager ?? false,
      });
      roleIds.set(`${demo.key}/${role.name}`, row.id);
    }
  }

  const seededUsers: TDemoSummary['users'] = [];
  for (const [index, demo] of DEMO_USERS.entries()) {
    const user = await insertUser(db, {
      email: demo.email,
      name: demo.name,
      passwordHash: passwordHashes[index]!,
      // the embedded provider issues tokens with this as `sub`
      identityId: crypto.randomUUID(),
    });
    seededUsers.push({ id: user.id, email: user.email });
    for (const [key, roleNames] of Object.entries(demo.memberships) as [TDemoTenantKey, string[]][]) {
      const customerId = tenantIds.get(key)!;
      const customerUserId = await upsertMembership(db, customerId, user.id);
      await assignRoles(
        db,
        customerId,
        customerUserId,
        roleNames.map((name) => roleIds.get(`${key}/${name}`)!),
      );
    }
  }
  await seedKnowledgeBase(db, tenantIds, { id: seededUsers[0]!.id, name: DEMO_USERS[0]!.name });
  await seedBotReactions(db, tenantIds, { id: seededUsers[0]!.id, name: DEMO_USERS[0]!.name });
  await seedCustomQuestions(db, tenantIds, { ...seededUsers[0]!, name: DEMO_USERS[0]!.name });
  await seedSupportInboxes(db, tenantIds);
  await seedDocuments(db, tenantIds);
  return { tenants, users: seededUsers };
}
