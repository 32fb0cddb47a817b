import { describe, expect, it } from 'vitest';
import { DELIVERY_ERRORS, PUSH_STATUSES } from '@askhr/shared/push/push.constants';
import { createTenant } from '../../test/factories/tenants';
import { saveAllowedList } from '../../modules/it-admin/allowed-lists.repository';
import { startFakeSlackApi } from '../../test/kits/slack';
import { saveConversationRef } from '../../bot/push/push-conversations.repository';
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

describe('push delivery with allowed recipient lists', () => {
  const push = usePushSend(startFakeSlackApi);
  const { send } = push;

  it.each(['message', 'survey'] as const)(
    'sends a %s only to allowed employees of a listed channel, through their own workspace',
    async (type) => {
      const { db } = push.database;
      const acme = await createTenant(db);
      await installSlack(db, acme.id, 'xoxb-alpha', 'TALPHA');
      await installSlack(db, acme.id, 'xoxb-beta', 'TBETA');
      const inAlpha = await employeeOn(db, acme.id, 'slack');
      const [allowedBeta, otherBeta] = [
        await employeeOn(db, acme.id, 'slack'),
        await employeeOn(db, acme.id, 'slack'),
      ];
      await saveConversationRef(db, acme.id, inAlpha.id, { channelId: 'slack', teamId: 'TALPHA' });
      for (const user of [allowedBeta, otherBeta])
        await saveConversationRef(db, acme.id, user.id, { channelId: 'slack', teamId: 'TBETA' });
      const [allowedWeb, otherWeb] = [
        await employeeOn(db, acme.id, 'directline'),
        await employeeOn(db, acme.id, 'directline'),
      ];
      const list = (channelKey: string, ids: string[]) =>
        saveAllowedList(db, acme.id, {
          channelKey,
          onlyAllowedRecipients: true,
          allowedRecipients: ids,
          version: 0,
        });
      await list('slack:TBETA', [allowedBeta.channelUserId]);
      await list('directline', [allowedWeb.channelUserId]);
      // a list switched off lets everyone through
      await saveAllowedList(db, acme.id, {
        channelKey: 'slack:TALPHA',
        onlyAllowedRecipients: false,
        allowedRecipients: ['nobody'],
        version: 0,
      });

      const item = await dueItem(db, acme.id, [groupOf('slack'), groupOf('directline')], { type });
      await send(item.id, acme.id);

      const posted = push.slack.posts().filter((call) => call.params.channel !== undefined);
      const postsTo = (id: string) =>
        posted.filter((call) => call.params.channel === id).map((call) => call.token);
      expect(postsTo(inAlpha.channelUserId)).toEqual(['xoxb-alpha']);
      expect(postsTo(allowedBeta.channelUserId)).toEqual(['xoxb-beta']);
      expect(postsTo(otherBeta.channelUserId)).toEqual([]);
      expect(await webChatActivities(db, allowedWeb.channelUserId)).toHaveLength(1);
      expect(await webChatActivities(db, otherWeb.channelUserId)).toHaveLength(0);
      const refused = (await deliveriesOf(db, item.id)).filter(
        (d) => d.lastError === DELIVERY_ERRORS.notAllowed,
      );
      expect(refused.map((d) => d.botUserId).sort()).toEqual([otherBeta.id, otherWeb.id].sort());
      expect(refused.every((d) => d.state === 'failed')).toBe(true);
      expect(await itemOf(db, item.id)).toMatchObject({
        statusId: PUSH_STATUSES.PartiallySent,
        successfulRecipients: 3,
        otherProblemsCount: 2,
      });
    },
  );
});
