/**
 * Documents (spec 001): templates of the two folders (People Manager, Team Member) and the
 * tenant's own text of a template once someone saved it. One current HTML per document; `version`
 * makes a save made from an older read get 409 instead of overwriting someone else's edit.
 */
import { integer, pgTable, serial, text, timestamp, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { customers } from './schema-tenancy';
import { customerUsers } from './schema-users';

const tenant = () =>
  integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' });

export const documentTemplates = pgTable(
  'document_templates',
  {
    id: serial('id').primaryKey(),
    customerId: tenant(),
    /** DOCUMENT_ROLES: 'people-manager' or 'team-member' */
    role: text('role').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** sanitised HTML with `{{keyword}}` placeholders */
    content: text('content').notNull(),
    /** the 'New!' badge shows until then */
    newUntil: timestamp('new_until', { withTimezone: true }),
    position: integer('position').notNull().default(0),
  },
  (t) => [index().on(t.customerId, t.role)],
);

export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    customerId: tenant(),
    documentTemplateId: integer('document_template_id')
      .notNull()
      .references(() => documentTemplates.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    version: integer('version').notNull().default(1),
    lastCustomerUserId: integer('last_customer_user_id').references(() => customerUsers.id, {
      onDelete: 'set null',
    }),
    lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.customerId, t.documentTemplateId)],
);
