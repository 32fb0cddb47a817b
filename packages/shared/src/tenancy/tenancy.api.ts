import { defineApi } from '../access/api-route';

/** The tenant (sign-in settings, permissions, feature flags, role types) in the API catalogue. */
export const TENANCY_API = defineApi('Tenancy', 'member', {
  'clientConfiguration.get': {
    route: 'GET /api/ClientConfiguration/',
    access: 'public',
    summary: 'Sign-in settings of the portal',
  },
  'permissions.list': {
    route: 'GET /api/Permissions/',
    summary: "The user's permission keys in the tenant",
  },
  'features.byTenant': {
    route: 'GET /api/Features/byTenant',
    summary: "The tenant's feature flags",
  },
  'tenantInfo.roles': {
    route: 'GET /api/TenantInfo/roles',
    access: { any: ['normal-user', 'portal-webchat', 'admin-user', 'view-feedback'] },
    summary: 'Role types of bot users',
  },
});
