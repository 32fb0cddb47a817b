/**
 * Portal users, their memberships of tenants and the roles that scope them, and the storage of the
 * embedded sign-in.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { PORTAL_LANGUAGES } from '@askhr/shared/users/portal-language';
import { categories } from './schema-tenancy';
import { cascadeRef, createdAt, linkTable, timestamptz, version } from './columns';
import { country, tenant } from './table-parts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    passwordHash: text('password_hash'),
    identityId: text('identity_id'),
    active: boolean('active').notNull().default(true),
    /**
     * Set while the password is a temporary one handed out by an invitation: it must be changed at
     * the next sign-in, and refuses to sign in after this moment.
     */
    temporaryPasswordUntil: timestamptz('temporary_password_until'),
    lastSeen: timestamptz('last_seen'),
    /** the portal's language the user chose; null follows the browser's */
    language: text('language', { enum: PORTAL_LANGUAGES }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_identity_unique').on(t.identityId),
    check(
      'users_language_check',
      sql`${t.language} in (${sql.raw(PORTAL_LANGUAGES.map((l) => `'${l}'`).join(', '))})`,
    ),
  ],
);

export const customerUsers = pgTable(
  'customer_users',
  {
    id: serial('id').primaryKey(),
    customerId: tenant(),
    userId: cascadeRef('user_id', () => users.id),
    active: boolean('active').notNull().default(true),
    /** moved by every edit of the membership (roles, active): an edit carries the one it read */
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('customer_users_unique').on(t.customerId, t.userId), index().on(t.userId)],
);

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    customerId: tenant(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    countryRelated: boolean('country_related').notNull().default(false),
    categoryRelated: boolean('category_related').notNull().default(false),
    isCustomerSuccessManager: boolean('is_customer_success_manager').notNull().default(false),
    /** moved by every edit of the role: an edit carries the one it read */
    version: version(),
  },
  (t) => [uniqueIndex('roles_name_unique').on(t.customerId, t.name)],
);

export const roleCountries = linkTable('role_countries', {
  roleId: cascadeRef('role_id', () => roles.id),
  countryId: country(),
});

export const roleCategories = linkTable('role_categories', {
  roleId: cascadeRef('role_id', () => roles.id),
  categoryId: cascadeRef('category_id', () => categories.id),
});

export const customerUserRoles = linkTable('customer_user_roles', {
  customerUserId: cascadeRef('customer_user_id', () => customerUsers.id),
  roleId: cascadeRef('role_id', () => roles.id),
});

/** Storage of the embedded sign-in provider (sessions, grants, codes, refresh tokens). */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamptz('expires_at'),
    consumedAt: timestamptz('consumed_at'),
  },
  (t) => [primaryKey({ columns: [t.model, t.id] }), index().on(t.grantId), index().on(t.uid)],
);

/** Keys the server generates once and shares between processes (signing keys, cookie keys). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: createdAt(),
});

/** Failed sign-in attempts per email and client network, and per email, to slow down password guessing. */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamptz('last_failure_at').notNull().defaultNow(),
  /** an attempt for this email from this network is being checked until then; a second one meanwhile is refused */
  busyUntil: timestamptz('busy_until'),
});
