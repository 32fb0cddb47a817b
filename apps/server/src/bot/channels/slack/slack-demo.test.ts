import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { botUsers, utterances } from '../../../db/schema';
import { botConversationRefs } from '../../../db/schema-push';
import { installSlack } from '../../../test/kits/push-delivery';
import { resetDemo } from '../../../demo/seed/demo';
import { createTestApp, type TTestApp } from '../../../test/app';
import {
  buttonPress,
  directMessage,
  signedHeaders,
  startFakeSlackApi,
  TEST_SIGNING_SECRET,
} from '../../../test/kits/slack';

describe('Slack through the whole app and the real conversation core (demo seed)', () => {
  let t: TTestApp;
  let slack: Awaited<ReturnType<typeof startFakeSlackApi>>;

  beforeAll(async () => {
    slack = await startFakeSlackApi();
    t = await createTestApp({
      env: { SLACK_SIGNING_SECRET: TEST_SIGNING_SECRET, SLACK_API_URL: slack.apiUrl },
    });
    const summary = await resetDemo(t.db);
    await installSlack(t.db, summary.tenants[0]!.id, 'xoxb-acme', 'TACME');
  });
  afterAll(async () => {
    await t.close();
    await slack.close();
  });

  it('answers an employee question in a direct message, with rating buttons', async () => {
    const body = directMessage('TACME', 'how much holiday do I get', 'UANN');
    const res = await t.app.inject({
      method: 'POST',
      url: '/slack/events',
      payload: body,
      headers: signedHeaders(body),
    });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(() => expect(slack.posts().length).toBeGreaterThan(0), { timeout: 20_000 });
    const [answer] = slack.posts();
    expect(answer!.token).toBe('xoxb-acme');
    // the employee's workspace, for push messages to go through its token
    const [ref] = await t.db
      .select({ reference: botConversationRefs.reference })
      .from(botConversationRefs)
      .innerJoin(botUsers, eq(botUsers.id, botConversationRefs.botUserId))
      .where(eq(botUsers.channelUserId, 'UANN'));
    expect(ref?.reference).toMatchObject({ channelId: 'slack', teamId: 'TACME' });
    expect(String(answer!.params.text)).toMatch(/vacation/i);
    const blocks = JSON.parse(String(answer!.params.blocks)) as { elements?: { value: string }[] }[];
    expect(blocks[1]!.elements!.map((e) => JSON.parse(e.value).kind)).toEqual(['rate', 'rate']);

    // pressing Helpful sends the button's value back through the interactive endpoint
    const helpful = JSON.parse(blocks[1]!.elements![0]!.value) as Record<string, unknown>;
    const press = buttonPress('TACME', helpful, 'UANN');
    const pressed = await t.app.inject({
      method: 'POST',
      url: '/slack/interactions',
      payload: press,
      headers: signedHeaders(press, 'application/x-www-form-urlencoded'),
    });
    expect(pressed.statusCode).toBe(200);
    await vi.waitFor(() => expect(slack.posts().length).toBe(2), { timeout: 10_000 });
    const rows = await t.db.select({ rating: utterances.rating }).from(utterances);
    expect(rows.map((r) => r.rating)).toContain(1);
  });
});
