/**
 * Portal users, their memberships of tenants and the roles that scope them, and the storage of the
 * embedded sign-in.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { categories, countries, customers } from './schema-tenancy';
import { createdAt } from './columns';

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
    temporaryPasswordUntil: timestamp('temporary_password_until', { withTimezone: true }),
    lastSeen: timestamp('last_seen', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_identity_unique').on(t.identityId),
  ],
);

export const customerUsers = pgTable(
  'customer_users',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(true),
    /** moved by every edit of the membership (roles, active): an edit carries the one it read */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('customer_users_unique').on(t.customerId, t.userId), index().on(t.userId)],
);

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
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
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('roles_name_unique').on(t.customerId, t.name)],
);

export const roleCountries = pgTable(
  'role_countries',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.countryId] })],
);

export const roleCategories = pgTable(
  'role_categories',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.categoryId] })],
);

export const customerUserRoles = pgTable(
  'customer_user_roles',
  {
    customerUserId: integer('customer_user_id')
      .notNull()
      .references(() => customerUsers.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.customerUserId, t.roleId] })],
);

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
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
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
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
  /** an attempt for this email from this network is being checked until then; a second one meanwhile is refused */
  busyUntil: timestamp('busy_until', { withTimezone: true }),
});
