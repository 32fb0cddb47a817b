import { z } from 'zod';
import { FEATURES, type TFeature } from '../access/permissions';
import { COUNTRIES, GLOBAL_COUNTRY_CODE } from '../countries/countries.constants';
import { ZText, zBodyInt, zQueryInt } from '../schemas/primitives';

const COUNTRY_CODES = new Set(COUNTRIES.map((c) => c.code));

const unknownCode = (issue: { input?: unknown }) => `Unknown country code "${String(issue.input)}"`;

/** An ISO country code of the reference list (any case); the global country is always implied. */
export const ZCountryCode = z
  .string()
  .trim()
  // ASCII before upper-casing: Unicode case mapping would turn `eſ` into ES
  .regex(/^[A-Za-z]+$/, { error: unknownCode })
  .transform((code) => code.toUpperCase())
  .refine((code) => COUNTRY_CODES.has(code) && code !== GLOBAL_COUNTRY_CODE, { error: unknownCode });

const FEATURE_NAMES = new Set<string>(FEATURES);

/** A feature flag name; typed as a plain string on input so that callers pass what users typed. */
export const ZFeatureName = z
  .string()
  .trim()
  .refine((name) => FEATURE_NAMES.has(name), {
    error: (issue) => `Unknown feature "${String(issue.input)}"; one of ${FEATURES.join(', ')}`,
  })
  .transform((name) => name as TFeature);

const TENANT_ID_MESSAGE = 'Must be a tenant id';
/** A tenant id as typed on the command line (digits only) or given as a number. */
export const ZTenantId = z.union(
  [zQueryInt({ min: 1, message: TENANT_ID_MESSAGE }), zBodyInt({ min: 1, message: TENANT_ID_MESSAGE })],
  { error: TENANT_ID_MESSAGE },
);

export const ZCreateTenantRequest = z.object({
  name: ZText.trim().min(1, 'Required').max(100),
  countryCodes: z.array(ZCountryCode).default([]),
  features: z.array(ZFeatureName).default([]),
});
export type TCreateTenantRequest = z.input<typeof ZCreateTenantRequest>;

export const ZAddCountriesRequest = z.object({
  tenantId: ZTenantId,
  countryCodes: z.array(ZCountryCode).min(1, 'Give at least one country code'),
});
export type TAddCountriesRequest = z.input<typeof ZAddCountriesRequest>;

export const ZSetFeatureRequest = z.object({
  tenantId: ZTenantId,
  name: ZFeatureName,
  active: z.boolean(),
});
export type TSetFeatureRequest = z.input<typeof ZSetFeatureRequest>;

export const ZInviteUserRequest = z.object({
  tenantId: ZTenantId,
  email: z.string().trim().toLowerCase().pipe(z.email('Must be an email address')),
  name: ZText.trim().max(100).optional(),
});
export type TInviteUserRequest = z.input<typeof ZInviteUserRequest>;
