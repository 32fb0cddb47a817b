import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { allowedRecipientLists } from '../../db/schema-it-admin';

export async function findAllowedLists(db: TDb, customerId: number) {
  return db.select().from(allowedRecipientLists).where(eq(allowedRecipientLists.customerId, customerId));
}

/**
 * Saves one channel's list when `version` is the one stored (0: none stored yet); false when
 * another save came first.
 */
export async function saveAllowedList(
  db: TDb,
  customerId: number,
  values: {
    channelKey: string;
    onlyAllowedRecipients: boolean;
    allowedRecipients: string[];
    version: number;
  },
) {
  const { channelKey, onlyAllowedRecipients, allowedRecipients, version } = values;
  if (version === 0) {
    const inserted = await db
      .insert(allowedRecipientLists)
      .values({ customerId, channelKey, onlyAllowedRecipients, allowedRecipients })
      .onConflictDoNothing()
      .returning({ version: allowedRecipientLists.version });
    return inserted.length > 0;
  }
  const updated = await db
    .update(allowedRecipientLists)
    .set({
      onlyAllowedRecipients,
      allowedRecipients,
      version: sql`${allowedRecipientLists.version} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(allowedRecipientLists.customerId, customerId),
        eq(allowedRecipientLists.channelKey, channelKey),
        eq(allowedRecipientLists.version, version),
      ),
    )
    .returning({ version: allowedRecipientLists.version });
  return updated.length > 0;
}
