/** The columns by which a row refers to the tables of schema-tenancy.ts. */
import { integer } from 'drizzle-orm/pg-core';
import { cascadeRef } from './columns';
import { countries, customers } from './schema-tenancy';

/** The tenant a row belongs to: the row goes when the tenant does. */
export const tenant = () => cascadeRef('customer_id', () => customers.id);

/** A country of the shared reference list, which is never deleted. */
export const country = () =>
  integer('country_id')
    .notNull()
    .references(() => countries.id);
