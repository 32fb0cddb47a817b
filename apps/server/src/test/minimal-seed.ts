import { FEATURES, PERMISSIONS } from '@askhr/shared/access/permissions';
import { ADMINISTRATOR_ROLE_NAME } from '@askhr/shared/tenancy/tenancy.constants';
import type { TDb } from '../db/client';
import { createTenant } from './factories/tenants';
import { addMember, createUser } from './factories/users';

export const ES = 2;
export const DE = 3;
export const US = 4;
export const GB = 7;
export const FR = 8;

export const TENANT_ADMIN = 'admin@one.test';
export const OTHER_ADMIN = 'admin@two.test';

/** Every feature but the training mode of the embeddings model, as most tenants run. */
const MINIMAL_FEATURES = FEATURES.filter((f) => f !== 'EmbeddingsModel');

async function seedTenant(
  db: TDb,
  name: string,
  countries: number[],
  admin: { email: string; name: string },
) {
  const tenant = await createTenant(db, { name, countries, features: [...MINIMAL_FEATURES] });
  const user = await createUser(db, admin);
  const { role } = await addMember(db, tenant.id, user.id, [...PERMISSIONS], {
    roleName: ADMINISTRATOR_ROLE_NAME,
  });
  return {
    id: tenant.id,
    name,
    countryIds: countries,
    adminEmail: admin.email,
    adminId: user.id,
    adminRoleId: role.id,
  };
}

/**
 * What nearly every route test needs, and none of the demo's content: `tenant`, the one a test
 * asserts on (Spain, Germany and the United States), and `other`, for the foreign-tenant checks
 * (the United Kingdom and France). Each serves the global country too, has every feature but
 * EmbeddingsModel, and one member, its admin, through an Administrator role with every permission
 * in every country and category. No categories, tags, questions, settings or other roles: a test
 * makes those it asserts on with the factories.
 */
export async function seedMinimal(db: TDb) {
  return {
    tenant: await seedTenant(db, 'Tenant One', [ES, DE, US], { email: TENANT_ADMIN, name: 'Ada Admin' }),
    other: await seedTenant(db, 'Tenant Two', [GB, FR], { email: OTHER_ADMIN, name: 'Otto Admin' }),
  };
}
export type TMinimalSeed = Awaited<ReturnType<typeof seedMinimal>>;
