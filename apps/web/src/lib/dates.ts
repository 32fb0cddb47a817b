import { i18n } from './i18n/i18n';
import { dateTimeFormat } from './i18n/intl';

type TFormatKind = 'dateTime' | 'day' | 'dayMonth' | 'time';

const OPTIONS: Record<TFormatKind, Intl.DateTimeFormatOptions> = {
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  day: { dateStyle: 'medium' },
  dayMonth: { day: 'numeric', month: 'short' },
  time: { timeStyle: 'short' },
};

const formatter = (timeZone: string, kind: TFormatKind) => dateTimeFormat({ ...OPTIONS[kind], timeZone });

/** The zone's name in `locale`'s words (the portal's own locale when none is given). */
const zonePart = (date: Date, timeZone: string, locale?: string) =>
  dateTimeFormat({ timeZoneName: 'short', timeZone }, locale)
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value ?? timeZone;

/**
 * The zone's short name at that instant, as people write it in the portal's language: EST or EDT,
 * CET, BST, UTC in English (MEZ in German); where the zone has no letters in common use, its offset
 * (GMT+9).
 */
export function zoneShortName(date: Date, timeZone: string): string {
  if (i18n.language !== 'en') return zonePart(date, timeZone);
  const us = zonePart(date, timeZone, 'en-US');
  return us.startsWith('GMT+') || us.startsWith('GMT-') ? zonePart(date, timeZone, 'en-GB') : us;
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
