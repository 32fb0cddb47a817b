/** "Test as": who the bot believes it is talking to; null means the member's own stored values. */
export interface TTestAs {
  countryCode: string | null;
  roleId: 1 | 2 | null;
  /** ISO instant to answer as of; null is now */
  date: string | null;
}

export const webChatKeys = {
  config: (tenantId: number, testAs: TTestAs) => ['webChat', tenantId, 'config', testAs] as const,
};
