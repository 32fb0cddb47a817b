import {
  type AnyPgColumn,
  integer,
  type PgColumnBuilderBase,
  pgTable,
  primaryKey,
  timestamp,
} from 'drizzle-orm/pg-core';

/** A `timestamp with time zone` column. */
export const timestamptz = <TName extends string>(name: TName) => timestamp(name, { withTimezone: true });

/** When a row was written, set by the database. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** When a row was last changed: now when it is inserted; the code that updates it sets it again. */
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

/**
 * Starts at 1 and moves with every save: a save carries the version it read, so one made from an
 * older read is refused.
 */
export const version = () => integer('version').notNull().default(1);

/** A required reference to the row this one belongs to: deleting that row deletes this one. */
export const cascadeRef = <TName extends string>(name: TName, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });

/** An optional reference, set to null when the row it names is deleted. */
export const setNullRef = <TName extends string>(name: TName, target: () => AnyPgColumn) =>
  integer(name).references(target, { onDelete: 'set null' });

/** A table of pairs of references that links two tables: its primary key is its columns, in their order. */
export function linkTable<TName extends string, TColumns extends Record<string, PgColumnBuilderBase>>(
  name: TName,
  columns: TColumns,
) {
  return pgTable(name, columns, (t) => {
    const [first, ...rest] = Object.values(t);
    return first ? [primaryKey({ columns: [first, ...rest] })] : [];
  });
}
