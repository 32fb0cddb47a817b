import { and, desc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { directlineConversations } from '../../db/schema';
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
