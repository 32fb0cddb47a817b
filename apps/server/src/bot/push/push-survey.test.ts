import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DELIVERY_ERRORS, PUSH_STATUSES, SURVEY_ANSWER_MESSAGES } from '@askhr/shared/push/push.constants';
import type { TTenantContext } from '../../auth/guard';
import { utterances } from '../../db/schema';
import { pushItems } from '../../db/schema-push';
import { closeSurvey, type TPushScheduler } from '../../modules/push/push.jobs';
import { surveyTotals } from '../../modules/push/survey-report';
import { addMember, createUser } from '../../test/factories/users';
import { createTenant } from '../../test/factories/tenants';
import { blocksOf } from '../../test/kits/slack';
import { scriptedRanker } from '../../test/kits/core';
import { createConversationCore } from '../core/conversation-core';
import {
  deliveriesOf,
  dueItem,
  employeeOn,
  groupOf,
  installSlack,
  itemOf,
  usePushSend,
  webChatActivities,
} from '../../test/kits/push-delivery';
import { startFakeSlackWorkspace } from '../../test/kits/slack-workspace';

type TValue = Record<string, unknown>;

describe('surveys and dry runs', () => {
  const push = usePushSend(startFakeSlackWorkspace);
  const { send } = push;

  it('records one answer per employee on every channel, refuses a second click and closes', async () => {
    const { db } = push.database;
    const acme = await createTenant(db);
    await installSlack(db, acme.id);
    const [ann, bob] = [await employeeOn(db, acme.id, 'slack'), await employeeOn(db, acme.id, 'slack')];
    const web = await employeeOn(db, acme.id, 'directline');
    const item = await dueItem(db, acme.id, [groupOf('slack'), groupOf('directline')], { type: 'survey' });
    await send(item.id, acme.id);

    // the buttons as each channel shows them: Slack block actions, Web Chat suggested actions
    const slackButtons = (userId: string) => {
      const post = push.slack.posts.find((p) => p.channel === userId)!;
      const actions = blocksOf({ method: '', token: '', params: { blocks: post.blocks } }).find(
        (b) => b.type === 'actions',
      )!;
      return (actions.elements as { text: { text: string }; value: string }[]).map((e) => ({
        title: e.text.text,
        value: JSON.parse(e.value) as TValue,
      }));
    };
    const annButtons = slackButtons(ann.channelUserId);
    expect(annButtons.map((b) => b.title)).toEqual(['Yes', 'No']);
    const [webMessage] = await webChatActivities(db, web.channelUserId);
    expect(webMessage!.text).toContain('I feel supported by my manager.');
    const webValues = webMessage!.suggestedActions!.actions.map((a) => a.value as TValue);

    const core = createConversationCore({ db, ranker: scriptedRanker().ranker });
    const press = async (user: { channel: string; channelUserId: string }, value: TValue) => {
      const channel = user.channel as 'slack' | 'directline';
      const ref = { customerId: acme.id, channel, channelUserId: user.channelUserId };
      const replies = await core.handle({ user: ref, conversationId: 'c', value });
      return replies.map((r) => r.text);
    };
    expect(await press(ann, annButtons[0]!.value)).toEqual([SURVEY_ANSWER_MESSAGES.thanks]);
    expect(await press(ann, annButtons[1]!.value)).toEqual([SURVEY_ANSWER_MESSAGES.already]);
    expect(await press(web, webValues[1]!)).toEqual([SURVEY_ANSWER_MESSAGES.thanks]);
    // an employee the survey never reached cannot answer it with a copied button value
    const outsider = await employeeOn(db, acme.id, 'directline');
    expect(await press(outsider, webValues[0]!)).toEqual([]);

    const tenant = { customerId: acme.id, features: new Set(['Surveys']) } as unknown as TTenantContext;
    const totalsOf = async () =>
      (await surveyTotals(db, tenant, item.id))[0]!.totals.map((t) => `${t.id} ${t.count}`);
    const before = await totalsOf();
    expect(before).toEqual(expect.arrayContaining(['Yes 1', 'No 1']));
    expect((await itemOf(db, item.id)).successfulRecipients).toBe(3);

    const scheduler = {} as TPushScheduler;
    await db
      .update(pushItems)
      .set({ closeDate: new Date(Date.now() - 60_000) })
      .where(eq(pushItems.id, item.id));
    await closeSurvey(db, scheduler, { customerId: acme.id, pushItemId: item.id });
    expect((await itemOf(db, item.id)).statusId).toBe(PUSH_STATUSES.Closed);
    const bobButtons = slackButtons(bob.channelUserId);
    expect(await press(bob, bobButtons[0]!.value)).toEqual([SURVEY_ANSWER_MESSAGES.closed]);
    expect(await totalsOf()).toEqual(before);
    // anonymous: a press logs no utterance
    expect(await db.select().from(utterances).where(eq(utterances.customerId, acme.id))).toEqual([]);
  });

  it('sends a dry run only to the author, and fails it when the author has no chat account', async () => {
    const { db } = push.database;
    const acme = await createTenant(db);
    const author = await createUser(db, { email: 'Author@Example.test' });
    const member = await addMember(db, acme.id, author.id, []);
    const own = await employeeOn(db, acme.id, 'directline', { email: 'author@example.test' });
    const colleague = await employeeOn(db, acme.id, 'directline');
    const lastCustomerUserId = member.member.id;
    const item = await dueItem(db, acme.id, [groupOf('directline')], { dryRun: true, lastCustomerUserId });
    await send(item.id, acme.id);
    expect(await webChatActivities(db, own.channelUserId)).toHaveLength(1);
    expect(await webChatActivities(db, colleague.channelUserId)).toHaveLength(0);
    expect((await itemOf(db, item.id)).statusId).toBe(PUSH_STATUSES.Sent);

    const stranger = await addMember(db, acme.id, (await createUser(db)).id, []);
    const lonely = await dueItem(db, acme.id, [groupOf('directline')], {
      dryRun: true,
      lastCustomerUserId: stranger.member.id,
    });
    await send(lonely.id, acme.id);
    expect(await itemOf(db, lonely.id)).toMatchObject({
      statusId: PUSH_STATUSES.Failed,
      failedIndividuals: 1,
    });
    expect((await deliveriesOf(db, lonely.id))[0]?.lastError).toBe(DELIVERY_ERRORS.noAuthorAccount);
  });

  it('never runs a job of one tenant on the item of another', async () => {
    const { db } = push.database;
    const acme = await createTenant(db);
    const globex = await createTenant(db);
    const web = await employeeOn(db, acme.id, 'directline');
    const item = await dueItem(db, acme.id, [groupOf('directline')]);
    await send(item.id, globex.id);
    expect((await itemOf(db, item.id)).statusId).toBe(PUSH_STATUSES.Scheduled);
    expect(await deliveriesOf(db, item.id)).toEqual([]);
    expect(await webChatActivities(db, web.channelUserId)).toEqual([]);
  });
});
