import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IT_ADMIN_MESSAGES } from '@askhr/shared/it-admin/it-admin.constants';
import { auditEvents, customerUsers } from '../../db/schema';
import { slackWorkspaces } from '../../db/schema-it-admin';
import { createTestApp, type TTestApp } from '../../test/app';
import { createTenant } from '../../test/factories/tenants';
import { authHeaders, expectApiError, getAs, memberWith, userIdOf } from '../../test/kits/access';
import { GOOD_CODE, startFakeSlackOAuth } from '../../test/kits/slack-oauth';
import { issueInstallState } from './slack-install-state';
import { slackTokenBox } from './slack-tokens';

const CONFIG = '/api/CustomSettings/ITAdminConfig';

describe('IT Admin routes', () => {
  let t: TTestApp;
  let oauth: Awaited<ReturnType<typeof startFakeSlackOAuth>>;
  let acme: number;
  let globex: number;
  let admin: string;
  let otherAdmin: string;
  let globexAdmin: string;
  const post = async (url: string, email: string, customerId: number, payload: object) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: await authHeaders(t, email, customerId),
    } as InjectOptions);
  const customerUserIdOf = async (email: string) => {
    const userId = await userIdOf(t, email);
    const rows = await t.db.select().from(customerUsers).where(eq(customerUsers.userId, userId));
    return rows[0]!.id;
  };
  const stateFor = async (email: string, customerId = acme) =>
    (await getAs(t, CONFIG, email, customerId)).json().slack.state as string;

  beforeAll(async () => {
    oauth = await startFakeSlackOAuth();
    t = await createTestApp({
      env: {
        SLACK_API_URL: oauth.apiUrl,
        SLACK_CLIENT_ID: '123.456',
        SLACK_CLIENT_SECRET: 'shh',
        SLACK_OAUTH_URL: 'https://slack.example/oauth/v2/authorize',
      },
    });
    acme = (await createTenant(t.db, { features: ['PushMessaging', 'PushItemsUploadCSV'] })).id;
    globex = (await createTenant(t.db, { features: ['Surveys'] })).id;
    admin = await memberWith(t, acme, ['it-admin']);
    otherAdmin = await memberWith(t, acme, ['it-admin']);
    globexAdmin = await memberWith(t, globex, ['it-admin']);
  });
  afterAll(async () => {
    await t.close();
    await oauth.close();
  });

  describe('GET /api/CustomSettings/ITAdminConfig', () => {
    it('gives a fresh install state, the Slack page to go to and the channels with their lists', async () => {
      const res = await getAs(t, CONFIG, admin, acme);
      expect(res.statusCode).toBe(200);
      const { slack, channels, emailInboxes } = res.json();
      expect(slack).toMatchObject({ workspaces: [], clientId: '123.456', state: expect.any(String) });
      const url = new URL(slack.authorizeUrl);
      expect(url.origin + url.pathname).toBe('https://slack.example/oauth/v2/authorize');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        client_id: '123.456',
        scope: 'channels:read,im:history,chat:write,reactions:read,users:read,users:read.email',
        redirect_uri: 'http://localhost:3000/ExchangeSlackToken',
        state: slack.state,
      });
      expect(channels).toEqual([
        {
          id: 'directline',
          type: 'directline',
          name: 'Web Chat',
          onlyAllowedRecipients: false,
          allowedRecipients: [],
          version: 0,
        },
      ]);
      expect(emailInboxes).toEqual([]);
      expect(await stateFor(admin)).not.toBe(slack.state);
    });

    it('asks for the lookup scopes only when the tenant can upload CSV lists', async () => {
      const { slack } = (await getAs(t, CONFIG, globexAdmin, globex)).json();
      expect(new URL(slack.authorizeUrl).searchParams.get('scope')).toBe(
        'channels:read,im:history,chat:write,reactions:read',
      );
    });

    it('refuses a member without it-admin and a member of another tenant', async () => {
      const reader = await memberWith(t, acme, ['normal-user', 'edit-tenant-settings']);
      expectApiError(await getAs(t, CONFIG, reader, acme), 403, 'FORBIDDEN');
      expectApiError(await getAs(t, CONFIG, globexAdmin, acme), 403, 'FORBIDDEN');
    });
  });

  describe('POST /api/CustomSettings/Slack', () => {
    it('exchanges the code, stores the workspace with its token sealed, and names the product', async () => {
      const state = await stateFor(admin);
      const res = await post('/api/CustomSettings/Slack', admin, acme, { code: GOOD_CODE, state });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ workspace: { id: 'TNEW', name: 'Acme HQ' }, productName: 'AskHR' });
      expect(oauth.calls.at(-1)).toMatchObject({
        client_id: '123.456',
        client_secret: 'shh',
        code: GOOD_CODE,
        redirect_uri: 'http://localhost:3000/ExchangeSlackToken',
      });
      const [row] = await t.db.select().from(slackWorkspaces).where(eq(slackWorkspaces.customerId, acme));
      expect(row).toMatchObject({ teamId: 'TNEW', teamName: 'Acme HQ', botUserId: 'UBOT' });
      expect(row!.botTokenSealed).not.toContain('xoxb');
      expect((await slackTokenBox(t.db)).open(row!.botTokenSealed)).toBe('xoxb-TNEW-secret');
      const audit = await t.db.select().from(auditEvents).where(eq(auditEvents.customerId, acme));
      expect(audit).toEqual([
        expect.objectContaining({ action: 'slack.install', actorEmail: admin, target: 'Acme HQ' }),
      ]);
      const { slack, channels } = (await getAs(t, CONFIG, admin, acme)).json();
      expect(slack.workspaces).toEqual([{ id: 'TNEW', name: 'Acme HQ' }]);
      expect(channels.map((c: { id: string }) => c.id)).toEqual(['slack:TNEW', 'directline']);
      // another tenant sees none of it
      expect((await getAs(t, CONFIG, globexAdmin, globex)).json().slack.workspaces).toEqual([]);
    });

    it('refuses a state used once already, expired, of another user or of another tenant', async () => {
      const used = await stateFor(admin);
      expect(
        (await post('/api/CustomSettings/Slack', admin, acme, { code: GOOD_CODE, state: used })).statusCode,
      ).toBe(200);
      const again = await post('/api/CustomSettings/Slack', admin, acme, { code: GOOD_CODE, state: used });
      expectApiError(again, 400, 'VALIDATION');
      expect(again.json().error.message).toBe(IT_ADMIN_MESSAGES.stateRefused);

      const issuedLongAgo = new Date(Date.now() - 11 * 60_000);
      const owner = { customerId: acme, customerUserId: await customerUserIdOf(admin) };
      const expired = await issueInstallState(t.db, owner, issuedLongAgo);
      expectApiError(
        await post('/api/CustomSettings/Slack', admin, acme, { code: GOOD_CODE, state: expired }),
        400,
        'VALIDATION',
      );

      const tampered = (await stateFor(admin)).replace(/^\d+\.\d+/, `${acme}.999999`);
      expectApiError(
        await post('/api/CustomSettings/Slack', admin, acme, { code: GOOD_CODE, state: tampered }),
        400,
        'VALIDATION',
      );

      const mine = await stateFor(admin);
      expectApiError(
        await post('/api/CustomSettings/Slack', otherAdmin, acme, { code: GOOD_CODE, state: mine }),
        400,
        'VALIDATION',
      );
      const globexState = await stateFor(globexAdmin, globex);
      expectApiError(
        await post('/api/CustomSettings/Slack', admin, acme, { code: GOOD_CODE, state: globexState }),
        400,
        'VALIDATION',
      );
      expectApiError(
        await post('/api/CustomSettings/Slack', globexAdmin, acme, { code: GOOD_CODE, state: mine }),
        403,
        'FORBIDDEN',
      );
      expect(await t.db.select().from(slackWorkspaces).where(eq(slackWorkspaces.customerId, globex))).toEqual(
        [],
      );
    });

    it('passes on what Slack reported when it refuses the code', async () => {
      const state = await stateFor(admin);
      const res = await post('/api/CustomSettings/Slack', admin, acme, { code: 'stale-code', state });
      expect(res.statusCode).toBe(502);
      expect(res.json().error.message).toContain('invalid_code');
    });

    it('refuses a missing code or state with per-field messages, and a member without it-admin', async () => {
      const res = await post('/api/CustomSettings/Slack', admin, acme, { code: ' ', state: '' });
      expectApiError(res, 400, 'VALIDATION');
      expect(Object.keys(res.json().error.fields).sort()).toEqual(['code', 'state']);
      const reader = await memberWith(t, acme, ['normal-user']);
      expectApiError(
        await post('/api/CustomSettings/Slack', reader, acme, { code: 'x', state: 'y' }),
        403,
        'FORBIDDEN',
      );
    });
  });

  describe('POST /api/CustomSettings/ITAdminConfig', () => {
    const save = (email: string, customerId: number, payload: object) =>
      post(CONFIG, email, customerId, payload);

    it('saves a list from comma-separated ids, split and trimmed, and refuses a stale save with 409', async () => {
      const res = await save(admin, acme, {
        id: 'directline',
        onlyAllowedRecipients: true,
        allowedRecipients: ' dl-ann , dl-bob,,dl-ann ',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        allowedRecipients: ['dl-ann', 'dl-bob'],
        onlyAllowedRecipients: true,
        version: 1,
      });
      const stale = await save(admin, acme, {
        id: 'directline',
        onlyAllowedRecipients: false,
        allowedRecipients: [],
        version: 0,
      });
      expectApiError(stale, 409, 'CONFLICT');
      const cleared = await save(admin, acme, {
        id: 'directline',
        onlyAllowedRecipients: false,
        allowedRecipients: [],
        version: 1,
      });
      expect(cleared.json()).toMatchObject({
        onlyAllowedRecipients: false,
        allowedRecipients: [],
        version: 2,
      });
    });

    it('refuses bad input with per-field messages, and an unknown channel with 404', async () => {
      const bad = await save(admin, acme, { id: '', onlyAllowedRecipients: 'yes', allowedRecipients: 5 });
      expectApiError(bad, 400, 'VALIDATION');
      expect(Object.keys(bad.json().error.fields).sort()).toEqual([
        'allowedRecipients',
        'id',
        'onlyAllowedRecipients',
      ]);
      const empty = await save(admin, acme, {
        id: 'directline',
        onlyAllowedRecipients: true,
        allowedRecipients: ' , ',
        version: 2,
      });
      expectApiError(empty, 400, 'VALIDATION');
      expectApiError(
        await save(admin, acme, { id: 'slack:TOTHER', onlyAllowedRecipients: false, allowedRecipients: [] }),
        404,
        'NOT_FOUND',
      );
    });

    it("refuses without it-admin, without a push feature, and never touches another tenant's list", async () => {
      const reader = await memberWith(t, acme, ['normal-user', 'edit-push-messages']);
      const body = { id: 'directline', onlyAllowedRecipients: false, allowedRecipients: [] };
      expectApiError(await save(reader, acme, body), 403, 'FORBIDDEN');
      expectApiError(await save(globexAdmin, acme, body), 403, 'FORBIDDEN');
      const noPush = (await createTenant(t.db)).id;
      expectApiError(await save(await memberWith(t, noPush, ['it-admin']), noPush, body), 403, 'FORBIDDEN');
      const globexList = (await getAs(t, CONFIG, globexAdmin, globex)).json().channels;
      expect(globexList).toEqual([
        expect.objectContaining({ id: 'directline', onlyAllowedRecipients: false, version: 0 }),
      ]);
    });
  });
});
