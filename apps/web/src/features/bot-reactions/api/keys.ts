/** Query keys of bot reactions; the tenant id comes second like every feature's keys. */
export const botReactionKeys = {
  types: (tenantId: number) => ['botReactions', tenantId, 'types'] as const,
  type: (tenantId: number, id: number) => ['botReactions', tenantId, 'type', id] as const,
  /** everything derived from the texts: per-reaction cards and histories */
  values: (tenantId: number) => ['botReactionValues', tenantId] as const,
  byReaction: (tenantId: number, id: number) => ['botReactionValues', tenantId, 'reaction', id] as const,
  history: (tenantId: number, id: number, countryId: number) =>
    ['botReactionValues', tenantId, 'reaction', id, 'history', countryId] as const,
};
