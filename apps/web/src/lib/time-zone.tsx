import { createContext, useContext } from 'react';
import { formatDateTime } from './dates';

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
