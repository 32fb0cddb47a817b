import { and, desc, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { directlineActivities, directlineConversations } from '../../db/schema';
import { botConversationRefs } from '../../db/schema-push';

/** Where the bot last talked with a Teams or Emulator user. */
export async function saveConversationRef(db: TDb, customerId: number, botUserId: number, reference: object) {
  await db
    .insert(botConversationRefs)
    .values({ customerId, botUserId, reference, updatedAt: new Date() })
    .onConflictDoUpdate({ target: botConversationRefs.botUserId, set: { reference, updatedAt: new Date() } });
}

export async function findConversationRef(db: TDb, customerId: number, botUserId: number) {
  const [row] = await db
    .select({ reference: botConversationRefs.reference })
    .from(botConversationRefs)
    .where(and(eq(botConversationRefs.customerId, customerId), eq(botConversationRefs.botUserId, botUserId)));
  return row?.reference as Record<string, unknown> | undefined;
}

/** The Web Chat conversation of the employee touched last, if any is still kept. */
export async function findWebChatConversation(db: TDb, customerId: number, channelUserId: string) {
  const [row] = await db
    .select({ id: directlineConversations.id })
    .from(directlineConversations)
    .where(
      and(
        eq(directlineConversations.customerId, customerId),
        eq(directlineConversations.botUserId, channelUserId),
      ),
    )
    .orderBy(desc(directlineConversations.touchedAt))
    .limit(1);
  return row?.id;
}

/**
 * Whether the push activity of this send mark (its `channelData.pushMark`) is stored in one of the
 * employee's Web Chat conversations.
 */
export async function hasPushActivity(db: TDb, customerId: number, channelUserId: string, mark: string) {
  const activities = directlineActivities;
  const conversations = directlineConversations;
  const [found] = await db
    .select({ sequence: activities.sequence })
    .from(activities)
    .innerJoin(conversations, eq(conversations.id, activities.conversationId))
    .where(
      and(
        eq(conversations.customerId, customerId),
        eq(conversations.botUserId, channelUserId),
        sql`${activities.activity}->'channelData'->>'pushMark' = ${mark}`,
      ),
    )
    .limit(1);
  return found !== undefined;
}
