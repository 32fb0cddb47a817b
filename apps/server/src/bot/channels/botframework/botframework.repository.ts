import { and, asc, eq } from 'drizzle-orm';
import type { TDb } from '../../../db/client';
import { customers, customSettings } from '../../../db/schema';

/** Custom setting holding the Microsoft Entra (Azure AD) tenant id a tenant's Teams users belong to. */
export const TEAMS_TENANT_SETTING = 'TeamsTenantId';

/**
 * The tenant whose `TeamsTenantId` setting is the given Entra tenant. The lookup spans tenants on
 * purpose: the Entra tenant id is the only tenant hint an incoming activity carries.
 */
export async function findTenantByTeamsTenantId(db: TDb, entraTenantId: string) {
  const rows = await db
    .select({ customerId: customSettings.customerId })
    .from(customSettings)
    .where(and(eq(customSettings.key, TEAMS_TENANT_SETTING), eq(customSettings.value, entraTenantId)))
    .orderBy(customSettings.customerId)
    .limit(1);
  return rows[0]?.customerId;
}

/** The tenant with this id, or the first tenant when no id is given. */
export async function findEmulatorTenant(db: TDb, customerId: number | undefined) {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(customerId === undefined ? undefined : eq(customers.id, customerId))
    .orderBy(asc(customers.id))
    .limit(1);
  return rows[0]?.id;
}
