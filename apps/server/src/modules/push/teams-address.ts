/** Where a push reaches a Teams member who never wrote to the bot: a new one-to-one conversation. */
export interface TTeamsAddress {
  /** the member's id for the bot (29:...) */
  id: string;
  aadObjectId?: string;
  serviceUrl: string;
  channelTenantId?: string;
}

/** The tenant's Teams rosters as the e-mail resolution reads them. */
export interface TTeamsDirectory {
  /** every member of the teams the bot is installed in, by e-mail (lower case); read once, then kept */
  members(): Promise<Map<string, TTeamsAddress>>;
}

/** A delivery row keeps a roster address as JSON text, read back by the sender. */
export const teamsAddressText = (address: TTeamsAddress) => JSON.stringify(address);

export function parseTeamsAddress(text: string | null | undefined): TTeamsAddress | undefined {
  if (!text?.startsWith('{')) return undefined;
  try {
    const parsed = JSON.parse(text) as Partial<TTeamsAddress>;
    return typeof parsed.id === 'string' && typeof parsed.serviceUrl === 'string'
      ? (parsed as TTeamsAddress)
      : undefined;
  } catch {
    return undefined;
  }
}
