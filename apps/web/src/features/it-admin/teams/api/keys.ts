/** Query keys of the Teams package feature; the tenant id comes second like every feature's keys. */
export const customBotKeys = {
  all: (tenantId: number) => ['customBot', tenantId] as const,
  current: (tenantId: number) => ['customBot', tenantId, 'current'] as const,
  defaults: (tenantId: number) => ['customBot', tenantId, 'default'] as const,
};
