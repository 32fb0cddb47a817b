/**
 * IT Admin (spec 001): the tenant's customised Microsoft Teams package and the support inboxes
 * that receive the answers employees rated Not helpful (EscalateNotSatisfactoryAnswer).
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './schema';

const tenant = () =>
  integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** One per tenant at most; without a row the package is built from the defaults. */
export const customBots = pgTable('custom_bots', {
  id: serial('id').primaryKey(),
  customerId: tenant().unique(),
  shortName: text('short_name').notNull(),
  fullName: text('full_name').notNull(),
  shortDescription: text('short_description').notNull(),
  fullDescription: text('full_description').notNull(),
  /** #rgb or #rrggbb as saved */
  accentColor: text('accent_color').notNull(),
  /** the redrawn icons, PNG in base64; null keeps the default icon */
  colorIcon: text('color_icon'),
  outlineIcon: text('outline_icon'),
  /** bumped by every save; also the package's version */
  version: integer('version').notNull().default(1),
  updatedAt: at('updated_at')
    .notNull()
    .default(sql`now()`),
  updatedBy: integer('updated_by'),
});

export const emailInboxes = pgTable(
  'email_inboxes',
  {
    id: serial('id').primaryKey(),
    customerId: tenant(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: at('created_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('email_inboxes_customer_idx').on(t.customerId)],
);
