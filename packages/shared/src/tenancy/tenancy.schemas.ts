import { z } from 'zod';
import { ZPortalLanguage } from '../users/portal-language';
import { EDITABLE_SETTING_KEYS } from './tenancy.constants';

export const ZClientConfiguration = z.object({
  authority: z.string(),
  clientId: z.string(),
  audience: z.string(),
  scope: z.string(),
  embedded: z.boolean(),
  helpWidgetUrl: z.string().nullable(),
  supportEmail: z.string(),
  productName: z.string(),
});
export type TClientConfiguration = z.infer<typeof ZClientConfiguration>;

export const ZFeature = z.object({ name: z.string(), active: z.boolean() });
export type TFeatureFlag = z.infer<typeof ZFeature>;

export const ZCountry = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  editable: z.boolean(),
});
export type TCountry = z.infer<typeof ZCountry>;

export const ZNamed = z.object({ id: z.number(), name: z.string() });
export type TNamed = z.infer<typeof ZNamed>;

export const ZCustomerUser = z.object({
  customerId: z.number(),
  customer: z.object({ name: z.string() }),
});

export const ZCurrentUser = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  customerUserId: z.number().nullable(),
  roles: z.array(z.number()),
  customerUsers: z.array(ZCustomerUser),
  /** the portal language the user chose; null (or absent, as in older answers) follows the browser's */
  language: ZPortalLanguage.nullable().default(null),
});
export type TCurrentUser = z.infer<typeof ZCurrentUser>;

export const ZRole = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  permissions: z.array(z.string()),
  countryRelated: z.boolean(),
  categoryRelated: z.boolean(),
  countries: z.array(z.number()),
  categories: z.array(z.number()),
  isCustomerSuccessManager: z.boolean(),
  /** moved by every edit: an edit sends back the one it read */
  version: z.number(),
});
export type TRole = z.infer<typeof ZRole>;

export const ZCustomSetting = z.object({ key: z.string(), value: z.string() });
export type TCustomSetting = z.infer<typeof ZCustomSetting>;

export const ZTimezoneSetting = z.object({ reportsTimeZone: z.string() });

export const ZSettingSaveParams = z.object({ name: z.enum(EDITABLE_SETTING_KEYS) });

/** A setting saved from the Settings screen; `key`, when sent, repeats the name of the path. */
export const ZSettingSave = z.object({ key: z.string().optional(), value: z.string().trim().max(100) });
export type TSettingSave = z.infer<typeof ZSettingSave>;

export const ZSettingKeyParams = z.object({
  key: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_.-]+$/, 'A setting key has only letters, digits, dots, dashes and underscores'),
});

export const ZCustomerUserList = z.array(ZCustomerUser);
export const ZPermissionList = z.array(z.string());
export const ZFeatureList = z.array(ZFeature);
export const ZCountryList = z.array(ZCountry);
export const ZNamedList = z.array(ZNamed);
export const ZRoleList = z.array(ZRole);
export const ZCustomSettingList = z.array(ZCustomSetting);
export type TTimezoneSetting = z.infer<typeof ZTimezoneSetting>;

/** A bot user's role type (People Manager, Team Member). */
export const ZRoleType = z.object({ id: z.number(), name: z.string() });
export const ZRoleTypeList = z.array(ZRoleType);
export type TRoleType = z.infer<typeof ZRoleType>;
