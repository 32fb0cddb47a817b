import crypto from 'node:crypto';
import { FEATURES, PERMISSIONS } from '@askhr/shared/access/permissions';
import { COUNTRIES, GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import { ADMINISTRATOR_ROLE_NAME } from '@askhr/shared/tenancy/tenancy.constants';
import {
  ZAddCountriesRequest,
  ZCreateTenantRequest,
  ZInviteUserRequest,
  ZSetFeatureRequest,
  type TAddCountriesRequest,
  type TCreateTenantRequest,
  type TInviteUserRequest,
  type TSetFeatureRequest,
} from '@askhr/shared/tenancy/tenant-admin.schemas';
import type { z } from 'zod';
import type { TDb } from '../../db/client';
import { hashPassword } from '../../auth/passwords';
import { badRequest, notFound } from '../../lib/errors';
import {
  INVITED_ELSEWHERE,
  isAwaitingFirstSignIn,
  temporaryPassword,
  temporaryPasswordExpiry,
} from '../users/temporary-password';
import { findMember } from '../users/members.repository';
import {
  findCustomer,
  findCustomers,
  findCustomerSummaries,
  insertCustomer,
  insertCustomerCountries,
  upsertFeatureStates,
} from './tenancy.repository';
import {
  assignRoles,
  findRoleByName,
  findUserByEmail,
  insertRole,
  insertUser,
  upsertMembership,
  widenRole,
} from '../users/users.repository';

/** Operator actions on tenants (CLI, demo seed): input is validated here, whoever calls. */

const countryIdOf = new Map(COUNTRIES.map((c) => [c.code, c.id]));

function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues)
    (fields[issue.path[0]?.toString() ?? 'input'] ??= []).push(issue.message);
  const summary = Object.entries(fields).map(([field, messages]) => `${field}: ${messages.join(', ')}`);
  throw badRequest(summary.join('; '), fields);
}

async function existingTenant(db: TDb, tenantId: number) {
  const customer = await findCustomer(db, tenantId);
  if (!customer) throw notFound(`There is no tenant with id ${tenantId}.`);
  return customer;
}

export async function createTenant(db: TDb, input: TCreateTenantRequest) {
  const request = parse(ZCreateTenantRequest, input);
  const customer = await insertCustomer(db, request.name);
  const countryIds = [GLOBAL_COUNTRY_ID, ...request.countryCodes.map((code) => countryIdOf.get(code)!)];
  await insertCustomerCountries(db, customer.id, [...new Set(countryIds)]);
  const active = new Set<string>(request.features);
  await upsertFeatureStates(
    db,
    customer.id,
    FEATURES.map((name) => ({ name, active: active.has(name) })),
  );
  return {
    id: customer.id,
    name: customer.name,
    countryIds: [...new Set(countryIds)],
    features: [...active],
  };
}

export async function listTenants(db: TDb) {
  const customers = await findCustomers(db);
  const { countryRows, featureRows, memberRows } = await findCustomerSummaries(
    db,
    customers.map((c) => c.id),
  );
  return customers.map((customer) => ({
    id: customer.id,
    name: customer.name,
    countries: countryRows.filter((r) => r.customerId === customer.id).map((r) => r.code),
    features: featureRows.filter((r) => r.customerId === customer.id).map((r) => r.name),
    members: memberRows.find((r) => r.customerId === customer.id)?.members ?? 0,
  }));
}

export async function addCountries(db: TDb, input: TAddCountriesRequest) {
  const request = parse(ZAddCountriesRequest, input);
  await existingTenant(db, request.tenantId);
  const added = await insertCustomerCountries(
    db,
    request.tenantId,
    request.countryCodes.map((code) => countryIdOf.get(code)!),
  );
  const addedCodes = COUNTRIES.filter((c) => added.includes(c.id)).map((c) => c.code);
  return {
    added: addedCodes,
    alreadyThere: request.countryCodes.filter((code) => !addedCodes.includes(code)),
  };
}

export async function setFeature(db: TDb, input: TSetFeatureRequest) {
  const request = parse(ZSetFeatureRequest, input);
  await existingTenant(db, request.tenantId);
  await upsertFeatureStates(db, request.tenantId, [{ name: request.name, active: request.active }]);
  return { name: request.name, active: request.active };
}

/**
 * Gives the user (created when missing) administrator rights in the tenant. New users of the
 * embedded provider get a temporary password; with an external provider the account is bound to
 * the identity on the first sign-in with that email.
 */
export async function inviteUser(db: TDb, input: TInviteUserRequest, opts: { embeddedAuth: boolean }) {
  const request = parse(ZInviteUserRequest, input);
  const tenant = await existingTenant(db, request.tenantId);
  let user = await findUserByEmail(db, request.email);
  let password: string | null = null;
  const created = !user;
  // its temporary password may be in the hands of another company's administrator
  if (user && isAwaitingFirstSignIn(user) && !(await findMember(db, tenant.id, user.id)))
    throw badRequest(INVITED_ELSEWHERE, { email: [INVITED_ELSEWHERE] });
  if (!user) {
    password = opts.embeddedAuth ? temporaryPassword() : null;
    user = await insertUser(db, {
      email: request.email,
      name: request.name || request.email.split('@')[0]!,
      passwordHash: password ? await hashPassword(password) : null,
      identityId: opts.embeddedAuth ? crypto.randomUUID() : null,
      temporaryPasswordUntil: password ? temporaryPasswordExpiry() : null,
    });
  }
  const role = await ensureAdministratorRole(db, tenant.id);
  const customerUserId = await upsertMembership(db, tenant.id, user.id);
  await assignRoles(db, tenant.id, customerUserId, [role.id]);
  return {
    tenant: { id: tenant.id, name: tenant.name },
    user: { id: user.id, email: user.email, name: user.name, active: user.active },
    created,
    temporaryPassword: password,
    roleName: role.name,
    roleWidened: role.widened,
  };
}

async function ensureAdministratorRole(db: TDb, tenantId: number) {
  const existing = await findRoleByName(db, tenantId, ADMINISTRATOR_ROLE_NAME);
  if (!existing) {
    const role = await insertRole(db, tenantId, {
      name: ADMINISTRATOR_ROLE_NAME,
      description: 'Every permission, in every country and category.',
      permissions: [...PERMISSIONS],
    });
    return { id: role.id, name: role.name, widened: false };
  }
  const isFull =
    PERMISSIONS.every((p) => existing.permissions.includes(p)) &&
    !existing.countryRelated &&
    !existing.categoryRelated;
  if (!isFull)
    await widenRole(db, tenantId, existing.id, [...new Set([...existing.permissions, ...PERMISSIONS])]);
  return { id: existing.id, name: existing.name, widened: !isFull };
}
