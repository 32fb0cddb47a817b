import { createContext, useContext, useMemo } from 'react';
import { formatDateTime, formatZonedDay, formatZonedTime } from './dates';

/** The signed-in tenant's time zone (custom setting ReportsTimeZone; UTC until it is known). */
const TimeZoneContext = createContext('UTC');

export const TimeZoneProvider = TimeZoneContext.Provider;

export function useTenantTimeZone(): string {
  return useContext(TimeZoneContext);
}

/** Formats stored UTC dates in the tenant's zone, naming it. */
export function useFormatDateTime(): (iso: string | null | undefined) => string {
  const timeZone = useTenantTimeZone();
  return (iso) => formatDateTime(iso, timeZone);
}

/** The parts of a stored date in the tenant's zone, for a cell that shows the day above the time. */
export function useZonedDates() {
  const timeZone = useTenantTimeZone();
  return useMemo(
    () => ({
      timeZone,
      dateTime: (iso: string | null | undefined) => formatDateTime(iso, timeZone),
      day: (iso: string | null | undefined) => formatZonedDay(iso, timeZone),
      time: (iso: string | null | undefined) => formatZonedTime(iso, timeZone),
    }),
    [timeZone],
  );
}
