import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../../db/client';
import { customSettings } from '../../db/schema';
import { slackWorkspaces } from '../../db/schema-it-admin';
import { createTestDatabase } from '../../test/db';
import { createTenant } from '../../test/factories/tenants';
import { adoptLegacySlackSettings } from './slack-legacy';
import { slackInstallOfTeam } from './slack-tokens';

describe('legacy Slack settings', () => {
  let database: TDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('moves SlackTeamId and SlackBotToken into a sealed workspace, once', async () => {
    const { db } = database;
    const acme = (await createTenant(db)).id;
    const half = (await createTenant(db)).id;
    await db.insert(customSettings).values([
      { customerId: acme, key: 'SlackTeamId', value: 'TLEGACY' },
      { customerId: acme, key: 'SlackBotToken', value: 'xoxb-legacy' },
      { customerId: half, key: 'SlackBotToken', value: 'xoxb-alone' },
    ]);
    expect(await adoptLegacySlackSettings(db)).toEqual({ adopted: 1, withoutTeam: [half] });
    expect(await adoptLegacySlackSettings(db)).toEqual({ adopted: 0, withoutTeam: [half] });

    const rows = await db.select().from(slackWorkspaces).where(eq(slackWorkspaces.customerId, acme));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.botTokenSealed).not.toContain('xoxb');
    expect(await slackInstallOfTeam(db, 'TLEGACY')).toEqual({
      customerId: acme,
      teamId: 'TLEGACY',
      botToken: 'xoxb-legacy',
    });
    const left = await db.select().from(customSettings).where(eq(customSettings.customerId, acme));
    expect(left.filter((s) => s.key.startsWith('Slack'))).toEqual([]);
  });
});
