/** Query keys of the users feature; the tenant id comes second like every feature's keys. */
export const userKeys = {
  all: (tenantId: number) => ['users', tenantId] as const,
  page: (tenantId: number, search: string, page: number) =>
    ['users', tenantId, 'page', search, page] as const,
  customerSuccessManagers: (tenantId: number) => ['users', tenantId, 'customerSuccessManagers'] as const,
  roles: (tenantId: number) => ['users', tenantId, 'roles'] as const,
};
