/** Query keys of the IT Admin feature; the tenant id comes second like every feature's keys. */
export const itAdminKeys = {
  all: (tenantId: number) => ['itAdmin', tenantId] as const,
  config: (tenantId: number) => ['itAdmin', tenantId, 'config'] as const,
};
