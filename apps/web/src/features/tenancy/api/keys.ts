import type { QueryKey } from '@tanstack/react-query';

/**
 * Query keys of the tenancy calls. Tenant-scoped keys carry the tenant id second, like every
 * feature's keys, so two tenants never share a cache entry.
 */
export const tenancyKeys = {
  clientConfiguration: ['clientConfiguration'] as const,
  currentUser: ['currentUser'] as const,
  permissions: (tenantId: number) => ['permissions', tenantId] as const,
  features: (tenantId: number) => ['features', tenantId, 'byTenant'] as const,
  activeCountries: (tenantId: number) => ['countries', tenantId, 'active'] as const,
  customSettings: (tenantId: number) => ['customSettings', tenantId] as const,
  timezone: (tenantId: number) => ['customSettings', tenantId, 'timezone'] as const,
  categories: (tenantId: number) => ['categories', tenantId] as const,
  tags: (tenantId: number) => ['tags', tenantId] as const,
};

/** Keys that survive a tenant switch: they belong to the signed-in session, not to a tenant. */
export function isSessionKey(key: QueryKey): boolean {
  return key[0] === tenancyKeys.clientConfiguration[0] || key[0] === tenancyKeys.currentUser[0];
}
