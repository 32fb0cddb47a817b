/**
 * Documents (spec 001): templates of the two folders (People Manager, Team Member) and the
 * tenant's own text of a template once someone saved it. One current HTML per document; `version`
 * makes a save made from an older read get 409 instead of overwriting someone else's edit.
 */
import { integer, pgTable, serial, text, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { customerUsers } from './schema-users';
import { cascadeRef, setNullRef, timestamptz, version } from './columns';
import { tenant } from './table-parts';

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
    newUntil: timestamptz('new_until'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index().on(t.customerId, t.role)],
);

export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    customerId: tenant(),
    documentTemplateId: cascadeRef('document_template_id', () => documentTemplates.id),
    content: text('content').notNull(),
    version: version(),
    lastCustomerUserId: setNullRef('last_customer_user_id', () => customerUsers.id),
    lastUpdated: timestamptz('last_updated').notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.customerId, t.documentTemplateId)],
);
