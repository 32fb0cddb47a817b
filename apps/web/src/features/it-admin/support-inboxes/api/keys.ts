/** Query keys of the support inboxes feature; the tenant id comes second like every feature's keys. */
export const inboxKeys = {
  all: (tenantId: number) => ['emailInboxes', tenantId] as const,
};
