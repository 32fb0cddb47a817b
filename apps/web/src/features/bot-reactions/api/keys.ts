/** Query keys of the bot reaction types; the texts' keys come from the kind. */
export const botReactionKeys = {
  types: (tenantId: number) => ['botReactions', tenantId, 'types'] as const,
  type: (tenantId: number, id: number) => ['botReactions', tenantId, 'type', id] as const,
};
