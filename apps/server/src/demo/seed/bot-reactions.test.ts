import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOT_REACTION_TYPES } from '@askhr/shared/bot-reactions/bot-reactions.constants';
import { createConversationCore } from '../../bot/core/conversation-core';
import { createTestDatabase } from '../../test/db';
import type { TDatabase } from '../../db/client';
import { botReactionTypes } from '../../db/schema';
import { seedDemoIfEmpty } from './demo';

describe('bot reactions of the demo', () => {
  let database: TDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('has every reaction type and greets each tenant in its own words', async () => {
    const summary = (await seedDemoIfEmpty(database.db))!;
    const types = await database.db.select().from(botReactionTypes).orderBy(botReactionTypes.id);
    expect(types.map((t) => t.key)).toEqual(BOT_REACTION_TYPES.map((t) => t.key));
    const core = createConversationCore({ db: database.db, ranker: { rank: async () => [] } });
    const greet = (customerId: number, countryCode?: string) =>
      core.handle({
        user: { customerId, channel: 'directline', channelUserId: `u-${countryCode}`, countryCode },
        conversationId: 'c',
        text: '/start',
      });
    const [acme, globex] = summary.tenants;
    expect((await greet(acme!.id, 'ES'))[0]!.text).toMatch(/^Hola/);
    expect((await greet(acme!.id))[0]!.text).toContain('Acme HR assistant');
    expect((await greet(globex!.id))[0]!.text).toContain('Globex HR assistant');
  });
});
