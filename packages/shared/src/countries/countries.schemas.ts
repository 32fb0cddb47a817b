import { z } from 'zod';

/**
 * A country named in a path or query: its code (any case) or its id. ASCII letters and digits
 * only, as Unicode case mapping would otherwise read `eſ` as ES or `ın` as IN.
 */
export const ZCountryRef = z.string().regex(/^[A-Za-z0-9]{1,10}$/, 'Must be a country code or id');

/** A country code of a path or query (any case). */
export const ZCountryCodeRef = ZCountryRef.min(2, 'Must be a country code');
