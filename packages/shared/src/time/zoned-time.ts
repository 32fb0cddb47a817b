/*
 * Schedule dates are typed in the company's time zone (spec 000 section 5) and stored in UTC.
 * A typed value is a "wall clock" string as <input type="datetime-local"> gives it: 2026-03-29T02:30.
 */
const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

function zoneParts(time: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(time));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** How far the zone's clock is ahead of UTC at that instant, in ms. */
function zoneOffset(time: number, timeZone: string): number {
  const p = zoneParts(time, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(time / 1000) * 1000;
}

/** The UTC instant (ISO) of a wall-clock time in a zone; null when the text is not a date-time. */
export function zonedLocalToUtc(local: string, timeZone: string): string | null {
  const match = LOCAL_PATTERN.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59)
    return null;
  // the offset at the guessed instant, corrected once for a daylight-saving change in between
  let time = asUtc - zoneOffset(asUtc, timeZone);
  time = asUtc - zoneOffset(time, timeZone);
  return new Date(time).toISOString();
}

/** The wall-clock time of a UTC instant in a zone, as datetime-local wants it. */
export function utcToZonedLocal(iso: string, timeZone: string): string {
  const p = zoneParts(new Date(iso).getTime(), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** The calendar date (YYYY-MM-DD) of an instant in a zone. */
export function zonedDate(time: number | Date, timeZone: string): string {
  return utcToZonedLocal(new Date(time).toISOString(), timeZone).slice(0, 10);
}

/** Whether the runtime knows the IANA zone name. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
