import { eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { users } from '../../db/schema';
import type { TTestApp } from '../app';
import { addMember, createUser } from '../factories/users';

export async function identityOf(t: TTestApp, email: string): Promise<string> {
  const rows = await t.db
    .select({ identityId: users.identityId })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  if (!rows[0]?.identityId) throw new Error(`no account ${email}`);
  return rows[0].identityId;
}

/** Headers of a signed-in request; `tenant` goes into X-Tenant-Id as given. */
export async function authHeaders(t: TTestApp, email: string, tenant?: number | string) {
  const token = await t.signToken(await identityOf(t, email));
  return {
    authorization: `Bearer ${token}`,
    ...(tenant === undefined ? {} : { 'x-tenant-id': String(tenant) }),
  };
}

export async function getAs(t: TTestApp, url: string, email: string, tenant?: number | string) {
  const options: InjectOptions = { method: 'GET', url, headers: await authHeaders(t, email, tenant) };
  return t.app.inject(options);
}

/** A user who is a member of `customerId` only, with exactly these permissions; returns its email. */
export async function memberWith(
  t: TTestApp,
  customerId: number,
  permissions: string[],
  scope: Parameters<typeof addMember>[4] = {},
): Promise<string> {
  const user = await createUser(t.db);
  await addMember(t.db, customerId, user.id, permissions, scope);
  return user.email;
}

export async function userIdOf(t: TTestApp, email: string): Promise<number> {
  const rows = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return rows[0]!.id;
}

/** Asserts the response is the API error shape with this status. */
export function expectApiError(res: LightMyRequestResponse, status: number, code: string) {
  expect({ status: res.statusCode, body: res.json() }).toEqual({
    status,
    body: {
      error: { code, message: expect.any(String), ...(status === 400 ? { fields: expect.any(Object) } : {}) },
    },
  });
}

/** A request as one of the test accounts, with a JSON body when given. */
export async function requestAs(
  t: TTestApp,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  email: string,
  tenant: number,
  payload?: unknown,
) {
  const options: InjectOptions = {
    method,
    url,
    headers: await authHeaders(t, email, tenant),
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  };
  return t.app.inject(options);
}
