const formats = new Map<string, Intl.DateTimeFormat>();

function formatterIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone });
    formats.set(timeZone, format);
  }
  return format;
}

/**
 * A stored UTC date in the company's time zone, naming it, as every date of the portal is
 * written: "1 Oct 2026, 09:00 (Europe/Madrid)". Never the reader's own clock.
 */
export function formatDateTime(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : `${formatterIn(timeZone).format(date)} (${timeZone})`;
}
