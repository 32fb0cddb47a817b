const formats = new Map<string, Intl.DateTimeFormat>();

type TFormatKind = 'dateTime' | 'day' | 'dayMonth' | 'time' | 'zoneUS' | 'zoneGB';

function formatter(timeZone: string, kind: TFormatKind) {
  const key = `${kind} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    const options: Record<TFormatKind, Intl.DateTimeFormatOptions> = {
      dateTime: { dateStyle: 'medium', timeStyle: 'short' },
      day: { dateStyle: 'medium' },
      dayMonth: { day: 'numeric', month: 'short' },
      time: { timeStyle: 'short' },
      zoneUS: { timeZoneName: 'short' },
      zoneGB: { timeZoneName: 'short' },
    };
    format = new Intl.DateTimeFormat(kind === 'zoneUS' ? 'en-US' : 'en-GB', { ...options[kind], timeZone });
    formats.set(key, format);
  }
  return format;
}

const zonePart = (date: Date, timeZone: string, kind: 'zoneUS' | 'zoneGB') =>
  formatter(timeZone, kind)
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value ?? timeZone;

/**
 * The zone's short name at that instant, as people write it: EST or EDT, CET, BST, UTC; where
 * the zone has no letters in common use, its offset (GMT+9).
 */
export function zoneShortName(date: Date, timeZone: string): string {
  const us = zonePart(date, timeZone, 'zoneUS');
  return us.startsWith('GMT+') || us.startsWith('GMT-') ? zonePart(date, timeZone, 'zoneGB') : us;
}

const parse = (iso: string | null | undefined) => {
  const date = iso ? new Date(iso) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
};

/**
 * A stored UTC date in the company's time zone, naming it, as every date of the portal is
 * written: "1 Oct 2026, 09:00 CEST". Never the reader's own clock.
 */
export function formatDateTime(iso: string | null | undefined, timeZone: string): string {
  const date = parse(iso);
  return date ? `${formatter(timeZone, 'dateTime').format(date)} ${zoneShortName(date, timeZone)}` : '';
}

/** The company's calendar day of a stored date: "1 Oct 2026", or "1 Oct" where the year goes without saying. */
export function formatZonedDay(
  iso: string | null | undefined,
  timeZone: string,
  { withYear = true }: { withYear?: boolean } = {},
): string {
  const date = parse(iso);
  return date ? formatter(timeZone, withYear ? 'day' : 'dayMonth').format(date) : '';
}

/** The company's clock time of a stored date, naming the zone: "09:00 CEST". */
export function formatZonedTime(iso: string | null | undefined, timeZone: string): string {
  const date = parse(iso);
  return date ? `${formatter(timeZone, 'time').format(date)} ${zoneShortName(date, timeZone)}` : '';
}
