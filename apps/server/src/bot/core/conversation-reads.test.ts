import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { botUsers } from '../../db/schema';
import { loggingDb } from '../../test/logging-db';
import { createTestApp, type TTestApp } from '../../test/app';
import { createTenant } from '../../test/factories/tenants';
import { createPlaceholder } from '../../test/factories/placeholders';
import { createQuestion } from '../../test/factories/questions';
import { createVersion } from '../../test/factories/versions';
import { createAnswerVersion } from '../../test/factories/versions';
import { createConversationCore } from './conversation-core';
import { employee, scriptedRanker } from '../../test/kits/core';

const ES = 2;
/** The database with the first word of every statement it runs written down, in order. */
function recording(database: TDatabase) {
  const started: string[] = [];
  const db = loggingDb(database, (query) => started.push(query.trimStart().split(/\s/, 1)[0]!.toLowerCase()));
  return { db, started };
}

describe('what one employee message reads', () => {
  let t: TTestApp;
  let tenantId: number;
  const script = scriptedRanker();

  beforeAll(async () => {
    t = await createTestApp();
    tenantId = (await createTenant(t.db, { countries: [ES] })).id;
    const q = await createQuestion(t.db, tenantId, { text: 'How many vacation days?' });
    await createAnswerVersion(t.db, tenantId, q.id, ES, { text: 'You have {{days}} days.' });
    const days = await createPlaceholder(t.db, tenantId, { keyWord: 'days' });
    await createVersion(t.db, tenantId, { kind: 'placeholder', itemId: days.id, countryId: ES, text: '23' });
    script.on(tenantId, 'vacation days', [{ questionId: q.id, score: 0.9 }]);
  });
  afterAll(() => t.close());

  it('reads the knowledge once, then per message only its stamp and the log', async () => {
    const { db, started } = recording(t.database);
    const core = createConversationCore({ db, ranker: script.ranker });
    const ana = employee(tenantId, { countryCode: 'ES', roleId: 2 });

    const [first] = await core.handle(ana.says('vacation days'));
    expect(first!.text).toBe('You have 23 days.');
    // stamp, then countries, questions, placeholders, values and reaction defaults side by side
    expect(started.filter((s) => s === 'select').length).toBeGreaterThanOrEqual(6);

    started.length = 0;
    const [second] = await core.handle(ana.says('vacation days'));
    expect(second!.text).toBe('You have 23 days.');
    // the stamp and the utterance: nothing of the knowledge again, and the bot user was just stored
    expect(started).toEqual(['select', 'insert']);
  });

  it('stores the bot user again when what a message says of them changes, or after a minute', async () => {
    const { db, started } = recording(t.database);
    let now = new Date('2026-03-02T10:00:00Z');
    const core = createConversationCore({ db, ranker: script.ranker, now: () => now });
    const ana = employee(tenantId, { countryCode: 'ES', roleId: 2 });
    const upserts = async (message: Parameters<typeof core.handle>[0]) => {
      started.length = 0;
      await core.handle(message);
      return started.filter((s) => s === 'insert').length - 1;
    };

    expect(await upserts(ana.says('vacation days'))).toBe(1);
    expect(await upserts(ana.says('vacation days'))).toBe(0);
    // a manager now: stored at once
    const asManager = { ...ana.says('vacation days'), user: { ...ana.user, roleId: 1 as const } };
    expect(await upserts(asManager)).toBe(1);
    expect(await upserts(asManager)).toBe(0);
    now = new Date(now.getTime() + 59_000);
    expect(await upserts(asManager)).toBe(0);
    now = new Date(now.getTime() + 2_000);
    expect(await upserts(asManager)).toBe(1);
    const [stored] = await t.db
      .select({ roleId: botUsers.roleId, lastSeen: botUsers.lastSeen })
      .from(botUsers)
      .where(eq(botUsers.channelUserId, ana.user.channelUserId));
    expect(stored).toEqual({ roleId: 1, lastSeen: now });
  });

  it('reads the knowledge again after it changed, once', async () => {
    const { db, started } = recording(t.database);
    const core = createConversationCore({ db, ranker: script.ranker });
    const ana = employee(tenantId, { countryCode: 'ES', roleId: 2 });
    await core.handle(ana.says('vacation days'));
    const days = await createPlaceholder(t.db, tenantId, { keyWord: 'unused' });
    await createVersion(t.db, tenantId, { kind: 'placeholder', itemId: days.id, countryId: ES, text: 'x' });

    started.length = 0;
    await core.handle(ana.says('vacation days'));
    const reread = started.length;
    started.length = 0;
    await core.handle(ana.says('vacation days'));
    expect(reread).toBeGreaterThan(started.length);
    expect(started).toEqual(['select', 'insert']);
  });
});
