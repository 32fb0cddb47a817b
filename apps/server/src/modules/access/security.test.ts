import { generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRequirement } from '@askhr/shared/access/access-table';
import { API_ACCESS, type TApiRouteId } from '@askhr/shared/access/api-routes';
import { FEATURES, PERMISSIONS } from '@askhr/shared/access/permissions';
import { getSigningKeys, publicJwks } from '../../auth/secrets';
import { users } from '../../db/schema';
import { createSettings } from '../../test/factories/settings';
import { createMember, createUser } from '../../test/factories/users';
import { createTenant } from '../../test/factories/tenants';
import { createPlaceholder } from '../../test/factories/placeholders';
import { createQuestion } from '../../test/factories/questions';
import { createVersion } from '../../test/factories/versions';
import { multipartBody } from '../../test/multipart';
import { buildPdf } from '../../test/pdf-fixtures';
import { authHeaders, expectApiError, identityOf, memberWith } from '../../test/kits/access';
import { createTestApp, type TSeededTestApp } from '../../test/app';
import { TENANT_ADMIN } from '../../test/minimal-seed';
import { logUtterance, sampleUtterance } from '../../test/kits/review';
import { createPushItem } from '../../test/factories/push';
import { documentSampleIds } from '../../test/factories/documents';
import { SAMPLES, type TSampleIds } from '../../test/fuzz/route-samples';
import { insertEmailInbox } from '../it-admin/email-inboxes.repository';

const PDF = buildPdf([['Vacation policy', 'Every employee gets 25 vacation days per year.']]);

const ROUTE_IDS = Object.keys(API_ACCESS) as TApiRouteId[];
const ruleOf = (id: TApiRouteId) => API_ACCESS[id] as 'public' | 'signedIn' | 'member' | TRequirement;
const nonPublic = ROUTE_IDS.filter((id) => ruleOf(id) !== 'public');
const memberRoutes = ROUTE_IDS.filter((id) => !['public', 'signedIn'].includes(ruleOf(id) as string));
const guardedRoutes = ROUTE_IDS.filter((id) => typeof ruleOf(id) === 'object');

/**
 * Grants that lack what the requirement needs: each `all` permission alone, every `any` one, each
 * feature alone, every `anyFeatures` one.
 */
function lackingGrants(rule: TRequirement) {
  const everything = [...PERMISSIONS] as string[];
  const grants: { label: string; permissions: string[]; features: string[] }[] = [];
  for (const permission of rule.all ?? [])
    grants.push({
      label: `without ${permission}`,
      permissions: everything.filter((p) => p !== permission),
      features: [...FEATURES],
    });
  if (rule.any?.length)
    grants.push({
      label: `without any of ${rule.any.join(', ')}`,
      permissions: everything.filter((p) => !(rule.any as readonly string[]).includes(p)),
      features: [...FEATURES],
    });
  if (rule.anyFeatures?.length)
    grants.push({
      label: `without any of ${rule.anyFeatures.join(', ')}`,
      permissions: everything,
      features: FEATURES.filter((f) => !(rule.anyFeatures as readonly string[]).includes(f)),
    });
  for (const feature of rule.features ?? [])
    grants.push({
      label: `without ${feature}`,
      permissions: everything,
      features: FEATURES.filter((f) => f !== feature),
    });
  return grants;
}

describe('access to every API route', () => {
  let t: TSeededTestApp;
  const badTokens: Record<string, string | undefined> = {};
  let otherOnly: string;

  let ids: TSampleIds;

  async function send(id: TApiRouteId, headers: Record<string, string>) {
    const sample = SAMPLES[id];
    const fill: Record<string, number> = { ...ids };
    if (sample.url.includes('{freshQuestion}'))
      fill.freshQuestion = (await createQuestion(t.db, t.seed.tenant.id)).id;
    if (sample.url.includes('{freshCustomQuestion}'))
      fill.freshCustomQuestion = (await createQuestion(t.db, t.seed.tenant.id, { custom: true })).id;
    if (sample.url.includes('{freshPush}'))
      fill.freshPush = (await createPushItem(t.db, t.seed.tenant.id)).id;
    if (sample.url.includes('{freshInbox}'))
      fill.freshInbox = (
        await insertEmailInbox(t.db, t.seed.tenant.id, { name: 'HR', email: 'hr@acme.test' })
      ).id;
    if (sample.url.includes('{freshMember}'))
      fill.freshMember = (await createMember(t.db, t.seed.tenant.id)).user.id;
    if (sample.url.includes('{freshRole}'))
      fill.freshRole = (await createMember(t.db, t.seed.tenant.id)).role.id;
    const url = sample.url.replace(/\{(\w+)\}/g, (_m, key: string) => String(fill[key]));
    if (sample.multipart) {
      const body = multipartBody([{ filename: 'policy.pdf', type: 'application/pdf', content: PDF }]);
      return t.app.inject({
        method: sample.method,
        url,
        headers: { ...headers, 'content-type': body.contentType },
        payload: body.payload,
      });
    }
    const payload = sample.payload?.(ids) as InjectOptions['payload'];
    return t.app.inject({
      method: sample.method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
  }

  beforeAll(async () => {
    t = await createTestApp({ seed: 'minimal' });
    await createSettings(t.db, t.seed.tenant.id, { LogoFileName: 'acme.svg' });
    const question = await createQuestion(t.db, t.seed.tenant.id, {
      text: 'How many vacation days do I have?',
    });
    const placeholder = await createPlaceholder(t.db, t.seed.tenant.id, { keyWord: `hrEmail${Date.now()}` });
    const answerVersion = await createVersion(t.db, t.seed.tenant.id, {
      kind: 'answer',
      itemId: question.id,
      countryId: 1,
      text: 'You get 25 days.',
    });
    const placeholderVersion = await createVersion(t.db, t.seed.tenant.id, {
      kind: 'placeholder',
      itemId: placeholder.id,
      countryId: 1,
      text: 'hr@acme.test',
    });
    const reactionVersion = await createVersion(t.db, t.seed.tenant.id, {
      kind: 'botReaction',
      itemId: 1,
      countryId: 1,
      text: 'Hello there',
    });
    const survey = await createPushItem(t.db, t.seed.tenant.id, { type: 'survey' });
    ids = {
      question: question.id,
      placeholder: placeholder.id,
      answerVersion: answerVersion.id,
      placeholderVersion: placeholderVersion.id,
      reactionVersion: reactionVersion.id,
      utterance: (await logUtterance(t.db, t.seed.tenant.id, sampleUtterance())).id,
      survey: survey.id,
      surveyLastUpdated: survey.lastUpdated.getTime(),
      inbox: (await insertEmailInbox(t.db, t.seed.tenant.id, { name: 'HR', email: 'hr@acme.test' })).id,
      ...(await documentSampleIds(t.db, t.seed.tenant.id)),
    };
    otherOnly = await memberWith(t, t.seed.other.id, [...PERMISSIONS]);
    const sub = await identityOf(t, TENANT_ADMIN);
    const { keys } = await getSigningKeys(t.db);
    const kid = keys[0]!.kid!;
    const claims = { sub, iss: t.config.auth.issuer, aud: t.config.auth.audience };
    const now = Math.floor(Date.now() / 1000);

    const { privateKey: otherKey } = await generateKeyPair('RS256');
    const disabled = (
      await t.db
        .insert(users)
        .values({ email: 'disabled@acme.test', identityId: 'disabled-sub', active: false })
        .returning()
    )[0]!;
    expect(disabled.active).toBe(false);

    Object.assign(badTokens, {
      'no token': undefined,
      'an expired token': await t.signToken(sub, {}, { expiresIn: now - 60 }),
      'a forged signature (other key, same kid)': await new SignJWT({ scope: 'openid' })
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'at+jwt' })
        .setSubject(sub)
        .setIssuer(claims.iss)
        .setAudience(claims.aud)
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(otherKey),
      'a wrong audience': await t.signToken(sub, {}, { audience: 'https://other.example/api' }),
      'a wrong issuer': await t.signToken(sub, {}, { issuer: 'https://evil.example/oidc' }),
      'an alg none token': new UnsecuredJWT({ scope: 'openid' })
        .setSubject(sub)
        .setIssuer(claims.iss)
        .setAudience(claims.aud)
        .setIssuedAt()
        .setExpirationTime('10m')
        .encode(),
      'an HS256 token keyed with the public key': await new SignJWT({ scope: 'openid' })
        .setProtectedHeader({ alg: 'HS256', kid })
        .setSubject(sub)
        .setIssuer(claims.iss)
        .setAudience(claims.aud)
        .setExpirationTime('10m')
        .sign(new TextEncoder().encode(JSON.stringify(publicJwks({ keys }).keys[0]))),
      'a token of an unknown subject': await t.signToken('no-such-identity'),
      'a token of a disabled account': await t.signToken('disabled-sub'),
      garbage: 'not.a.jwt',
    });
  });
  afterAll(() => t.close());

  it('has a sample request for every route id of the API catalogue', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...ROUTE_IDS].sort());
  });

  it.each(ROUTE_IDS)('%s answers a member holding everything (the samples reach real routes)', async (id) => {
    const res = await send(id, await authHeaders(t, TENANT_ADMIN, t.seed.tenant.id));
    expect(SAMPLES[id].ok ?? [200]).toContain(res.statusCode);
  });

  it.each(ROUTE_IDS.filter((id) => ruleOf(id) === 'public'))('%s is public', async (id) => {
    expect((await send(id, {})).statusCode).toBe(200);
  });

  describe.each(nonPublic)('%s', (id) => {
    it('refuses every bad token with 401', async () => {
      const statuses: Record<string, number> = {};
      for (const [label, token] of Object.entries(badTokens)) {
        const res = await send(id, {
          'x-tenant-id': String(t.seed.tenant.id),
          ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
        });
        statuses[label] = res.statusCode;
        if (res.statusCode === 401) expectApiError(res, 401, 'UNAUTHENTICATED');
      }
      expect(statuses).toEqual(Object.fromEntries(Object.keys(badTokens).map((label) => [label, 401])));
    });

    it('refuses an Authorization header of another scheme', async () => {
      const res = await send(id, {
        authorization: 'Basic YWRtaW46ZGVtbzEyMzQ=',
        'x-tenant-id': String(t.seed.tenant.id),
      });
      expectApiError(res, 401, 'UNAUTHENTICATED');
    });
  });

  describe.each(memberRoutes)('%s', (id) => {
    it('refuses a member of another tenant with 403', async () => {
      expectApiError(await send(id, await authHeaders(t, otherOnly, t.seed.tenant.id)), 403, 'FORBIDDEN');
    });

    it('refuses a signed-in user of no tenant with 403', async () => {
      expectApiError(
        await send(id, await authHeaders(t, (await createUser(t.db)).email, t.seed.tenant.id)),
        403,
        'FORBIDDEN',
      );
    });

    it('refuses a missing or malformed X-Tenant-Id with 400', async () => {
      for (const tenant of [undefined, 'abc', '-1', '1;drop table users', '1e3', '99999999999']) {
        expectApiError(await send(id, await authHeaders(t, TENANT_ADMIN, tenant)), 400, 'VALIDATION');
      }
    });

    it('refuses a tenant that does not exist with 403', async () => {
      expectApiError(await send(id, await authHeaders(t, TENANT_ADMIN, 987654)), 403, 'FORBIDDEN');
    });
  });

  describe.each(guardedRoutes)('%s', (id) => {
    it.each(lackingGrants(ruleOf(id) as TRequirement))('refuses a member %s with 403', async (grant) => {
      const tenant = await createTenant(t.db, { features: grant.features });
      const email = await memberWith(t, tenant.id, grant.permissions);
      expectApiError(await send(id, await authHeaders(t, email, tenant.id)), 403, 'FORBIDDEN');
    });
  });
});
