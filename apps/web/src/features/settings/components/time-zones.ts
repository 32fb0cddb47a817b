/** The IANA zones this browser knows, UTC first, as "Region/City" with the zone's offset now. */
export function timeZoneOptions(now = new Date()): { value: string; label: string }[] {
  const zones = ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];
  return zones.map((zone) => ({
    value: zone,
    label: `${zone.replaceAll('_', ' ')} (${offsetOf(zone, now)})`,
  }));
}

/** "GMT+1", "GMT-3:30", "GMT" for UTC. */
export function offsetOf(timeZone: string, now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' }).formatToParts(
    now,
  );
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
}

/** Letters typed before the list shows anything: a few hundred zones are too many to scroll. */
export const TIME_ZONE_SEARCH_MIN = 3;

/** Options whose label holds what was typed (spaces and underscores alike), once 3 letters are typed. */
export function matchTimeZones<T extends { label: string }>(options: readonly T[], search: string): T[] {
  const typed = search.trim().toLowerCase().replaceAll('_', ' ');
  if (typed.length < TIME_ZONE_SEARCH_MIN) return [];
  return options.filter((option) => option.label.toLowerCase().includes(typed));
}
