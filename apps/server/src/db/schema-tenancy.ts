/**
 * A tenant (customer) and what its data is scoped by: the countries it serves, its categories, its
 * features and settings. Every other schema file refers to the tenants here.
 */
import { boolean, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, linkTable } from './columns';

/** Reference list, shared by all tenants (ids from packages/shared countries constants). */
export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

export const customerCountries = linkTable('customer_countries', {
  customerId: cascadeRef('customer_id', () => customers.id),
  countryId: integer('country_id')
    .notNull()
    .references(() => countries.id),
});

export const features = pgTable(
  'features',
  {
    customerId: cascadeRef('customer_id', () => customers.id),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.name] })],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    customerId: cascadeRef('customer_id', () => customers.id),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('categories_name_unique').on(t.customerId, t.name)],
);

/**
 * A change of a tenant's ReportsTimeZone row recounts its report rollups: the trigger
 * `custom_settings_report_zone` (drizzle/0004_reports.sql; report_rebuild re-created in 0007).
 */
export const customSettings = pgTable(
  'custom_settings',
  {
    customerId: cascadeRef('customer_id', () => customers.id),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.key] })],
);
