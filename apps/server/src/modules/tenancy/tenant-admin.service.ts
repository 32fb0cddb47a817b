import { FEATURES } from '@askhr/shared/access/permissions';
import { COUNTRIES, GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
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
import { badRequest, notFound } from '../../lib/errors';
import { ensureInvitedUser, grantAdministrator } from '../users/operator-invites.service';
import {
  findCustomer,
  findCustomers,
  findCustomerSummaries,
  insertCustomer,
  insertCustomerCountries,
  upsertFeatureStates,
} from './tenancy.repository';

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
  const { user, created, password } = await ensureInvitedUser(db, tenant.id, request, opts);
  const role = await grantAdministrator(db, tenant.id, user.id);
  return {
    tenant: { id: tenant.id, name: tenant.name },
    user: { id: user.id, email: user.email, name: user.name, active: user.active },
    created,
    temporaryPassword: password,
    roleName: role.name,
    roleWidened: role.widened,
  };
}
