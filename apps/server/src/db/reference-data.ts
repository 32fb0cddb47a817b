import { sql } from 'drizzle-orm';
import { BOT_REACTION_TYPES } from '@askhr/shared/bot-reactions/bot-reactions.constants';
import { COUNTRIES } from '@askhr/shared/countries/countries.constants';
import type { TDb } from './client';
import { botReactionTypes, countries } from './schema';

/**
 * Keeps the countries in line with the shared constants, writing only those that differ: on a
 * database in use a start writes nothing, so it takes no lock that a tenant being created (whose
 * countries reference these rows) could be waiting on.
 */
export async function syncCountries(db: TDb) {
  const stored = new Map((await db.select().from(countries)).map((row) => [row.id, row]));
  const changed = COUNTRIES.filter(({ id, code, name }) => {
    const row = stored.get(id);
    return !row || row.code !== code || row.name !== name;
  });
  if (changed.length === 0) return;
  await db
    .insert(countries)
    .values(changed)
    .onConflictDoUpdate({
      target: countries.id,
      set: { code: sql`excluded.code`, name: sql`excluded.name` },
    });
}

const sameType = (a: { key: string; title: string; description: string; defaultText: string }, b: typeof a) =>
  a.key === b.key &&
  a.title === b.title &&
  a.description === b.description &&
  a.defaultText === b.defaultText;

/**
 * Keeps the bot reaction types in line with the shared constants. Written only when they differ: a
 * write tells every tenant's bot to reload its knowledge (a trigger on the table).
 */
export async function syncBotReactionTypes(db: TDb) {
  const stored = new Map((await db.select().from(botReactionTypes)).map((row) => [row.id, row]));
  const changed = BOT_REACTION_TYPES.filter((type) => {
    const row = stored.get(type.id);
    return !row || !sameType(row, type);
  }).map(({ id, key, title, description, defaultText }) => ({ id, key, title, description, defaultText }));
  if (changed.length === 0) return;
  await db
    .insert(botReactionTypes)
    .values(changed)
    .onConflictDoUpdate({
      target: botReactionTypes.id,
      set: {
        key: sql`excluded.key`,
        title: sql`excluded.title`,
        description: sql`excluded.description`,
        defaultText: sql`excluded.default_text`,
      },
    });
}

/** The rows every tenant shares: countries and bot reaction types. */
export async function syncReferenceData(db: TDb) {
  await syncCountries(db);
  await syncBotReactionTypes(db);
}
