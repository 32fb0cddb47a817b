import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions';
import { ZPortalLanguage } from './portal-language';
import { ZBodyId, ZQueryId, ZSaveId, ZText, zBodyInt, zQueryInt } from '../schemas/primitives';

export const USERS_PAGE_SIZE = 20;
/** Days an invitation's temporary password can be used to sign in. */
export const TEMPORARY_PASSWORD_DAYS = 7;
export const EMAIL_REQUIRED = 'Email is required';
export const EMAIL_INVALID = 'Enter a valid email address';
export const ROLE_NAME_REQUIRED = 'Role name is required';

/** A role as a user row shows it (spec 001 section 3, User). */
export const ZUserRole = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  countryRelated: z.boolean(),
  categoryRelated: z.boolean(),
});
export type TUserRole = z.infer<typeof ZUserRole>;

/** A member of the tenant: `id` is the account, `customerUserId` its membership of this tenant. */
export const ZUser = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  active: z.boolean(),
  roles: z.array(ZUserRole),
  /** holds the vendor's Customer Success Manager role: shown apart and not editable here */
  admin: z.boolean(),
  /** bound to a sign-in identity: its email can no longer change */
  identityId: z.string().nullable(),
  lastSeen: z.string().nullable(),
  customerUserId: z.number(),
  customerUsers: z.array(z.object({ customerId: z.number(), customer: z.object({ name: z.string() }) })),
  /** invited and not signed in yet: the temporary password has not been replaced */
  isInvitePending: z.boolean(),
  /** moved by every edit of the membership: an edit sends back the one it read */
  version: z.number(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZUserPage = z.object({ data: z.array(ZUser), total: z.number() });
export type TUserPage = z.infer<typeof ZUserPage>;
export const ZUserList = z.array(ZUser);

export const ZUserPageQuery = z.object({
  search: ZText.trim().max(200).optional(),
  offset: zQueryInt({ min: 0 }).default(0),
  limit: zQueryInt({ min: 1, max: 100 }).default(USERS_PAGE_SIZE),
});
export type TUserPageQuery = z.input<typeof ZUserPageQuery>;

export const ZUserParams = z.object({ id: ZQueryId });

const ZEmail = ZText.trim()
  .min(1, EMAIL_REQUIRED)
  .max(320, EMAIL_INVALID)
  .pipe(z.email(EMAIL_INVALID))
  .transform((email) => email.toLowerCase());

const ZIdList = z.array(ZBodyId).max(200);
const ZVersion = zBodyInt({ min: 1, message: 'Must be a version' });

/** Invites (id missing or <= 0) or edits a member; an edit carries the version it read. */
export const ZUserSave = z.object({
  id: ZSaveId.optional(),
  email: ZEmail,
  roleIds: ZIdList.default([]),
  version: ZVersion.optional(),
});
export type TUserSave = z.infer<typeof ZUserSave>;
export type TUserSaveInput = z.input<typeof ZUserSave>;

/** The saved member; a new account of the embedded sign-in also gets its temporary password, once. */
export const ZUserSaved = z.object({ user: ZUser, temporaryPassword: z.string().nullable() });
export type TUserSaved = z.infer<typeof ZUserSaved>;

export const ZUserActiveSave = z.object({ active: z.boolean(), version: ZVersion });
export type TUserActiveSave = z.infer<typeof ZUserActiveSave>;

export const ZUserRemoveQuery = z.object({ version: zQueryInt({ min: 1, message: 'Must be a version' }) });

/** Creates (id missing or <= 0) or edits a role with its permissions and country/category scope. */
export const ZRoleSave = z.object({
  id: ZSaveId.optional(),
  name: ZText.trim().min(1, ROLE_NAME_REQUIRED).max(100),
  description: ZText.trim().max(1000).default(''),
  permissions: z.array(z.enum(PERMISSIONS)).max(PERMISSIONS.length),
  countryIds: ZIdList.default([]),
  categoryIds: ZIdList.default([]),
  version: ZVersion.optional(),
});
export type TRoleSave = z.infer<typeof ZRoleSave>;
export type TRoleSaveInput = z.input<typeof ZRoleSave>;

export const ZRoleParams = z.object({ id: ZQueryId });
export const ZSavedRole = z.object({ id: z.number(), version: z.number() });

/** The portal's own password rule, also checked by the sign-in pages. */
export const PASSWORD_MIN_LENGTH = 10;

/** The signed-in user's own portal language; null follows the browser's. */
export const ZUserLanguageSave = z.object({ language: ZPortalLanguage.nullable() });
export type TUserLanguageSave = z.infer<typeof ZUserLanguageSave>;
export const ZUserLanguage = ZUserLanguageSave;
